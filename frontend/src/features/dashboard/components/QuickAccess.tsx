import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CommunityIcon, CoursesIcon, RankingIcon, RanksIcon } from '../../../components/ui/icons';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { cx } from '../../../lib/cx';
import { paths } from '../../../lib/paths';
import { clampPercent } from '../../../lib/gamification/progress';
import type { DashboardUser } from '../api/dashboardApi';
import { Widget } from './Widget';

interface Shortcut {
  key: 'courses' | 'community' | 'ranking' | 'ranks';
  to: string;
  icon: ReactNode;
}

const SHORTCUTS: Shortcut[] = [
  { key: 'courses', to: paths.courses, icon: <CoursesIcon /> },
  { key: 'community', to: paths.community, icon: <CommunityIcon /> },
  { key: 'ranking', to: paths.ranking, icon: <RankingIcon /> },
  { key: 'ranks', to: paths.ranks, icon: <RanksIcon /> },
];

/** Shortcuts to the other screens ("Começar", "Continuar", …) and the way to the next level. */
export function QuickAccess({ user }: { user: DashboardUser }) {
  const { t } = useTranslation('dashboard');
  const percent = clampPercent(user.level_progress);
  const next = user.nextRank;
  return (
    <Widget name="quickAccess" viewAll={paths.courses}>
      <ul className="quick-access">
        {SHORTCUTS.map((shortcut) => (
          <li key={shortcut.key}>
            <Link to={shortcut.to} className={cx('quick-link', `quick-link--${shortcut.key}`)}>
              <span className="quick-link__icon" aria-hidden="true">
                {shortcut.icon}
              </span>
              <span className="quick-link__text">
                <span className="quick-link__title">{t(`quickAccess.${shortcut.key}.title`)}</span>
                <span className="quick-link__description">{t(`quickAccess.${shortcut.key}.description`)}</span>
              </span>
              <span className="quick-link__action" aria-hidden="true">
                {t(`quickAccess.${shortcut.key}.action`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="quick-access__level">
        <p className="quick-access__level-text">
          {next
            ? t('quickAccess.levelProgress', { level: next.level, percent })
            : t('quickAccess.levelTop')}
        </p>
        <ProgressBar
          value={next ? percent : 100}
          tone={next ? 'primary' : 'done'}
          size="sm"
          label={next ? t('quickAccess.levelProgress', { level: next.level, percent }) : t('quickAccess.levelTop')}
        />
      </div>
    </Widget>
  );
}
