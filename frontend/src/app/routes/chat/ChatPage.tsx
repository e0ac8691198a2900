import { PlaceholderPage } from '../PlaceholderPage';

export default function ChatPage() {
  return <PlaceholderPage titleKey="chat:title" />;
}
