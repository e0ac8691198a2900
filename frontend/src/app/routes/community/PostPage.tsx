import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PostScreen } from '../../../features/community';
import { OpenPage } from '../OpenPage';

/** /comunidade/post/{id}: a post and its comments; visitors see the community's prompt to sign in. */
export default function PostPage() {
  const { t } = useTranslation('community');
  const { postId = '' } = useParams();
  return (
    <OpenPage title={t('postPage.title')}>
      {({ signIn }) => <PostScreen key={postId} postId={postId} onSignIn={signIn} />}
    </OpenPage>
  );
}
