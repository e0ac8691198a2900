import type pt from '../pt/common';
import type { Catalogue } from '../../catalogue';

const common: Catalogue<typeof pt> = {
  appName: 'Poliglota',
  documentTitle: '{{page}} · Poliglota',
  metaDescription: 'Poliglota — a gamified community for language learners.',
  skipToContent: 'Skip to content',
  loading: 'Loading…',
  retry: 'Try again',
  close: 'Close',
  /** A member's level on the rank badge. */
  level: 'Lv.{{level}}',
  rankLabel: 'Rank: {{rank}}',
  /** After a link that opens in a new tab, for screen readers. */
  newTab: '(opens in a new tab)',
  removedMember: 'Removed member',
  /** A request that never got an answer (offline, server unreachable). */
  connectionError: 'Connection error. Check your internet connection and try again.',
  likes_zero: '0 likes',
  likes_one: '{{count}} like',
  likes_other: '{{count}} likes',
  commentCount_zero: '0 comments',
  commentCount_one: '{{count}} comment',
  commentCount_other: '{{count}} comments',
  counter: {
    short: '{{count}}/{{max}}',
    long: '{{count}} of {{max}} characters',
  },
  form: {
    required: 'Fill in this field.',
    tooShort_one: 'Use at least {{count, number}} character.',
    tooShort_other: 'Use at least {{count, number}} characters.',
    tooLong_one: 'Use at most {{count, number}} character.',
    tooLong_other: 'Use at most {{count, number}} characters.',
    tooSmall: 'The minimum is {{min, number}}.',
    tooBig: 'The maximum is {{max, number}}.',
    invalid: 'Invalid value.',
    httpsLink: 'Enter an address that starts with https://.',
  },
  comments: {
    tooLong_one: 'A comment can have at most {{count, number}} character.',
    tooLong_other: 'A comment can have at most {{count, number}} characters.',
  },
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
    yesterday: 'yesterday',
  },
  spokenLanguages: {
    legend: 'Languages you speak',
    hint: 'Choose the language and your proficiency level, then tap “Add language”.',
    language: 'Language',
    proficiency: 'Proficiency level',
    chooseLanguage: 'Choose a language',
    chooseProficiency: 'Choose the level',
    allAdded: 'Every language has been added',
    add: 'Add language',
    added: 'Added languages',
    none: 'No languages added yet.',
    remove: 'Remove {{language}}',
  },
  postLanguages: {
    label: 'Post languages',
    general: 'General',
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
      like_received: 'Your post got a like',
      post_approved: 'Your post was approved',
      quality_content: 'Your post got the quality badge',
      comment_course: 'You commented on a course',
      like_course: 'You liked a course',
      course_upload_approved: 'Your course was approved',
      watch_lesson: 'Lesson completed',
      complete_course: 'Course completed',
      quiz_correct: 'Correct answer',
      referral: 'A friend joined through you',
      admin_grant: 'A gift from the team',
    },
  },
};

export default common;
