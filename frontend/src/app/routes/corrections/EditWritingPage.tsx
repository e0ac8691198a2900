import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { DocumentTitle } from '../DocumentTitle';
import { formScreens } from '../formScreens';

const EditWritingScreen = formScreens.editWriting;

/** /correcoes/{id}/editar: the author's text, until its first correction. */
export default function EditWritingPage() {
  const { t } = useTranslation('corrections');
  const { writingId = '' } = useParams();
  return (
    <>
      <DocumentTitle title={t('write.editTitle')} />
      <EditWritingScreen key={writingId} writingId={writingId} />
    </>
  );
}
