import { useTranslation } from 'react-i18next';
import { CommunityScreen } from '../../../features/community';
import { SearchBox } from '../../../components/search/SearchBox';
import { useViewer } from '../../../lib/viewer';
import { OpenPage } from '../OpenPage';

/** /comunidade: open to visitors too, who see a prompt to sign in instead of the feed (and no search, ADR 0130). */
export default function CommunityPage() {
  const { t } = useTranslation('community');
  const viewer = useViewer();
  return (
    <OpenPage title={t('title')}>
      {({ signIn }) => (
        <>
          {viewer.id && <SearchBox type="post" />}
          <CommunityScreen onSignIn={signIn} />
        </>
      )}
    </OpenPage>
  );
}
