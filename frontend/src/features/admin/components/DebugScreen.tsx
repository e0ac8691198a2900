import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui';
import { useFormatNumber } from '../../../lib/useFormatNumber';
import { useDateFormat } from '../../../lib/useDateFormat';
import { useNow } from '../../../lib/useNow';
import { useAdminDebug, type DebugReport } from '../api/membersApi';
import { AdminList, Counts, RefreshableReport } from './AdminReport';
import '../admin.css';

/** /admin/debug: table totals, orphaned posts, recent members and posts, database status; refreshable. */
export function DebugScreen() {
  const debug = useAdminDebug();
  return (
    <RefreshableReport section="debug" query={debug}>
      {(report) => <DebugDetails report={report} />}
    </RefreshableReport>
  );
}

function DebugDetails({ report }: { report: DebugReport }) {
  const { t } = useTranslation('admin');
  const format = useFormatNumber();
  const time = useDateFormat(useNow(), 'short');
  const online = report.status === 'online';
  const orphans = report.orphanedPostsCount;
  // The newest members and posts, each marked done (profile completed, post approved) or waiting.
  const recent = [
    {
      title: t('debug.recentUsers'),
      rows: report.recentUsers.map((u) => ({
        key: `${u.email}-${u.created_at}`,
        name: u.name || t('debug.noName'),
        done: u.profile_completed,
        doneLabel: u.profile_completed ? t('debug.profileDone') : t('debug.profileMissing'),
        detail: u.email,
        at: u.created_at,
      })),
    },
    {
      title: t('debug.recentPosts'),
      rows: report.recentPosts.map((p) => ({
        key: `${p.title}-${p.created_at}`,
        name: p.title || t('debug.noTitle'),
        done: p.is_approved,
        doneLabel: p.is_approved ? t('debug.approvedIcon') : t('debug.pendingIcon'),
        detail: p.author_email ?? t('debug.unknownAuthor'),
        at: p.created_at,
      })),
    },
  ];
  return (
    <>
      {report.error && (
        <p className="dialog__error" role="alert">
          {report.error}
        </p>
      )}
      <div className="admin-debug__grid" data-testid="debug-report">
        <Card>
          <h2 className="admin-details__heading">{t('debug.users')}</h2>
          <Counts
            rows={[
              [t('debug.usersTotal'), format(report.tables.users.total)],
              [t('debug.oauthUsers'), format(report.tables.users.oauthUsers)],
              [t('debug.profileCompleted'), format(report.tables.users.profileCompleted)],
            ]}
          />
        </Card>
        <Card>
          <h2 className="admin-details__heading">{t('debug.posts')}</h2>
          <Counts
            rows={[
              [t('debug.postsTotal'), format(report.tables.community_posts.total)],
              [t('debug.approved'), format(report.tables.community_posts.approved)],
              [t('debug.pending'), format(report.tables.community_posts.pending)],
            ]}
          />
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
        {recent.map((list) => (
          <Card key={list.title}>
            <h2 className="admin-details__heading">{list.title}</h2>
            <AdminList
              items={list.rows}
              empty={<p className="admin-user__muted">{t('debug.empty')}</p>}
              itemKey={(row) => row.key}
              line={(row) => (
                <>
                  <strong>{row.name}</strong>{' '}
                  <span role="img" aria-label={row.doneLabel}>
                    {row.done ? '✅' : '⏳'}
                  </span>
                </>
              )}
              detail={(row) => `${row.detail} · ${time.absolute(row.at)}`}
            />
          </Card>
        ))}
      </div>

      <Card>
        <h2 className="admin-details__heading">{t('debug.deliveries')}</h2>
        {!report.deliveries.smtpConfigured && <p className="admin-user__muted">{t('debug.deliveriesNoSmtp')}</p>}
        <div className="admin-debug__grid" data-testid="delivery-report">
          {(['email', 'push'] as const).map((channel) => (
            <div key={channel}>
              <h3 className="admin-details__heading">{t(`debug.channel_${channel}`)}</h3>
              <Counts
                rows={[
                  [t('debug.deliveryPending'), format(report.deliveries[channel].pending)],
                  [t('debug.deliverySent'), format(report.deliveries[channel].sent)],
                  [t('debug.deliveryFailed'), format(report.deliveries[channel].failed)],
                ]}
              />
            </div>
          ))}
        </div>
        <h3 className="admin-details__heading">{t('debug.deliveryFailures')}</h3>
        <AdminList
          items={report.deliveries.recentFailures}
          empty={<p className="admin-user__muted">{t('debug.noDeliveryFailures')}</p>}
          testId="delivery-failures"
          itemKey={(failure) => failure.id}
          line={(failure) => (
            <>
              <strong>{t(`debug.channel_${failure.channel}`)}</strong> · {t('debug.deliveryAttempts', { count: failure.attempts })} ·{' '}
              {failure.status === 'failed' ? t('debug.deliveryGaveUp') : t('debug.deliveryWillRetry')}
            </>
          )}
          detail={(failure) => (
            <>
              <code>{failure.last_error}</code> · {time.absolute(failure.created_at)}
            </>
          )}
        />
      </Card>

      <Card>
        <h2 className="admin-details__heading">{t('debug.orphanList')}</h2>
        <p className="admin-user__muted">{t('debug.orphanExplanation')}</p>
        <AdminList
          items={report.orphanedPosts}
          empty={<p>{t('debug.noOrphans')}</p>}
          testId="orphan-list"
          itemKey={(p) => p.id}
          line={(p) => <strong>{p.title || t('debug.noTitle')}</strong>}
          detail={(p) => (
            <>
              <code>{p.id}</code> · {t('debug.orphanUser', { id: p.user_id })}
            </>
          )}
        />
      </Card>
    </>
  );
}

