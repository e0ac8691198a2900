import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from '../../../lib/forms/zod';
import { Button, SelectField, TextField } from '../../../components/ui';
import { ConfirmDialog, Dialog } from '../../../components/ui/Dialog';
import { requestLimits } from '../../../lib/api/limits';
import { useServerMessage } from '../../../lib/api/useServerMessage';
import { useFieldSchemas } from '../../../lib/forms/fieldSchemas';
import { useDateFormat } from '../../../lib/useDateFormat';
import { useNow } from '../../../lib/useNow';
import { DEFAULT_GRANT_XP, useBanUser, useGiveXp, useUnbanUser, type AdminUserRow } from '../api/membersApi';

const grantLimits = requestLimits.GiveXpDto;
const banLimits = requestLimits.BanMemberDto;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface UserActionsDialogProps {
  user: AdminUserRow | null;
  onClose: () => void;
  onDone: (message: string) => void;
}

/**
 * Grant XP (default 50), ban for one of the DTO's durations or permanently, or unban. Bans and
 * unbans ask first; a grant carries one idempotency key for as long as the dialog is open, so a
 * retry applies once.
 */
export function UserActionsDialog({ user, ...props }: UserActionsDialogProps) {
  // Keyed by member: another member's dialog starts from empty forms and a new idempotency key.
  return user ? <UserActions key={user.id} user={user} {...props} /> : null;
}

function UserActions({ user, onClose, onDone }: UserActionsDialogProps & { user: AdminUserRow }) {
  const { t } = useTranslation('admin');
  const serverMessage = useServerMessage();
  const time = useDateFormat(useNow(), 'long');
  const fields = useFieldSchemas();
  const giveXp = useGiveXp();
  const ban = useBanUser();
  const unban = useUnbanUser();
  const [grantKey] = useState(() => crypto.randomUUID());
  const [confirm, setConfirm] = useState<'ban' | 'unban' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const schemas = useMemo(
    () => ({
      grant: z.object({
        amount: fields.number(
          grantLimits.amount,
          {
            invalid: t('users.validation.grantAmount'),
            tooSmall: t('users.validation.grantAmount'),
            tooBig: t('users.validation.grantAmountMax', { max: grantLimits.amount.maximum }),
          },
          { integer: true },
        ),
        reason: fields.text(grantLimits.reason, { required: t('users.validation.grantReason') }),
      }),
      ban: z.object({
        reason: fields.text(banLimits.reason, { required: t('users.validation.banReason') }),
        duration: z.union([fields.numberChoice(banLimits.days), z.literal('permanent')]),
      }),
    }),
    [fields, t],
  );
  const grantForm = useForm({ resolver: zodResolver(schemas.grant), defaultValues: { amount: DEFAULT_GRANT_XP, reason: '' } });
  const banForm = useForm({ resolver: zodResolver(schemas.ban), defaultValues: { reason: '', duration: 7 } });
  const grantErrors = grantForm.formState.errors;
  const banErrors = banForm.formState.errors;
  const problem = grantErrors.amount?.message ?? grantErrors.reason?.message ?? banErrors.reason?.message ?? failure;
  const busy = giveXp.isPending || ban.isPending || unban.isPending;

  // One message at a time: starting one action clears what another one said.
  const start = (other: typeof grantForm | typeof banForm) => {
    other.clearErrors();
    setFailure(null);
  };
  const failed = (base: string) => (error: unknown) =>
    setFailure(t('users.errors.withDetail', { error: base, detail: serverMessage(error, base) }));

  const submitGrant = grantForm.handleSubmit(({ amount, reason }) =>
    giveXp.mutate(
      { id: user.id, amount, reason, idempotencyKey: grantKey },
      { onSuccess: (result) => onDone(t('users.success.granted', { amount: result.amount })), onError: failed(t('users.errors.grant')) },
    ),
  );
  // The ban asks first; the confirmation sends what the form held when it was checked.
  const [banRequest, setBanRequest] = useState<z.output<typeof schemas.ban> | null>(null);
  const submitBan = banForm.handleSubmit((values) => {
    setBanRequest(values);
    setConfirm('ban');
  });
  const until =
    banRequest?.duration === 'permanent'
      ? t('users.confirm.banForever')
      : t('users.confirm.banUntil', { date: time.absolute(new Date(Date.now() + (banRequest?.duration ?? 0) * DAY_MS).toISOString()) });

  return (
    <>
      <Dialog
        open
        onClose={() => !busy && confirm === null && onClose()}
        title={t('users.actions.title')}
        subtitle={t('users.actions.subtitle', { name: user.name, email: user.email })}
        size="md"
        dismissible={!busy}
      >
        <div className="admin-actions" data-testid="user-actions">
          {problem && (
            <p className="dialog__error" role="alert">
              {problem}
            </p>
          )}
          <form
            className="admin-actions__section"
            onSubmit={(event) => {
              start(banForm);
              void submitGrant(event);
            }}
            noValidate
          >
            <h3 className="admin-details__heading">{t('users.actions.grantTitle')}</h3>
            <TextField
              label={t('users.actions.amount')}
              type="number"
              inputMode="numeric"
              min={grantLimits.amount.minimum}
              max={grantLimits.amount.maximum}
              step={1}
              disabled={busy}
              invalid={Boolean(grantErrors.amount)}
              {...grantForm.register('amount', { valueAsNumber: true })}
            />
            <TextField
              label={t('users.actions.grantReason')}
              maxLength={grantLimits.reason.maxLength}
              placeholder={t('users.actions.grantReasonPlaceholder')}
              disabled={busy}
              invalid={Boolean(grantErrors.reason)}
              {...grantForm.register('reason')}
            />
            <Button type="submit" loading={giveXp.isPending} disabled={busy}>
              {t('users.actions.grant')}
            </Button>
          </form>

          {user.is_admin ? (
            <p className="admin-user__muted">{t('users.actions.adminNotBannable')}</p>
          ) : user.is_banned ? (
            <div className="admin-actions__section">
              <h3 className="admin-details__heading">{t('users.actions.unbanTitle')}</h3>
              <p>
                {user.ban_permanent || !user.ban_expires_at
                  ? t('users.status.permanent')
                  : t('users.status.bannedUntil', { date: time.absolute(user.ban_expires_at) })}
              </p>
              {user.ban_reason && <p className="member-text admin-text">{user.ban_reason}</p>}
              <Button variant="secondary" onClick={() => setConfirm('unban')} disabled={busy}>
                {t('users.actions.unban')}
              </Button>
            </div>
          ) : (
            <form
              className="admin-actions__section"
              onSubmit={(event) => {
                start(grantForm);
                void submitBan(event);
              }}
              noValidate
            >
              <h3 className="admin-details__heading">{t('users.actions.banTitle')}</h3>
              <TextField
                label={t('users.actions.banReason')}
                maxLength={banLimits.reason.maxLength}
                placeholder={t('users.actions.banReasonPlaceholder')}
                disabled={busy}
                invalid={Boolean(banErrors.reason)}
                {...banForm.register('reason')}
              />
              <SelectField
                label={t('users.actions.duration')}
                disabled={busy}
                {...banForm.register('duration', { setValueAs: (value: string | number) => (value === 'permanent' ? value : Number(value)) })}
              >
                {banLimits.days.enum.map((days) => (
                  <option key={days} value={days}>
                    {t('users.actions.days', { count: days })}
                  </option>
                ))}
                <option value="permanent">{t('users.actions.permanent')}</option>
              </SelectField>
              <Button type="submit" variant="danger" disabled={busy}>
                {t('users.actions.ban')}
              </Button>
            </form>
          )}
        </div>
      </Dialog>

      <ConfirmDialog
        open={confirm === 'ban'}
        title={t('users.confirm.banTitle')}
        message={t('users.confirm.banMessage', { name: user.name, until })}
        confirmLabel={t('users.confirm.banConfirm')}
        cancelLabel={t('users.actions.cancel')}
        busy={ban.isPending}
        error={failure}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (!banRequest) return;
          const { reason, duration } = banRequest;
          const permanent = duration === 'permanent';
          ban.mutate(
            { id: user.id, reason, days: permanent ? null : duration, permanent },
            { onSuccess: () => onDone(t('users.success.banned')), onError: failed(t('users.errors.ban')) },
          );
        }}
      />
      <ConfirmDialog
        open={confirm === 'unban'}
        title={t('users.confirm.unbanTitle')}
        message={t('users.confirm.unbanMessage', { name: user.name })}
        confirmLabel={t('users.confirm.unbanConfirm')}
        cancelLabel={t('users.actions.cancel')}
        variant="primary"
        busy={unban.isPending}
        error={failure}
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          unban.mutate(user.id, { onSuccess: () => onDone(t('users.success.unbanned')), onError: failed(t('users.errors.unban')) })
        }
      />
    </>
  );
}
