import type pt from '../pt/ranking';
import type { Catalogue } from '../../catalogue';

const ranking: Catalogue<typeof pt> = {
  title: 'Weekly ranking',
  subtitle: 'Who earned the most XP this week. The ranking starts over every Monday (Brasília time).',
  week: 'Week of {{start}} to {{end}}',
  loading: 'Loading ranking…',
  loadError: 'Error loading the ranking',
  connectionError: 'Error connecting to the server',
  retry: 'Try again',
  refresh: 'Refresh',
  you: 'You',
  summary: {
    label: 'Your summary',
    position: 'Your position',
    positionValue: '#{{position}}',
    positionOf_zero: 'of 0 members',
    positionOf_one: 'of {{count}} member',
    positionOf_other: 'of {{total}} members',
    xp: 'Total XP',
    xpValue: '{{xp}} XP',
    weekly: '+{{xp}} XP this week',
    levelOf: 'Level {{level}}',
    rank: 'Rank',
    streak_zero: 'No day streak',
    streak_one: '{{count}} day in a row',
    streak_other: '{{count}} days in a row',
  },
  podium: {
    title: 'This week’s podium',
    place: 'Place {{place}}',
    weeklyXp: '{{xp}} XP',
  },
  list: {
    title: 'Standings',
    label: 'This week’s ranking',
    position: 'Position',
    member: 'Member',
    weeklyXp: 'Weekly XP',
    weeklyValue: '{{xp}} XP',
    totalValue: '{{xp}} XP total',
    top: 'Showing the first {{count}} of {{total}} members.',
  },
  beyond: {
    title: 'Your position',
    description: 'You are outside the top 100. Earn XP this week to climb!',
  },
  empty: {
    title: 'Nobody in the ranking yet',
    description: 'Earn XP this week — join the community — and show up here.',
  },
};

export default ranking;
