import { useTranslation } from 'react-i18next';
import { formScreens } from '../formScreens';
import { OpenPage } from '../OpenPage';

const CatalogueScreen = formScreens.catalogue;

/** /cursos: open to visitors too, who browse with sign-in prompts in place of actions. */
export default function CourseCataloguePage() {
  const { t } = useTranslation('courses');
  return <OpenPage title={t('catalogue.title')}>{(reader) => <CatalogueScreen signedIn={reader.signedIn} onSignIn={reader.onSignIn} />}</OpenPage>;
}
