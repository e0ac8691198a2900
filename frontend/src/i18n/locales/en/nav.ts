import type pt from '../pt/nav';
import type { Catalogue } from '../../catalogue';

const nav: Catalogue<typeof pt> = {
  mainLabel: 'Main navigation',
  homeLink: 'Poliglota — go to dashboard',
  dashboard: 'Dashboard',
  courses: 'Courses',
  corrections: 'Corrections',
  review: 'Review',
  reviewDue: '{{count}} to review today',
  community: 'Community',
  ranking: 'Ranking',
  ranks: 'Ranks',
  chat: 'Chat',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menuTitle: 'Menu',
  pageLoading: 'Loading page…',
  guestHomeLink: 'Poliglota — go to the home page',
  adminHomeLink: 'Poliglota — go to the admin panel',
  settings: 'Settings',
  signIn: 'Sign in',
  adminLogout: 'Sign out',
  adminLogoutLabel: 'Sign out of the admin session',
  account: {
    label: 'Your account',
    open: 'Account menu for {{name}}',
    viewProfile: 'View Profile',
    logout: 'Sign out',
  },
};

export default nav;
