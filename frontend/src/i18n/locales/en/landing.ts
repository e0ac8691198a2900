import type pt from '../pt/landing';
import type { Catalogue } from '../../catalogue';

const landing: Catalogue<typeof pt> = {
  title: 'Poliglota',
  header: {
    admin: 'Admin',
    adminLabel: 'Admin: sign in as administrator',
    signIn: 'Sign in',
    signUp: 'Sign up',
  },
  signInError: 'Could not get the sign-in address. Please try again.',
  adminSessionStarted: 'Administrator session started',
  hero: {
    eyebrow: 'A gamified language community',
    title: 'Learn languages together and climb the ranks',
    subtitle:
      'Earn XP for every lesson, post and comment, keep your daily streak alive and practise with learners from all over the world.',
    primary: 'Get started',
    secondary: 'See the features',
    card: {
      initials: 'MC',
      name: 'Maria Clara',
      rank: 'Cultural Explorer',
      level: 'Level 4',
      xp: 'Total XP',
      xpValue: '1,240 / 1,600',
      streak: '12-day streak',
      goal: 'Daily goal: 40/50 XP',
      toast: '+10 XP for watching a lesson',
    },
  },
  stats: {
    label: 'The community in numbers',
    users: 'Learners',
    languages: 'Languages',
    courses: 'Courses',
    value: '{{value}}+',
    loading: 'Loading…',
    unavailable: 'Not available right now',
  },
  features: {
    title: 'Everything you need to practise every day',
    subtitle: 'Studying is lighter when every step earns points and you are not doing it alone.',
    xp: {
      title: 'XP and ranks',
      text: 'Earn XP for lessons, posts, comments and quizzes. Climb 10 ranks, from Language Freshman to Language Legend.',
    },
    community: {
      title: 'An active community',
      text: 'Share questions and wins, comment, like and swap tips with people learning the same languages.',
    },
    courses: {
      title: 'Community courses',
      text: 'Find courses shared by other learners, watch the lessons and upload your own to help everyone.',
    },
    ranking: {
      title: 'Weekly ranking',
      text: 'A fresh ranking every week: see where you stand, fight for the podium and follow who improved most.',
    },
    chat: {
      title: 'Real-time chat',
      text: 'Talk in a room for each language, practise your writing and make friends who speak what you are learning.',
    },
    streak: {
      title: 'Daily goal and streak',
      text: 'Choose how much XP you want to earn each day and keep your study streak going without a break.',
    },
  },
  languages: {
    title: 'Most studied languages',
    subtitle: 'Find people learning the same language as you.',
    students: '{{value}}+ learners',
  },
  finalCta: {
    title: 'Ready to talk to the world?',
    text: 'Create your free account in seconds with Google and start earning XP today.',
    button: 'Create my free account',
  },
  footer: {
    legal: 'Legal documents',
    terms: 'Terms of Use',
    privacy: 'Privacy Policy',
    channel: 'Join us on Telegram',
    newTab: '(opens in a new tab)',
    rights: '© {{year}} Poliglota. Made by and for language lovers.',
  },
};

export default landing;
