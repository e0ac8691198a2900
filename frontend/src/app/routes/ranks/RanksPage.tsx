import { useTranslation } from 'react-i18next';
import { RanksScreen } from '../../../features/ranks';
import { DocumentTitle } from '../DocumentTitle';

/** /patentes: ranks, badges and XP (members only). */
export default function RanksPage() {
  const { t } = useTranslation('ranks');
  return (
    <>
      <DocumentTitle title={t('title')} />
      <RanksScreen />
    </>
  );
}
