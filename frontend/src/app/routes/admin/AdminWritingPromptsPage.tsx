import { useTranslation } from 'react-i18next';
import { WritingPromptsScreen } from '../../../features/admin';
import { DocumentTitle } from '../DocumentTitle';

/** /admin/writing-prompts (behind RequireAdmin): the writing prompts members answer, per language. */
export default function AdminWritingPromptsPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <DocumentTitle title={t('prompts.title')} />
      <WritingPromptsScreen />
    </>
  );
}
