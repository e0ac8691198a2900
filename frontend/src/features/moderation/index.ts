// Public face of the moderation feature: the /admin/posts screen.
export { moderationKeys } from './api/moderationApi';
export { ModerationScreen } from './components/ModerationScreen';
