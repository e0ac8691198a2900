import { useTranslation } from 'react-i18next';
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
      <header className="page__header community__header">
        <h1 className="page__title">{t('title')}</h1>
        <p className="community__subtitle">{t('subtitle')}</p>
      </header>
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
