import { useTranslation } from 'react-i18next';
import { CommunityScreen } from '../../../features/community';
import { OpenPage } from '../OpenPage';

/** /comunidade: open to visitors too, who see a prompt to sign in instead of the feed. */
export default function CommunityPage() {
  const { t } = useTranslation('community');
  return (
    <OpenPage title={t('title')}>
      {({ member, signIn }) => <CommunityScreen viewer={member ? { name: member.name, picture: member.picture } : null} onSignIn={signIn} />}
    </OpenPage>
  );
}
