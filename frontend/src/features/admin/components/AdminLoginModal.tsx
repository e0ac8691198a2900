import { useEffect, useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from '../../../lib/forms/zod';
import { Alert, Button, TextField } from '../../../components/ui';
import { Dialog } from '../../../components/ui/Dialog';
import { isNetworkError, statusOf } from '../../../lib/api/errors';
import { requestLimits } from '../../../lib/api/limits';
import { useServerMessage } from '../../../lib/api/useServerMessage';
import { useFieldSchemas } from '../../../lib/forms/fieldSchemas';
import { useAdminLogin } from '../api/adminApi';

export interface AdminLoginModalProps {
  open: boolean;
  onClose: () => void;
  /** Called shortly after a successful login, once the success message has been seen. */
  onSuccess: () => void;
}

/** How long the success message stays before moving on to the admin area. */
const SUCCESS_PAUSE_MS = 900;

/** Administrator e-mail and password in a modal dialog (Escape, the backdrop or the close button dismisses it). */
export function AdminLoginModal({ open, onClose, onSuccess }: AdminLoginModalProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog open={open} onClose={onClose} size="xs" title={t('login.title')} subtitle={t('login.subtitle')}>
      <AdminLoginForm onClose={onClose} onSuccess={onSuccess} />
    </Dialog>
  );
}

function AdminLoginForm({ onClose, onSuccess }: Omit<AdminLoginModalProps, 'open'>) {
  const { t } = useTranslation(['admin', 'common']);
  const serverMessage = useServerMessage();
  const login = useAdminLogin();
  const fields = useFieldSchemas();
  // Both fields are required; the e-mail is sent trimmed, the password as typed (the server checks the rest).
  const schema = useMemo(
    () =>
      z.object({
        email: fields.text(requestLimits.AdminLoginDto.email),
        password: fields.text(requestLimits.AdminLoginDto.password, {}, { trim: false }),
      }),
    [fields],
  );
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  const missing = Boolean(errors.email || errors.password);
  const succeeded = login.isSuccess;

  useEffect(() => {
    if (!succeeded) return;
    const timer = window.setTimeout(onSuccess, SUCCESS_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded, onSuccess]);

  const submit = form.handleSubmit((values) => {
    if (login.isPending || succeeded) return;
    login.mutate(values);
  });

  const errorText = (() => {
    if (missing) return t('login.required');
    const error = login.error;
    if (!error) return null;
    if (isNetworkError(error)) return t('common:connectionError');
    const status = statusOf(error) ?? 0;
    if (status === 401) return serverMessage(error, t('login.invalidCredentials'));
    if (status === 429) return serverMessage(error, t('login.tooManyAttempts'));
    if (status >= 500) return t('login.serverError');
    return serverMessage(error, t('login.serverError'));
  })();

  return (
    <form className="dialog__form" onSubmit={submit} noValidate>
      {succeeded && <Alert variant="success">{t('login.success')}</Alert>}
      {errorText && <Alert variant="error">{errorText}</Alert>}

      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        data-autofocus
        invalid={Boolean(errors.email)}
        {...form.register('email')}
      />
      <TextField
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        required
        invalid={Boolean(errors.password)}
        {...form.register('password')}
      />

      <div className="modal__actions">
        <Button variant="secondary" onClick={onClose}>
          {t('login.cancel')}
        </Button>
        <Button type="submit" loading={login.isPending} disabled={succeeded}>
          {t('login.submit')}
        </Button>
      </div>
    </form>
  );
}
