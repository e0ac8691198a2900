import { useTranslation } from 'react-i18next';
import { UploadScreen } from '../../../features/courses';
import { OpenPage } from '../OpenPage';

/** /upload-curso: members only; visitors see Acesso Restrito with a sign-in button. */
export default function CourseUploadPage() {
  const { t } = useTranslation('courses');
  return <OpenPage title={t('upload.title')}>{(reader) => <UploadScreen signedIn={reader.signedIn} onSignIn={reader.onSignIn} />}</OpenPage>;
}
