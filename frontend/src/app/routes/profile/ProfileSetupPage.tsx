import { PlaceholderPage } from '../PlaceholderPage';

export default function ProfileSetupPage() {
  return <PlaceholderPage titleKey="profile:setup.title" />;
}
