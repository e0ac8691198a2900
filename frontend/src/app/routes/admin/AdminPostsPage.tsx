import { useTranslation } from 'react-i18next';
import { ModerationScreen } from '../../../features/moderation';
import { DocumentTitle } from '../DocumentTitle';

/** /admin/posts (behind RequireAdmin): the post moderation screen. */
export default function AdminPostsPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <DocumentTitle title={t('posts.title')} />
      <ModerationScreen />
    </>
  );
}
