// Public face of the review feature: /revisao (issue 48). The navbar's count and the dashboard's
// card read the deck's summary from lib/reviewSummary.ts, which the three share.
export { ReviewScreen } from './components/ReviewScreen';
