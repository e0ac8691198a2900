// Public face of the community feature: the /comunidade screen and a post's own page.
export { CommunityScreen } from './components/CommunityScreen';
export { PostScreen } from './components/PostScreen';
