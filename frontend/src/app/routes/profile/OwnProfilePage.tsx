import { PlaceholderPage } from '../PlaceholderPage';

export default function OwnProfilePage() {
  return <PlaceholderPage titleKey="profile:own.title" />;
}
