import type pt from '../pt/nav';
import type { Catalogue } from '../../catalogue';

const nav: Catalogue<typeof pt> = {
  mainLabel: 'Main navigation',
  homeLink: 'Poliglota — go to dashboard',
  dashboard: 'Dashboard',
  courses: 'Courses',
  community: 'Community',
  ranking: 'Ranking',
  ranks: 'Ranks',
  chat: 'Chat',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menuTitle: 'Menu',
  pageLoading: 'Loading page…',
};

export default nav;
