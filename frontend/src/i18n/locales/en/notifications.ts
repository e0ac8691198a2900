import type pt from '../pt/notifications';
import type { Catalogue } from '../../catalogue';

const notifications: Catalogue<typeof pt> = {
  title: 'Notifications',
  bell: {
    label: 'Notifications',
    labelUnread: 'Notifications ({{value}} unread)',
  },
};

export default notifications;
