import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, CheckboxField, TextField } from '../../../components/ui';
import { requestLimits } from '../../../lib/api/limits';
import { useFailureText } from '../../../lib/api/useServerMessage';
import { useDeleteAccount, type DeletionScheduled } from '../api/settingsApi';

export interface DeleteAccountSectionProps {
  /** The member's name as stored: what they type to confirm. */
  name: string;
  /** After the deletion is scheduled: the member's sessions ended, the page signs the tab out. */
  onDeleted: (scheduled: DeletionScheduled) => void;
}

/**
 * Settings › Your data › "Delete my account" (ADR 0108): the member types their name and
 * chooses whether what they wrote stays as "Removed member" (the default) or goes too.
 */
export function DeleteAccountSection({ name, onDeleted }: DeleteAccountSectionProps) {
  const { t } = useTranslation('settings');
  const failureText = useFailureText();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [confirm, setConfirm] = useState('');
  const [deleteContent, setDeleteContent] = useState(false);
  // Opening moves focus into the confirmation (its name field); Voltar brings it back to the button.
  const nameField = useRef<HTMLInputElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (open) nameField.current?.focus();
    else if (opened.current) startButton.current?.focus();
    opened.current = open;
  }, [open]);
  const problem = failureText(remove.error, { connection: t('networkError'), fallback: t('deleteAccount.error') });

  return (
    <div className="settings__delete-account" data-testid="delete-account">
      <h3 className="settings__subtitle">{t('deleteAccount.title')}</h3>
      <p className="settings__hint">{t('deleteAccount.intro')}</p>
      {!open ? (
        <Button ref={startButton} type="button" variant="danger" onClick={() => setOpen(true)}>
          {t('deleteAccount.start')}
        </Button>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (remove.isPending) return;
            remove.mutate({ confirm, keepContent: !deleteContent }, { onSuccess: onDeleted });
          }}
          noValidate
        >
          <TextField
            ref={nameField}
            label={t('deleteAccount.confirmLabel', { name })}
            value={confirm}
            maxLength={requestLimits.DeleteAccountDto.confirm.maxLength}
            autoComplete="off"
            onChange={(event) => setConfirm(event.target.value)}
          />
          <CheckboxField
            label={t('deleteAccount.deleteContent')}
            hint={t('deleteAccount.deleteContentHint')}
            checked={deleteContent}
            onChange={(event) => setDeleteContent(event.target.checked)}
          />
          {problem && <Alert variant="error">{problem}</Alert>}
          <div className="settings__actions">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)} disabled={remove.isPending}>
              {t('deleteAccount.cancel')}
            </Button>
            <Button type="submit" variant="danger" loading={remove.isPending} disabled={confirm.trim().length === 0}>
              {remove.isPending ? t('deleteAccount.deleting') : t('deleteAccount.confirm')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
