// Public face of the live feedback feature: the member's event stream (ADR 0060) and the XP,
// level-up and badge toasts, mounted once by the app's providers. Features reach it through
// `lib/liveEvents` (`useLiveEvents`, `useXpFeedback`), never by importing it (ADR 0091).
export { LiveFeedbackProvider } from './LiveFeedbackProvider';
