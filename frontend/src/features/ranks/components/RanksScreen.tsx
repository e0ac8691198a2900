import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui';
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
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
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
