import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerMessage } from '../../lib/api/useServerMessage';
import { useBlockChange, useViewerId } from '../../lib/blocks';
import { Button } from '../ui';
import { ConfirmDialog } from '../ui/LazyConfirmDialog';
import { useToast } from '../ui/Toaster';

export interface BlockMemberButtonProps {
  memberId: string;
  name: string;
  /** After the block: e.g. the chat drops the member's messages it already shows. */
  onBlocked?: (memberId: string) => void;
}

/**
 * "Bloquear" beside another member's comment, chat message or profile, with a confirmation that
 * says what blocking does. Nothing for a guest or on the reader's own content.
 */
export function BlockMemberButton({ memberId, name, onBlocked }: BlockMemberButtonProps) {
  // In the members' pages' area (ADR 0072), with reporting: the landing page never shows it.
  const { t } = useTranslation('flags');
  const viewerId = useViewerId();
  const change = useBlockChange();
  const errorText = useServerMessage();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  if (!viewerId || viewerId === memberId) return null;

  const confirm = () =>
    change.mutate(
      { memberId, blocked: true },
      {
        onSuccess: () => {
          setOpen(false);
          toast.show({ title: t('blocks.done', { name }), tone: 'success' });
          onBlocked?.(memberId);
        },
      },
    );
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('blocks.label', { name })}
        onClick={() => {
          change.reset();
          setOpen(true);
        }}
      >
        {t('blocks.block')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('blocks.confirmTitle', { name })}
        message={t('blocks.confirmMessage', { name })}
        confirmLabel={t('blocks.block')}
        cancelLabel={t('blocks.cancel')}
        variant="danger"
        busy={change.isPending}
        error={change.isError ? errorText(change.error, t('blocks.error')) : undefined}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
