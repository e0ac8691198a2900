import { useTranslation } from 'react-i18next';
import { CommunityScreen } from '../../../features/community';
import { OpenPage } from '../OpenPage';

/** /comunidade: open to visitors too, who see a prompt to sign in instead of the feed. */
export default function CommunityPage() {
  const { t } = useTranslation('community');
  return (
    <OpenPage title={t('title')}>
      {({ signIn }) => <CommunityScreen onSignIn={signIn} />}
    </OpenPage>
  );
}
