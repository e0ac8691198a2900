import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/ui';
import { useAuth } from '../../../features/auth';
import { DocumentTitle } from '../DocumentTitle';
import { formScreens, lazyScreen } from '../formScreens';

const UploadScreen = lazyScreen(formScreens.upload);

/** /upload-curso: members only; visitors see Acesso Restrito with a sign-in button. */
export default function CourseUploadPage() {
  const { t } = useTranslation('courses');
  const { status, member, redirectToLogin } = useAuth();
  return (
    <>
      <DocumentTitle title={t('upload.title')} />
      {status === 'pending' ? <PageSpinner /> : <UploadScreen signedIn={member !== null} onSignIn={() => void redirectToLogin()} />}
    </>
  );
}
