import { useTranslation } from 'react-i18next';
import { ReviewScreen } from '../../../features/review';
import { DocumentTitle } from '../DocumentTitle';

/** /revisao: the member's review deck, its sessions and settings. */
export default function ReviewPage() {
  const { t } = useTranslation('review');
  return (
    <>
      <DocumentTitle title={t('title')} />
      <ReviewScreen />
    </>
  );
}
