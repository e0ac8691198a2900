import { PlaceholderPage } from '../PlaceholderPage';

export default function SettingsPage() {
  return <PlaceholderPage titleKey="settings:title" />;
}
