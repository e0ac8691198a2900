import type pt from '../pt/admin';
import type { Catalogue } from '../../catalogue';

const admin: Catalogue<typeof pt> = {
  home: { title: 'Admin panel' },
  posts: { title: 'Post moderation' },
  users: { title: 'Manage users' },
  courses: { title: 'Manage courses' },
  content: { title: 'Course content' },
  reports: { title: 'Reports' },
  debug: { title: 'Diagnostics' },
};

export default admin;
