import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useServerMessage } from '../../lib/api/useServerMessage';
import { useBlockChange } from '../../lib/blocks';
import { useViewer } from '../../lib/viewer';
import { Button } from '../ui';
import { MenuItem } from '../ui/ItemMenu';
import { ConfirmDialog } from '../ui/LazyConfirmDialog';
import { useToast } from '../ui/Toaster';

export interface BlockMemberButtonProps {
  memberId: string;
  name: string;
  /** After the block: e.g. the chat drops the member's messages it already shows. */
  onBlocked?: (memberId: string) => void;
}

/**
 * Blocking `memberId`, confirmed by a dialog that says what blocking does: `ask` opens it, `dialog`
 * is the element to render. `allowed` is false for a guest and on the reader's own content.
 */
function useBlockConfirmation({ memberId, name, onBlocked }: BlockMemberButtonProps): { allowed: boolean; ask: () => void; dialog: ReactNode } {
  // In the members' pages' area (ADR 0072), with reporting: the landing page never shows it.
  const { t } = useTranslation('flags');
  const viewer = useViewer();
  const change = useBlockChange();
  const errorText = useServerMessage();
  const toast = useToast();
  const [open, setOpen] = useState(false);

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
  return {
    allowed: viewer.id !== null && viewer.id !== memberId,
    ask: () => {
      change.reset();
      setOpen(true);
    },
    dialog: (
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
    ),
  };
}

/** "Bloquear" beside another member's comment, chat message or profile. Nothing for a guest or on the reader's own content. */
export function BlockMemberButton(props: BlockMemberButtonProps) {
  const { t } = useTranslation('flags');
  const { allowed, ask, dialog } = useBlockConfirmation(props);
  if (!allowed) return null;
  return (
    <>
      <Button variant="ghost" size="sm" aria-label={t('blocks.label', { name: props.name })} onClick={ask}>
        {t('blocks.block')}
      </Button>
      {dialog}
    </>
  );
}

/**
 * "Bloquear" in an item's menu (`ItemMenu`, ADR 0105), e.g. a post's: the dialog is rendered into
 * the body, outside the menu's hidden panel. Nothing for a guest or on the reader's own item.
 */
export function BlockMenuItem(props: BlockMemberButtonProps) {
  const { t } = useTranslation('flags');
  const { allowed, ask, dialog } = useBlockConfirmation(props);
  if (!allowed) return null;
  return (
    <>
      <MenuItem onSelect={ask}>{t('blocks.label', { name: props.name })}</MenuItem>
      {createPortal(dialog, document.body)}
    </>
  );
}
