// Public face of the community feature: the /comunidade screen and its data.
export { communityKeys, type CommunityComment, type CommunityPost } from './api/communityApi';
export { CommunityScreen, type CommunityScreenProps } from './components/CommunityScreen';
export type { Viewer } from './components/PostComposer';
