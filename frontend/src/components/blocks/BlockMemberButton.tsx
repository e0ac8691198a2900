import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useServerMessage } from '../../lib/api/useServerMessage';
import { useBlockChange, useBlockedMembers } from '../../lib/blocks';
import { isRemovedMember } from '../../lib/removedMember';
import { useViewer } from '../../lib/viewer';
import { Button } from '../ui';
import { MenuItem } from '../ui/ItemMenu';
import { ConfirmDialog } from '../ui/LazyConfirmDialog';
import { useToast } from '../ui/Toaster';
import './blocks.css';

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

  // Not `mutate`'s callbacks: the lists read again without the member's items, so the comment or
  // message this was opened from may be gone (unmounted) before the answer is handled.
  const confirm = () =>
    void change.mutateAsync({ memberId, blocked: true }).then(
      () => {
        setOpen(false);
        toast.show({ title: t('blocks.done', { name }), tone: 'success' });
        onBlocked?.(memberId);
      },
      () => undefined, // shown in the dialog (change.isError)
    );
  return {
    // What an erased member left names nobody who could be blocked (ADR 0109).
    allowed: viewer.id !== null && viewer.id !== memberId && !isRemovedMember(memberId),
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

/**
 * A profile's block control: "Bloquear" while the reader does not block the member; once they do,
 * the state ("Você bloqueou este membro") and "Desbloquear", so the profile never offers to block
 * again someone already blocked. Nothing for a guest or on the reader's own profile.
 */
export function BlockMemberButton(props: BlockMemberButtonProps) {
  const { t } = useTranslation('flags');
  const { allowed, ask, dialog } = useBlockConfirmation(props);
  const blocked = useBlockedMembers(allowed);
  const change = useBlockChange();
  const errorText = useServerMessage();
  const toast = useToast();
  if (!allowed || blocked.isPending) return null;
  const isBlocked = blocked.data?.some((member) => member.id === props.memberId) ?? false;
  if (!isBlocked) {
    return (
      <>
        <Button variant="ghost" size="sm" aria-label={t('blocks.label', { name: props.name })} onClick={ask}>
          {t('blocks.block')}
        </Button>
        {dialog}
      </>
    );
  }
  const unblock = () =>
    change.mutate(
      { memberId: props.memberId, blocked: false },
      { onSuccess: () => toast.show({ title: t('blocks.undone', { name: props.name }), tone: 'success' }) },
    );
  return (
    <div className="block-state">
      <p className="block-state__text">{t('blocks.state')}</p>
      <Button variant="secondary" size="sm" aria-label={t('blocks.unblockLabel', { name: props.name })} loading={change.isPending} onClick={unblock}>
        {t('blocks.unblock')}
      </Button>
      {change.isError && (
        <p className="field__error" role="alert">
          {errorText(change.error, t('blocks.unblockError'))}
        </p>
      )}
    </div>
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
