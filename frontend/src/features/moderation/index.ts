// Public face of the moderation feature: the /admin/posts screen.
export { ModerationScreen } from './components/ModerationScreen';
