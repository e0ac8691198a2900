import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui';
import { useViewer } from '../../../lib/viewer';
import { GuestPrompt } from './GuestPrompt';
import { PostFeed } from './PostFeed';
import '../community.css';

// The post form and its validation load beside the feed, not before the page (ADR 0073).
const PostComposer = lazy(() => import('./PostComposer').then((module) => ({ default: module.PostComposer })));

export interface CommunityScreenProps {
  onSignIn: () => Promise<void>;
}

/** /comunidade: title, subtitle, then the composer and the feed (members) or a sign-in prompt. */
export function CommunityScreen({ onSignIn }: CommunityScreenProps) {
  const { t } = useTranslation('community');
  // A visitor gets the sign-in prompt instead of the feed.
  const viewer = useViewer();
  return (
    <div className="page container community">
      <PageHeader className="community__header" title={t('title')} subtitle={t('subtitle')} />
      {viewer.id !== null ? (
        <div className="community__body">
          <Suspense fallback={null}>
            <PostComposer />
          </Suspense>
          <PostFeed />
        </div>
      ) : (
        <GuestPrompt onSignIn={onSignIn} />
      )}
    </div>
  );
}
