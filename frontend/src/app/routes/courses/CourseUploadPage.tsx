import { useTranslation } from 'react-i18next';
import { formScreens } from '../formScreens';
import { OpenPage } from '../OpenPage';

const UploadScreen = formScreens.upload;

/** /upload-curso: members only; visitors see Acesso Restrito with a sign-in button. */
export default function CourseUploadPage() {
  const { t } = useTranslation('courses');
  return <OpenPage title={t('upload.title')}>{(reader) => <UploadScreen onSignIn={reader.signIn} />}</OpenPage>;
}
