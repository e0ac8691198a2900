import { PlaceholderPage } from '../PlaceholderPage';

export default function RankingPage() {
  return <PlaceholderPage titleKey="ranking:title" />;
}
