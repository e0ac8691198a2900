import { useTranslation } from 'react-i18next';
import { RankingScreen } from '../../../features/ranking';
import { DocumentTitle } from '../DocumentTitle';

/** /ranking: this week's ranking (members only). */
export default function RankingPage() {
  const { t } = useTranslation('ranking');
  return (
    <>
      <DocumentTitle title={t('title')} />
      <RankingScreen />
    </>
  );
}
