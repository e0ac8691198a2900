import { CommentIcon, Icon, StarIcon } from '../../../components/ui/icons';
import type { Notification } from '../api/notificationsApi';

const LevelUpIcon = () => (
  <Icon size={18}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Icon>
);

const MegaphoneIcon = () => (
  <Icon size={18}>
    <path d="M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1zM15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
  </Icon>
);

export const CheckAllIcon = () => (
  <Icon size={18}>
    <path d="M2 12.5 6.5 17 16 7.5M12 16l1 1 9.5-9.5" />
  </Icon>
);

const MedalIcon = () => (
  <Icon size={18}>
    <circle cx="12" cy="15" r="5" />
    <path d="M8.5 11.5 6 3h4l2 5 2-5h4l-2.5 8.5" />
  </Icon>
);

export function NotificationTypeIcon({ category }: { category: Notification['category'] }) {
  switch (category) {
    case 'achievement':
      return <MedalIcon />;
    case 'level_up':
      return <LevelUpIcon />;
    case 'community':
      return <CommentIcon />;
    case 'admin_message':
      return <MegaphoneIcon />;
    default:
      return <StarIcon size={18} />;
  }
}
