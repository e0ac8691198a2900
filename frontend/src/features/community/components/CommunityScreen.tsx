import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui';
import { GuestPrompt } from './GuestPrompt';
import { PostComposer, type Viewer } from './PostComposer';
import { PostFeed } from './PostFeed';
import '../community.css';

export interface CommunityScreenProps {
  /** The signed-in member; null for a visitor, who gets the sign-in prompt instead of the feed. */
  viewer: Viewer | null;
  onSignIn: () => Promise<void>;
}

/** /comunidade: title, subtitle, then the composer and the feed (members) or a sign-in prompt. */
export function CommunityScreen({ viewer, onSignIn }: CommunityScreenProps) {
  const { t } = useTranslation('community');
  return (
    <div className="page container community">
      <PageHeader className="community__header" title={t('title')} subtitle={t('subtitle')} />
      {viewer ? (
        <div className="community__body">
          <PostComposer viewer={viewer} />
          <PostFeed />
        </div>
      ) : (
        <GuestPrompt onSignIn={onSignIn} />
      )}
    </div>
  );
}
