import { PlaceholderPage } from '../PlaceholderPage';

export default function AuthCallbackPage() {
  return <PlaceholderPage titleKey="auth:callback.title" />;
}
