import { PlaceholderPage } from '../PlaceholderPage';

export default function CommunityPage() {
  return <PlaceholderPage titleKey="community:title" />;
}
