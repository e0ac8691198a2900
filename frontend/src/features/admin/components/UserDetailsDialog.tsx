import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert, ErrorState, LoadingCard } from '../../../components/ui';
import { Dialog } from '../../../components/ui/Dialog';
import { useLanguage } from '../../../i18n';
import { useLanguageName, useProficiencyName } from '../../../lib/languages';
import { useDateFormat } from '../../../lib/useDateFormat';
import { useNow } from '../../../lib/useNow';
import { useAdminUserDetails } from '../api/membersApi';
import { useAuditLabels } from '../hooks/useAuditLabels';
import { auditPathForMember } from '../model/auditActions';

/** The member's profile for administrators, with their bans, XP grants and the audit entries about them. */
export function UserDetailsDialog({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const languageName = useLanguageName();
  const proficiencyName = useProficiencyName();
  const { language } = useLanguage();
  const details = useAdminUserDetails(userId, language === 'en' ? 'en' : 'pt');
  const time = useDateFormat(useNow(), 'short');
  const labels = useAuditLabels();
  const data = details.data;

  return (
    <Dialog open={userId !== null} onClose={onClose} title={data?.user.name ?? t('users.details.title')} subtitle={data?.user.email} size="lg">
      {details.isPending ? (
        <LoadingCard label={t('users.details.loading')} />
      ) : details.isError || !data ? (
        <ErrorState message={t('users.details.loadError')} onRetry={() => void details.refetch()} retrying={details.isFetching} />
      ) : (
        <div className="admin-details" data-testid="user-details">
          <p className="admin-user__muted">{t('users.details.joined', { date: time.absolute(data.user.created_at) })}</p>
          {data.user.deletion_scheduled_for && (
            <Alert variant="info">{t('users.details.deletionScheduled', { date: time.absolute(data.user.deletion_scheduled_for) })}</Alert>
          )}

          <section>
            <h3 className="admin-details__heading">{t('users.details.biography')}</h3>
            <p className="member-text admin-text">{data.biography || t('users.details.noBiography')}</p>
          </section>

          <section>
            <h3 className="admin-details__heading">{t('users.details.languages')}</h3>
            {data.userLanguages.length === 0 ? (
              <p className="admin-user__muted">{t('users.details.noLanguages')}</p>
            ) : (
              <ul className="inline-list">
                {data.userLanguages.map((l) => (
                  <li key={l.language} className="admin-chip">
                    {languageName(l.language)} · {proficiencyName(l.proficiency)}
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section>
            <h3 className="admin-details__heading">{t('users.details.badges')}</h3>
            {data.badges.length === 0 ? (
              <p className="admin-user__muted">{t('users.details.noBadges')}</p>
            ) : (
              <ul className="inline-list">
                {data.badges.map((b) => (
                  <li key={b.id} className="admin-chip" style={{ borderColor: b.badge_color }}>
                    <span aria-hidden="true">{b.icon}</span> {b.name}
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section>
            <h3 className="admin-details__heading">{t('users.details.recentPosts')}</h3>
            {data.recentPosts.length === 0 ? (
              <p className="admin-user__muted">{t('users.details.noPosts')}</p>
            ) : (
              <ul className="admin-list">
                {data.recentPosts.map((p) => (
                  <li key={p.id}>
                    <strong>{p.title}</strong>
                    <p className="member-text admin-text admin-details__excerpt">{p.content}</p>
                    <span className="admin-user__muted">
                      {time.absolute(p.created_at)} · {t('common:likes', { count: p.likes })} · {t('common:commentCount', { count: p.comments_count })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section>
            <h3 className="admin-details__heading">{t('users.details.bans')}</h3>
            {data.banHistory.length === 0 ? (
              <p className="admin-user__muted">{t('users.details.noBans')}</p>
            ) : (
              <ul className="admin-list" data-testid="ban-history">
                {data.banHistory.map((b) => (
                  <li key={b.id}>
                    <strong>
                      {b.action === 'ban' ? t('users.details.ban', { admin: b.admin_email }) : t('users.details.unban', { admin: b.admin_email })}
                    </strong>
                    {b.action === 'ban' && (
                      <span> · {b.permanent ? t('users.details.banPermanent') : t('users.details.banDays', { count: b.days ?? 0 })}</span>
                    )}
                    {b.reason && <p className="member-text admin-text">{b.reason}</p>}
                    <span className="admin-user__muted">{time.absolute(b.created_at)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section>
            <h3 className="admin-details__heading">{t('users.details.grants')}</h3>
            {data.xpGrants.length === 0 ? (
              <p className="admin-user__muted">{t('users.details.noGrants')}</p>
            ) : (
              <ul className="admin-list" data-testid="grant-history">
                {data.xpGrants.map((g) => (
                  <li key={g.id}>
                    <strong>{t('users.details.grant', { amount: g.amount, admin: g.admin_email })}</strong>
                    <p className="member-text admin-text">{g.reason}</p>
                    <span className="admin-user__muted">{time.absolute(g.created_at)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section>
            <h3 className="admin-details__heading">{t('users.details.audit')}</h3>
            {userId && (
              <p>
                <Link className="admin-links__link" to={auditPathForMember(userId)}>
                  {t('users.details.viewInAudit')}
                </Link>
              </p>
            )}
            {data.auditEntries.length === 0 ? (
              <p className="admin-user__muted">{t('users.details.noAudit')}</p>
            ) : (
              <ul className="admin-list">
                {data.auditEntries.map((e) => (
                  <li key={e.id}>
                    <strong>{labels.action(e.action)}</strong> · {labels.module(e.module)} · {e.admin_email}
                    {e.reason && <p className="member-text admin-text">{e.reason}</p>}
                    <span className="admin-user__muted">{time.absolute(e.created_at)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </Dialog>
  );
}
