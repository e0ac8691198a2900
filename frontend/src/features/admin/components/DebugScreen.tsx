import { useTranslation } from 'react-i18next';
import { Button, Card, ErrorState, LoadingCard, PageHeader } from '../../../components/ui';
import { isNetworkError } from '../../../lib/api/errors';
import { useFormatNumber } from '../../../lib/useFormatNumber';
import { useDateFormat } from '../../../lib/useDateFormat';
import { useNow } from '../../../lib/useNow';
import { useAdminDebug } from '../api/membersApi';
import { AdminNav } from './AdminNav';
import '../admin.css';

/** /admin/debug: table totals, orphaned posts, recent members and posts, database status; refreshable. */
export function DebugScreen() {
  const { t } = useTranslation('admin');
  const debug = useAdminDebug();
  const format = useFormatNumber();
  const time = useDateFormat(useNow(), 'short');
  const report = debug.data;
  const online = report?.status === 'online';

  const header = (
    <PageHeader
      className="admin-debug__header"
      title={t('debug.title')}
      subtitle={t('debug.subtitle')}
      actions={
        <Button variant="secondary" onClick={() => void debug.refetch()} disabled={debug.isFetching}>
          {debug.isFetching ? t('debug.refreshing') : t('debug.refresh')}
        </Button>
      }
    />
  );

  if (debug.isPending) {
    return (
      <div className="page container admin-page">
        <AdminNav />
        {header}
        <LoadingCard label={t('debug.loading')} />
      </div>
    );
  }
  if (debug.isError || !report) {
    return (
      <div className="page container admin-page">
        <AdminNav />
        {header}
        <ErrorState
          message={isNetworkError(debug.error) ? t('debug.connectionError') : t('debug.loadError')}
          onRetry={() => void debug.refetch()}
          retrying={debug.isFetching}
        />
      </div>
    );
  }

  const orphans = report.orphanedPostsCount;
  return (
    <div className="page container admin-page">
      <AdminNav />
      {header}
      {report.error && (
        <p className="dialog__error" role="alert">
          {report.error}
        </p>
      )}
      <div className="admin-debug__grid" data-testid="debug-report">
        <Card>
          <h2 className="admin-details__heading">{t('debug.users')}</h2>
          <dl className="admin-dl">
            <dt>{t('debug.usersTotal')}</dt>
            <dd>{format(report.tables.users.total)}</dd>
            <dt>{t('debug.oauthUsers')}</dt>
            <dd>{format(report.tables.users.oauthUsers)}</dd>
            <dt>{t('debug.profileCompleted')}</dt>
            <dd>{format(report.tables.users.profileCompleted)}</dd>
          </dl>
        </Card>
        <Card>
          <h2 className="admin-details__heading">{t('debug.posts')}</h2>
          <dl className="admin-dl">
            <dt>{t('debug.postsTotal')}</dt>
            <dd>{format(report.tables.community_posts.total)}</dd>
            <dt>{t('debug.approved')}</dt>
            <dd>{format(report.tables.community_posts.approved)}</dd>
            <dt>{t('debug.pending')}</dt>
            <dd>{format(report.tables.community_posts.pending)}</dd>
          </dl>
        </Card>
        <Card>
          <h2 className="admin-details__heading">{t('debug.orphans')}</h2>
          <p className="admin-stat__value">{format(orphans)}</p>
          <span className={`admin-status admin-status--${orphans === 0 ? 'active' : 'banned'}`} data-testid="orphan-status">
            {orphans === 0 ? t('debug.clean') : t('debug.attention')}
          </span>
        </Card>
        <Card>
          <h2 className="admin-details__heading">{t('debug.database')}</h2>
          <span className={`admin-status admin-status--${online ? 'active' : 'banned'}`}>{online ? t('debug.online') : t('debug.error')}</span>
          <p className="admin-user__muted">
            {t('debug.lastUpdate')}: {time.absolute(report.timestamp)}
          </p>
        </Card>
      </div>

      <div className="admin-debug__grid admin-debug__grid--wide">
        <Card>
          <h2 className="admin-details__heading">{t('debug.recentUsers')}</h2>
          {report.recentUsers.length === 0 ? (
            <p className="admin-user__muted">{t('debug.empty')}</p>
          ) : (
            <ul className="admin-list">
              {report.recentUsers.map((u) => (
                <li key={`${u.email}-${u.created_at}`}>
                  <strong>{u.name || t('debug.noName')}</strong>{' '}
                  <span role="img" aria-label={u.profile_completed ? t('debug.profileDone') : t('debug.profileMissing')}>
                    {u.profile_completed ? '✅' : '⏳'}
                  </span>
                  <div className="admin-user__muted">
                    {u.email} · {time.absolute(u.created_at)}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card>
          <h2 className="admin-details__heading">{t('debug.recentPosts')}</h2>
          {report.recentPosts.length === 0 ? (
            <p className="admin-user__muted">{t('debug.empty')}</p>
          ) : (
            <ul className="admin-list">
              {report.recentPosts.map((p) => (
                <li key={`${p.title}-${p.created_at}`}>
                  <strong>{p.title || t('debug.noTitle')}</strong>{' '}
                  <span role="img" aria-label={p.is_approved ? t('debug.approvedIcon') : t('debug.pendingIcon')}>
                    {p.is_approved ? '✅' : '⏳'}
                  </span>
                  <div className="admin-user__muted">
                    {p.author_email ?? t('debug.unknownAuthor')} · {time.absolute(p.created_at)}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>

      <Card>
        <h2 className="admin-details__heading">{t('debug.deliveries')}</h2>
        {!report.deliveries.smtpConfigured && <p className="admin-user__muted">{t('debug.deliveriesNoSmtp')}</p>}
        <div className="admin-debug__grid" data-testid="delivery-report">
          {(['email', 'push'] as const).map((channel) => (
            <div key={channel}>
              <h3 className="admin-details__heading">{t(`debug.channel_${channel}`)}</h3>
              <dl className="admin-dl">
                <dt>{t('debug.deliveryPending')}</dt>
                <dd>{format(report.deliveries[channel].pending)}</dd>
                <dt>{t('debug.deliverySent')}</dt>
                <dd>{format(report.deliveries[channel].sent)}</dd>
                <dt>{t('debug.deliveryFailed')}</dt>
                <dd>{format(report.deliveries[channel].failed)}</dd>
              </dl>
            </div>
          ))}
        </div>
        <h3 className="admin-details__heading">{t('debug.deliveryFailures')}</h3>
        {report.deliveries.recentFailures.length === 0 ? (
          <p className="admin-user__muted">{t('debug.noDeliveryFailures')}</p>
        ) : (
          <ul className="admin-list" data-testid="delivery-failures">
            {report.deliveries.recentFailures.map((failure) => (
              <li key={failure.id}>
                <strong>{t(`debug.channel_${failure.channel}`)}</strong> · {t('debug.deliveryAttempts', { count: failure.attempts })} ·{' '}
                {failure.status === 'failed' ? t('debug.deliveryGaveUp') : t('debug.deliveryWillRetry')}
                <div className="admin-user__muted">
                  <code>{failure.last_error}</code> · {time.absolute(failure.created_at)}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card>
        <h2 className="admin-details__heading">{t('debug.orphanList')}</h2>
        <p className="admin-user__muted">{t('debug.orphanExplanation')}</p>
        {report.orphanedPosts.length === 0 ? (
          <p>{t('debug.noOrphans')}</p>
        ) : (
          <ul className="admin-list" data-testid="orphan-list">
            {report.orphanedPosts.map((p) => (
              <li key={p.id}>
                <strong>{p.title || t('debug.noTitle')}</strong>
                <div className="admin-user__muted">
                  <code>{p.id}</code> · {t('debug.orphanUser', { id: p.user_id })}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
