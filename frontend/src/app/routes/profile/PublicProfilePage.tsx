import { PlaceholderPage } from '../PlaceholderPage';

export default function PublicProfilePage() {
  return <PlaceholderPage titleKey="profile:public.title" />;
}
