import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { WritingScreen } from '../../../features/corrections';
import { DocumentTitle } from '../DocumentTitle';

/** /correcoes/{id}: a text, its corrections and, for who may, the correcting form. */
export default function WritingPage() {
  const { t } = useTranslation('corrections');
  const { writingId = '' } = useParams();
  return (
    <>
      <DocumentTitle title={t('title')} />
      <WritingScreen key={writingId} writingId={writingId} />
    </>
  );
}
