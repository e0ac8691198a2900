import { PlaceholderPage } from '../PlaceholderPage';

export default function RanksPage() {
  return <PlaceholderPage titleKey="ranks:title" />;
}
