import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StarIcon } from '../../../components/ui/icons';
import { useLanguage } from '../../../i18n';
import { paths } from '../../../lib/paths';
import { formatRelativeTime } from '../../../lib/time';
import { useNow } from '../../../lib/useNow';
import type { DashboardBadge } from '../api/dashboardApi';
import { Widget } from './Widget';

/** The widget shows at most this many (the dashboard answer carries the latest five). */
const LIMIT = 5;

/** The latest badges earned, with "e mais N" leading to /patentes when there are more. */
export function RecentBadges({ badges, total }: { badges: DashboardBadge[]; total: number }) {
  const { t } = useTranslation('dashboard');
  const { language } = useLanguage();
  const now = useNow();
  const shown = badges.slice(0, LIMIT);
  const more = Math.max(0, total - shown.length);

  return (
    <Widget
      name="recentBadges"
      viewAll={total > 0 && paths.ranks}
      empty={shown.length === 0 && { icon: <StarIcon size={18} /> }}
    >
      <ul className="stack-list">
        {shown.map((badge) => (
          <li key={badge.id} className="recent-badge" style={{ '--badge-color': badge.badge_color } as CSSProperties}>
            <span className="recent-badge__icon" aria-hidden="true">
              {badge.icon}
            </span>
            <div className="recent-badge__text">
              <p className="recent-badge__name">{badge.name}</p>
              <p className="recent-badge__description">{badge.description}</p>
            </div>
            {badge.earned_at && (
              <time className="recent-badge__time" dateTime={badge.earned_at}>
                {formatRelativeTime(badge.earned_at, now, language)}
              </time>
            )}
          </li>
        ))}
      </ul>
      {more > 0 && (
        <p className="dashboard-widget__more">
          <Link to={paths.ranks}>{t('recentBadges.andMore', { count: more })}</Link>
        </p>
      )}
    </Widget>
  );
}
