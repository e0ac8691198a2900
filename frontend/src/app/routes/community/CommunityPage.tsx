import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/ui';
import { useAuth } from '../../../features/auth';
import { CommunityScreen } from '../../../features/community';
import { DocumentTitle } from '../DocumentTitle';

/** /comunidade: open to visitors too, who see a prompt to sign in instead of the feed. */
export default function CommunityPage() {
  const { t } = useTranslation('community');
  const { status, member, redirectToLogin } = useAuth();
  return (
    <>
      <DocumentTitle title={t('title')} />
      {status === 'pending' ? (
        <PageSpinner />
      ) : (
        <CommunityScreen
          viewer={member ? { name: member.name, picture: member.picture } : null}
          onSignIn={() => redirectToLogin()}
        />
      )}
    </>
  );
}
