import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/ui';
import { useAuth } from '../../../features/auth';
import { DocumentTitle } from '../DocumentTitle';
import { formScreens, lazyScreen } from '../formScreens';

const CatalogueScreen = lazyScreen(formScreens.catalogue);

/** /cursos: open to visitors too, who browse with sign-in prompts in place of actions. */
export default function CourseCataloguePage() {
  const { t } = useTranslation('courses');
  const { status, member, redirectToLogin } = useAuth();
  return (
    <>
      <DocumentTitle title={t('catalogue.title')} />
      {status === 'pending' ? <PageSpinner /> : <CatalogueScreen signedIn={member !== null} onSignIn={() => void redirectToLogin()} />}
    </>
  );
}
