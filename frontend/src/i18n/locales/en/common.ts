import type pt from '../pt/common';
import type { Catalogue } from '../../catalogue';

const common: Catalogue<typeof pt> = {
  appName: 'Poliglota',
  documentTitle: '{{page}} · Poliglota',
  skipToContent: 'Skip to content',
  loading: 'Loading…',
  retry: 'Try again',
  close: 'Close',
  comingSoon: {
    badge: 'Coming soon',
    description: 'We are building this screen. Check back soon!',
  },
  language: {
    label: 'Interface language',
    pt: 'PT',
    en: 'EN',
    ptName: 'Português',
    enName: 'English',
  },
  time: {
    justNow: 'just now',
    hoursAgo: '{{count}}h ago',
    oneDayAgo: '1 day ago',
    daysAgo: '{{count}} days ago',
    invalidDate: 'Invalid date',
    dateError: 'Date error',
    invalidTime: 'Invalid time',
    unknown: 'Unknown',
  },
  profileLanguages: {
    english: 'English',
    spanish: 'Spanish',
    french: 'French',
    german: 'German',
    italian: 'Italian',
    japanese: 'Japanese',
    korean: 'Korean',
    russian: 'Russian',
    portuguese: 'Portuguese',
    mandarin: 'Mandarin',
    arabic: 'Arabic',
  },
  proficiency: {
    beginner: 'Beginner',
    intermediate: 'Intermediate',
    advanced: 'Advanced',
    fluent: 'Fluent',
    native: 'Native',
  },
  states: {
    errorTitle: 'Something went wrong',
    emptyTitle: 'Nothing here yet',
  },
  toasts: {
    label: 'Notices',
  },
  xpToast: {
    gained: '+{{amount}} XP',
    levelUpTitle: 'You levelled up!',
    levelUp: 'Level {{level}}: {{rank}}',
    levelUpNoRank: 'Level {{level}}',
    badgeTitle: 'New badge!',
    reasons: {
      daily_login: 'Daily login',
      give_like: 'You liked a post',
      comment_post: 'You commented on a post',
    },
  },
};

export default common;
