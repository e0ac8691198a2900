import { useTranslation } from 'react-i18next';
import { BadgeGrid } from './BadgeGrid';
import { CurrentProgress } from './CurrentProgress';
import { RankList } from './RankList';
import { XpHistory } from './XpHistory';
import { XpSources } from './XpSources';
import '../ranks.css';

/**
 * /patentes: the member's progress (level n/10, bar toward the next patente), the ten patentes,
 * the badges, where XP comes from and where the member's own XP came from. Each section loads
 * (and fails) on its own.
 */
export function RanksScreen() {
  const { t } = useTranslation('ranks');
  return (
    <div className="page container ranks">
      <header className="page__header">
        <h1 className="page__title">{t('title')}</h1>
        <p className="ranks__subtitle">{t('subtitle')}</p>
      </header>
      <div className="ranks__body">
        <CurrentProgress />
        <RankList />
        <BadgeGrid />
        <div className="ranks__columns">
          <XpSources />
          <XpHistory />
        </div>
      </div>
    </div>
  );
}
