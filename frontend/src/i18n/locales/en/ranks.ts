import type pt from '../pt/ranks';
import type { Catalogue } from '../../catalogue';

const ranks: Catalogue<typeof pt> = {
  title: 'Ranks',
  subtitle: 'Climb the ranks by earning XP: join the community, study and keep your streak going.',
  loadError: 'Could not load this section.',
  connectionError: 'Could not reach the server.',
  progress: {
    title: 'Your progress',
    loading: 'Loading your progress…',
    levelOf: 'Level {{level}}/{{max}}',
    xp: '{{xp}} XP',
    barLabel: 'Progress toward the {{rank}} rank',
    barValue: '{{percent}}% — {{xp}} of {{goal}} XP',
    nextGoal: 'Next goal',
    nextGoalValue: '{{rank}} at {{goal}} XP',
    remaining: '{{xp}} XP to go',
    topTitle: 'Highest rank reached!',
    top: 'You are {{rank}}. There is no rank above — congratulations!',
  },
  list: {
    title: 'All ranks',
    loading: 'Loading ranks…',
    xpRequired: 'From {{xp}} XP',
    status: {
      unlocked: 'Unlocked',
      next: 'Next',
      locked: 'Locked',
    },
    current: 'Current',
  },
  badges: {
    title: 'Badges',
    loading: 'Loading badges…',
    count: '{{earned}} of {{total}} unlocked',
    earnedOn: 'Earned on {{date}}',
    locked: 'Locked',
    empty: 'No badges available.',
  },
  sources: {
    title: 'How to earn XP',
    loading: 'Loading the XP table…',
    action: 'Action',
    amount: 'XP',
    varies: 'Varies',
    likeCap: 'Likes (given and received) earn XP at most {{cap}} times a day, Brasília time. Liking your own post earns nothing.',
    dailyGoals: 'Daily goals available: {{goals}} XP (pick yours in Settings).',
  },
  history: {
    title: 'Where my XP came from',
    description: 'Every point you earned (or that was reversed), newest first.',
    loading: 'Loading history…',
    empty: 'No XP yet',
    emptyDescription: 'Your first visit of each day already earns XP. Like and comment in the community to earn more!',
    loadMore: 'Load more',
    loadMoreError: 'Could not load more entries.',
    amount: '{{sign}}{{xp}} XP',
    label: 'XP history',
  },
  /** The ranks' names by level (the API sends the Portuguese name; lib/useRankName translates it). */
  names: {
    level1: 'Language Freshman',
    level2: 'Word Apprentice',
    level3: 'Language Explorer',
    level4: 'Verbal Voyager',
    level5: 'Conversationalist',
    level6: 'Interpreter',
    level7: 'Translator',
    level8: 'Polyglot',
    level9: 'Master of Languages',
    level10: 'Language Legend',
  },
};

export default ranks;
