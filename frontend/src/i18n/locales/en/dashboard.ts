import type pt from '../pt/dashboard';
import type { Catalogue } from '../../catalogue';

const dashboard: Catalogue<typeof pt> = {
  title: 'Dashboard',
  loading: 'Loading your dashboard…',
  loadError: 'Could not load your dashboard.',
  connectionError: 'Could not reach the server. Check your connection and try again.',
  welcome: {
    greeting: 'Hi, {{name}}!',
    subtitle: 'Good to have you back. Every day of practice counts!',
    subtitleNew: 'Welcome to Poliglota! Start with a course or a post: every day of practice counts.',
    streak_zero: 'No day streak yet',
    streak_one: '{{count}} day in a row',
    streak_other: '{{count}} days in a row',
    streakLabel: 'Streak',
    rankingPosition: '#{{position}} in the weekly ranking',
  },
  progress: {
    title: 'Rank progress',
    toNext: '{{xp}} XP to go until {{rank}}',
    barLabel: 'Progress toward the {{rank}} rank',
    barValue: '{{percent}}% — {{xp}} of {{goal}} XP',
    topTitle: 'You reached the top!',
    top: 'You are {{rank}}, the highest rank. Keep helping the community!',
    topBar: 'Highest rank reached',
  },
  rank: {
    title: 'Current rank',
    levelOf: 'Level {{level}} of {{max}}',
    since: 'from {{xp}} XP',
    viewAll: 'See ranks',
  },
  xp: {
    title: 'Total XP',
    total: '{{xp}} XP',
    today: 'Today: +{{xp}} XP',
    goal: 'Daily goal: {{xp}}/{{goal}} XP',
    goalLabel: 'Daily goal progress',
    goalReached: 'Daily goal reached!',
    goalRemaining: '{{xp}} XP to go for today’s goal',
  },
  badges: {
    title: 'Badges',
    count_zero: 'None yet',
    count_one: '{{count}} badge',
    count_other: '{{count}} badges',
    overflow: '+{{count}}',
    overflowLabel: 'and {{count}} more',
    view: 'See badges',
  },
  recentBadges: {
    title: 'Recent badges',
    empty: 'No badges yet',
    emptyDescription: 'Join the community and study to unlock your first ones.',
    andMore_one: 'and {{count}} more badge',
    andMore_other: 'and {{count}} more badges',
    viewAll: 'See all',
  },
  recentPosts: {
    title: 'Latest community posts',
    viewAll: 'Go to community',
    by: 'by {{name}}',
    empty: 'No posts published yet',
    emptyDescription: 'Share a tip or a question and start the conversation.',
    emptyAction: 'Go to the community',
  },
  recentCourses: {
    title: 'Latest courses sent by the community',
    viewAll: 'See all',
    empty: 'No courses sent yet',
    emptyDescription: 'Share a course with the community or browse the catalogue.',
    upload: 'Send a course',
    browse: 'Browse courses',
  },
  quickAccess: {
    title: 'Quick access',
    viewAll: 'See all courses',
    courses: {
      title: 'Courses',
      description: 'Learn with courses made by the community.',
      action: 'Start',
    },
    community: {
      title: 'Community',
      description: 'Ask questions and practise with other learners.',
      action: 'Continue',
    },
    ranking: {
      title: 'Ranking',
      description: 'See who earned the most XP this week.',
      action: 'See ranking',
    },
    ranks: {
      title: 'Ranks',
      description: 'Your badges and where your XP came from.',
      action: 'See ranks',
    },
    levelProgress: 'Toward level {{level}}: {{percent}}%',
    levelTop: 'Highest level reached',
  },
};

export default dashboard;
