import { useTranslation } from 'react-i18next';
import { CatalogueScreen } from '../../../features/courses';
import { OpenPage } from '../OpenPage';

/** /cursos: open to visitors too, who browse and search (ADR 0130) with sign-in prompts in place of actions. */
export default function CourseCataloguePage() {
  const { t } = useTranslation('courses');
  return <OpenPage title={t('catalogue.title')}>{(reader) => <CatalogueScreen onSignIn={reader.onSignIn} />}</OpenPage>;
}
