// Public face of the community feature: the /comunidade screen.
export { CommunityScreen } from './components/CommunityScreen';
