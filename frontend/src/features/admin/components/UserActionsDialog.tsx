import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui';
import { ConfirmDialog, Dialog } from '../../../components/ui/Dialog';
import { useServerMessage } from '../../../lib/api/useServerMessage';
import { useDateFormat } from '../../../lib/useDateFormat';
import { useNow } from '../../../lib/useNow';
import {
  BAN_DAYS,
  DEFAULT_GRANT_XP,
  MAX_GRANT_XP,
  REASON_MAX_LENGTH,
  useBanUser,
  useGiveXp,
  useUnbanUser,
  type AdminUserRow,
} from '../api/membersApi';

type Duration = (typeof BAN_DAYS)[number] | 'permanent';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Grant XP (default 50), ban for 1–90 days or permanently, or unban. Bans and unbans ask first;
 * a grant carries one idempotency key for as long as the dialog is open, so a retry applies once.
 */
export function UserActionsDialog({
  user,
  onClose,
  onDone,
}: {
  user: AdminUserRow | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('admin');
  const serverMessage = useServerMessage();
  const time = useDateFormat(useNow(), 'long');
  const giveXp = useGiveXp();
  const ban = useBanUser();
  const unban = useUnbanUser();
  const ids = { amount: useId(), grantReason: useId(), banReason: useId(), duration: useId() };

  const [amount, setAmount] = useState(String(DEFAULT_GRANT_XP));
  const [grantReason, setGrantReason] = useState('');
  const [grantKey, setGrantKey] = useState(() => crypto.randomUUID());
  const [banReason, setBanReason] = useState('');
  const [duration, setDuration] = useState<Duration>(7);
  const [confirm, setConfirm] = useState<'ban' | 'unban' | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!user) return;
    setAmount(String(DEFAULT_GRANT_XP));
    setGrantReason('');
    setGrantKey(crypto.randomUUID());
    setBanReason('');
    setDuration(7);
    setConfirm(null);
    setError(null);
  }, [user]);

  if (!user) return null;
  const busy = giveXp.isPending || ban.isPending || unban.isPending;

  const submitGrant = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount);
    if (!Number.isInteger(value) || value < 1) return setError(t('users.validation.grantAmount'));
    if (value > MAX_GRANT_XP) return setError(t('users.validation.grantAmountMax', { max: MAX_GRANT_XP }));
    if (!grantReason.trim()) return setError(t('users.validation.grantReason'));
    setError(null);
    giveXp.mutate(
      { id: user.id, amount: value, reason: grantReason.trim(), idempotencyKey: grantKey },
      {
        onSuccess: (result) => onDone(t('users.success.granted', { amount: result.amount })),
        onError: (e) => setError(t('users.errors.withDetail', { error: t('users.errors.grant'), detail: serverMessage(e, t('users.errors.grant')) })),
      },
    );
  };

  const submitBan = (event: FormEvent) => {
    event.preventDefault();
    if (!banReason.trim()) return setError(t('users.validation.banReason'));
    setError(null);
    setConfirm('ban');
  };

  const until =
    duration === 'permanent'
      ? t('users.confirm.banForever')
      : t('users.confirm.banUntil', { date: time.absolute(new Date(Date.now() + duration * DAY_MS).toISOString()) });

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
          {error && (
            <p className="dialog__error" role="alert">
              {error}
            </p>
          )}
          <form className="admin-actions__section" onSubmit={submitGrant} noValidate>
            <h3 className="admin-details__heading">{t('users.actions.grantTitle')}</h3>
            <div className="field">
              <label className="field__label" htmlFor={ids.amount}>
                {t('users.actions.amount')}
              </label>
              <input id={ids.amount} className="input" type="number" inputMode="numeric" min={1} max={MAX_GRANT_XP} step={1}
                value={amount} onChange={(e) => setAmount(e.target.value)} disabled={busy} />
            </div>
            <div className="field">
              <label className="field__label" htmlFor={ids.grantReason}>
                {t('users.actions.grantReason')}
              </label>
              <input id={ids.grantReason} className="input" maxLength={REASON_MAX_LENGTH} value={grantReason}
                placeholder={t('users.actions.grantReasonPlaceholder')} onChange={(e) => setGrantReason(e.target.value)} disabled={busy} />
            </div>
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
              {user.ban_reason && <p className="admin-text">{user.ban_reason}</p>}
              <Button variant="secondary" onClick={() => setConfirm('unban')} disabled={busy}>
                {t('users.actions.unban')}
              </Button>
            </div>
          ) : (
            <form className="admin-actions__section" onSubmit={submitBan} noValidate>
              <h3 className="admin-details__heading">{t('users.actions.banTitle')}</h3>
              <div className="field">
                <label className="field__label" htmlFor={ids.banReason}>
                  {t('users.actions.banReason')}
                </label>
                <input id={ids.banReason} className="input" maxLength={REASON_MAX_LENGTH} value={banReason}
                  placeholder={t('users.actions.banReasonPlaceholder')} onChange={(e) => setBanReason(e.target.value)} disabled={busy} />
              </div>
              <div className="field">
                <label className="field__label" htmlFor={ids.duration}>
                  {t('users.actions.duration')}
                </label>
                <select id={ids.duration} className="input" value={String(duration)} disabled={busy}
                  onChange={(e) => setDuration(e.target.value === 'permanent' ? 'permanent' : (Number(e.target.value) as Duration))}>
                  {BAN_DAYS.map((days) => (
                    <option key={days} value={days}>
                      {t('users.actions.days', { count: days })}
                    </option>
                  ))}
                  <option value="permanent">{t('users.actions.permanent')}</option>
                </select>
              </div>
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
        error={error}
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          ban.mutate(
            { id: user.id, reason: banReason.trim(), days: duration === 'permanent' ? null : duration, permanent: duration === 'permanent' },
            {
              onSuccess: () => onDone(t('users.success.banned')),
              onError: (e) => setError(t('users.errors.withDetail', { error: t('users.errors.ban'), detail: serverMessage(e, t('users.errors.ban')) })),
            },
          )
        }
      />
      <ConfirmDialog
        open={confirm === 'unban'}
        title={t('users.confirm.unbanTitle')}
        message={t('users.confirm.unbanMessage', { name: user.name })}
        confirmLabel={t('users.confirm.unbanConfirm')}
        cancelLabel={t('users.actions.cancel')}
        variant="primary"
        busy={unban.isPending}
        error={error}
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          unban.mutate(user.id, {
            onSuccess: () => onDone(t('users.success.unbanned')),
            onError: (e) => setError(t('users.errors.withDetail', { error: t('users.errors.unban'), detail: serverMessage(e, t('users.errors.unban')) })),
          })
        }
      />
    </>
  );
}
