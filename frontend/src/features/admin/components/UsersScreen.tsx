import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, EmptyState, ErrorState, LoadingCard, TextField } from '../../../components/ui';
import { UserAvatar } from '../../../components/ui/UserAvatar';
import { isNetworkError } from '../../../lib/api/errors';
import { queryLimits } from '../../../lib/api/limits';
import { cx } from '../../../lib/cx';
import { useServerMessage } from '../../../lib/api/useServerMessage';
import { useFormatNumber } from '../../../lib/useFormatNumber';
import { useDateFormat } from '../../../lib/useDateFormat';
import { useNow } from '../../../lib/useNow';
import { useRankName } from '../../../lib/useRankName';
import { useAdminUsers, type AdminUserRow } from '../api/membersApi';
import { AdminNav } from './AdminNav';
import { UserActionsDialog } from './UserActionsDialog';
import { UserDetailsDialog } from './UserDetailsDialog';
import '../admin.css';

const SEARCH_DELAY_MS = 300;

/**
 * /admin/users: search (name or e-mail, accents ignored by the server), a table of 20 members per
 * page, the profile dialog and the actions dialog. Search and page live in the address.
 */
export function UsersScreen() {
  const { t } = useTranslation(['admin', 'common']);
  const rankLabel = useRankName();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const requested = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(requested) && requested > 0 ? requested : 1;
  const [typed, setTyped] = useState(search);
  const users = useAdminUsers(page, search);
  const serverMessage = useServerMessage();
  const format = useFormatNumber();
  // Days are São Paulo days (YYYY-MM-DD), as the server records them.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const time = useDateFormat(useNow(), 'short');
  const [viewing, setViewing] = useState<string | null>(null);
  const [managing, setManaging] = useState<AdminUserRow | null>(null);
  const [flash, setFlash] = useState<{ variant: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    const trimmed = typed.trim();
    if (trimmed === search) return;
    const timer = window.setTimeout(() => {
      const next = new URLSearchParams();
      if (trimmed) next.set('q', trimmed);
      setParams(next, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed, search, setParams]);

  const goTo = (nextPage: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(nextPage));
    setParams(next);
  };

  const statusOf = (user: AdminUserRow) => {
    if (user.is_admin) return { tone: 'admin', text: t('users.status.admin') };
    if (!user.is_banned) return { tone: 'active', text: t('users.status.active') };
    if (user.ban_permanent || !user.ban_expires_at) return { tone: 'banned', text: t('users.status.permanent') };
    return { tone: 'banned', text: t('users.status.bannedUntil', { date: time.absolute(user.ban_expires_at) }) };
  };

  const loadError = users.error
    ? isNetworkError(users.error)
      ? t('users.connectionError')
      : t('users.loadError', { detail: serverMessage(users.error, String((users.error as Error).message ?? '')) })
    : '';

  return (
    <div className="page container admin-page">
      <AdminNav />
      <header className="page__header">
        <h1 className="page__title">{t('users.title')}</h1>
        <p className="admin-page__subtitle">{t('users.subtitle')}</p>
      </header>

      <TextField
        fieldClassName="admin-search"
        label={t('users.searchLabel')}
        type="search"
        value={typed}
        maxLength={queryLimits.listAdminUsers.search.maxLength}
        placeholder={t('users.searchPlaceholder')}
        onChange={(event) => setTyped(event.target.value)}
      />

      {flash && (
        <Alert variant={flash.variant} onDismiss={() => setFlash(null)}>
          {flash.text}
        </Alert>
      )}

      {users.isPending ? (
        <LoadingCard label={t('users.loading')} />
      ) : users.isError ? (
        <ErrorState message={loadError} onRetry={() => void users.refetch()} retrying={users.isFetching} />
      ) : users.data.users.length === 0 ? (
        <Card>
          <EmptyState title={search ? t('users.emptySearch', { search }) : t('users.empty')} />
        </Card>
      ) : (
        <>
          <p className="admin-users__total" aria-live="polite">
            {t('users.total', { count: users.data.totalUsers })}
          </p>
          <div className={cx('admin-table-wrap', users.isPlaceholderData && 'stale')} aria-busy={users.isPlaceholderData || undefined}>
            <table className="admin-table" data-testid="admin-users">
              <thead>
                <tr>
                  <th scope="col">{t('users.columns.user')}</th>
                  <th scope="col">{t('users.columns.level')}</th>
                  <th scope="col">{t('users.columns.activity')}</th>
                  <th scope="col">{t('users.columns.status')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('users.columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {users.data.users.map((user) => {
                  const status = statusOf(user);
                  return (
                    <tr key={user.id} data-user-id={user.id}>
                      <td data-label={t('users.columns.user')}>
                        <div className="admin-user">
                          <UserAvatar name={user.name} picture={user.profile_picture} size="sm" />
                          <div className="admin-user__text">
                            <span className="admin-user__name">{user.name}</span>
                            <span className="admin-user__email">{withBreaks(user.email)}</span>
                          </div>
                        </div>
                      </td>
                      <td data-label={t('users.columns.level')}>
                        <span className="admin-user__level">{t('users.level', { level: user.level })}</span>{' '}
                        <span className="admin-user__rank">{rankLabel(user.rank_name)}</span>
                        <div className="admin-user__xp" data-testid="user-xp">{t('users.xp', { xp: format(user.xp_total) })}</div>
                      </td>
                      <td data-label={t('users.columns.activity')}>
                        <div>{t('users.postCount', { count: user.post_count })} · {t('common:commentCount', { count: user.comment_count })}</div>
                        <div className="admin-user__muted">
                          {user.last_activity_date
                            ? t('users.lastActivity', {
                                date: user.last_activity_date === today ? t('users.today') : user.last_activity_date.split('-').reverse().join('/'),
                              })
                            : t('users.never')}
                          {user.streak_days > 0 && ` · ${t('users.streak', { count: user.streak_days })}`}
                        </div>
                      </td>
                      <td data-label={t('users.columns.status')}>
                        <span className={`admin-status admin-status--${status.tone}`} data-testid="user-status">
                          {status.text}
                        </span>
                      </td>
                      <td className="admin-table__actions">
                        <Button size="sm" variant="secondary" onClick={() => setViewing(user.id)} aria-label={t('users.viewLabel', { name: user.name })}>
                          {t('users.view')}
                        </Button>
                        <Button size="sm" onClick={() => setManaging(user)} aria-label={t('users.manageLabel', { name: user.name })}>
                          {t('users.manage')}
                        </Button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {users.data.totalPages > 1 && (
            <nav className="admin-pagination" aria-label={t('users.pagination.label')}>
              <Button variant="secondary" size="sm" disabled={!users.data.hasPrevPage} onClick={() => goTo(page - 1)}>
                {t('users.pagination.previous')}
              </Button>
              <span>{t('users.pagination.page', { page: users.data.currentPage, total: users.data.totalPages })}</span>
              <Button variant="secondary" size="sm" disabled={!users.data.hasNextPage} onClick={() => goTo(page + 1)}>
                {t('users.pagination.next')}
              </Button>
            </nav>
          )}
        </>
      )}

      <UserDetailsDialog userId={viewing} onClose={() => setViewing(null)} />
      <UserActionsDialog
        user={managing}
        onClose={() => setManaging(null)}
        onDone={(text) => {
          setManaging(null);
          setFlash({ variant: 'success', text });
        }}
      />
    </div>
  );
}

/** An e-mail that wraps at its `@` and dots, not in the middle of a name (issue 23). */
function withBreaks(email: string) {
  return email.split(/(?=[@.])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
