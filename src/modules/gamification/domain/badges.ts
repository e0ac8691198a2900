import type { LedgerAction } from './xp-rules.js';

/**
 * The badge catalogue and the rules that grant each badge once (issue 4).
 * Names and descriptions exist in pt and en; ids are stable.
 */
export interface Badge {
  id: number;
  code: BadgeCode;
  name: { pt: string; en: string };
  description: { pt: string; en: string };
  icon: string;
  badgeColor: string;
}

export const BADGE_CODES = [
  'first_post',
  'commenter',
  'popular',
  'quality_content',
  'streak_7',
  'streak_30',
  'daily_goal',
  'first_lesson',
  'first_course',
  'first_upload',
  'level_5',
  'level_10',
  'first_referral',
  'corrector',
  'correction_master',
] as const;
export type BadgeCode = (typeof BADGE_CODES)[number];

export const COMMENTS_FOR_BADGE = 10;
export const LIKES_RECEIVED_FOR_BADGE = 10;
/** Helpful corrections (marks net of those taken back, with or without XP) for Corretor(a) and Mestre das correções. */
export const HELPFUL_CORRECTIONS_FOR_BADGE = 10;
export const HELPFUL_CORRECTIONS_FOR_MASTER_BADGE = 100;

export const BADGES: readonly Badge[] = [
  {
    id: 1,
    code: 'first_post',
    name: { pt: 'Primeira Publicação', en: 'First Post' },
    description: { pt: 'Teve o primeiro post aprovado na comunidade.', en: 'Had a first post approved in the community.' },
    icon: '📝',
    badgeColor: '#2563EB',
  },
  {
    id: 2,
    code: 'commenter',
    name: { pt: 'Comentarista', en: 'Commentator' },
    description: { pt: `Fez ${COMMENTS_FOR_BADGE} comentários.`, en: `Wrote ${COMMENTS_FOR_BADGE} comments.` },
    icon: '💬',
    badgeColor: '#0891B2',
  },
  {
    id: 3,
    code: 'popular',
    name: { pt: 'Popular', en: 'Popular' },
    description: { pt: `Recebeu ${LIKES_RECEIVED_FOR_BADGE} curtidas em seus posts.`, en: `Received ${LIKES_RECEIVED_FOR_BADGE} likes on your posts.` },
    icon: '❤️',
    badgeColor: '#DB2777',
  },
  {
    id: 4,
    code: 'quality_content',
    name: { pt: 'Conteúdo de Qualidade', en: 'Quality Content' },
    description: { pt: 'Um post seu recebeu o selo de qualidade.', en: 'One of your posts received the quality badge.' },
    icon: '⭐',
    badgeColor: '#CA8A04',
  },
  {
    id: 5,
    code: 'streak_7',
    name: { pt: 'Semana de Fogo', en: 'Week on Fire' },
    description: { pt: 'Acessou 7 dias seguidos.', en: 'Visited 7 days in a row.' },
    icon: '🔥',
    badgeColor: '#EA580C',
  },
  {
    id: 6,
    code: 'streak_30',
    name: { pt: 'Mês Imparável', en: 'Unstoppable Month' },
    description: { pt: 'Acessou 30 dias seguidos.', en: 'Visited 30 days in a row.' },
    icon: '🏅',
    badgeColor: '#DC2626',
  },
  {
    id: 7,
    code: 'daily_goal',
    name: { pt: 'Meta Cumprida', en: 'Goal Reached' },
    description: { pt: 'Atingiu a meta diária de XP.', en: 'Reached the daily XP goal.' },
    icon: '🎯',
    badgeColor: '#16A34A',
  },
  {
    id: 8,
    code: 'first_lesson',
    name: { pt: 'Primeira Aula', en: 'First Lesson' },
    description: { pt: 'Assistiu à primeira aula.', en: 'Watched a first lesson.' },
    icon: '🎬',
    badgeColor: '#7C3AED',
  },
  {
    id: 9,
    code: 'first_course',
    name: { pt: 'Curso Concluído', en: 'Course Completed' },
    description: { pt: 'Concluiu o primeiro curso.', en: 'Completed a first course.' },
    icon: '🎓',
    badgeColor: '#4F46E5',
  },
  {
    id: 10,
    code: 'first_upload',
    name: { pt: 'Colaborador', en: 'Contributor' },
    description: { pt: 'Teve o primeiro curso enviado aprovado.', en: 'Had a first uploaded course approved.' },
    icon: '📤',
    badgeColor: '#0D9488',
  },
  {
    id: 11,
    code: 'level_5',
    name: { pt: 'Meio do Caminho', en: 'Halfway There' },
    description: { pt: 'Alcançou o nível 5 (Conversador).', en: 'Reached level 5 (Conversationalist).' },
    icon: '🗣️',
    badgeColor: '#4F46E5',
  },
  {
    id: 12,
    code: 'level_10',
    name: { pt: 'Lenda Viva', en: 'Living Legend' },
    description: { pt: 'Alcançou o nível 10 (Lenda Linguística).', en: 'Reached level 10 (Language Legend).' },
    icon: '👑',
    badgeColor: '#FACC15',
  },
  {
    id: 13,
    code: 'first_referral',
    name: { pt: 'Embaixador', en: 'Ambassador' },
    description: { pt: 'Trouxe o primeiro membro indicado.', en: 'Brought in a first referred member.' },
    icon: '🤝',
    badgeColor: '#9333EA',
  },
  {
    id: 14,
    code: 'corrector',
    name: { pt: 'Corretor(a)', en: 'Corrector' },
    description: {
      pt: `Teve ${HELPFUL_CORRECTIONS_FOR_BADGE} correções marcadas como úteis.`,
      en: `Had ${HELPFUL_CORRECTIONS_FOR_BADGE} corrections marked helpful.`,
    },
    icon: '✍️',
    badgeColor: '#059669',
  },
  {
    id: 15,
    code: 'correction_master',
    name: { pt: 'Mestre das correções', en: 'Correction master' },
    description: {
      pt: `Teve ${HELPFUL_CORRECTIONS_FOR_MASTER_BADGE} correções marcadas como úteis.`,
      en: `Had ${HELPFUL_CORRECTIONS_FOR_MASTER_BADGE} corrections marked helpful.`,
    },
    icon: '🖋️',
    badgeColor: '#B45309',
  },
];

export function badgeByCode(code: BadgeCode): Badge {
  const badge = BADGES.find((b) => b.code === code);
  if (!badge) throw new Error(`Unknown badge ${code}`);
  return badge;
}

/** What the rules look at after an award; counts are read only when the action needs them. */
export interface BadgeFacts {
  action: LedgerAction;
  amount: number;
  level: number;
  streakDays: number;
  xpToday: number;
  dailyGoal?: number;
  commentsWritten?: number;
  likesReceived?: number;
  /** Net helpful marks of the member's corrections (capped ones included). */
  helpfulCorrections?: number;
}

/** Which counters the rules need for an action (so the caller reads no more than that). */
export function countersNeeded(action: LedgerAction): { comments: boolean; likesReceived: boolean; helpfulCorrections: boolean } {
  return {
    comments: action === 'comment_post' || action === 'comment_course',
    likesReceived: action === 'like_received',
    helpfulCorrections: action === 'correction_helpful',
  };
}

/**
 * Whether an award recorded with 0 XP (a cap reached) still counts toward badges: a helpful mark
 * is help given whatever a cap did to its XP (the badge counts help, the cap limits XP).
 */
export function countsTowardBadgesWithoutXp(action: LedgerAction): boolean {
  return action === 'correction_helpful';
}

/**
 * The badges an award qualifies the member for. Granting is idempotent, so
 * returning an already-held badge is harmless.
 */
export function badgesEarned(facts: BadgeFacts): BadgeCode[] {
  const earned: BadgeCode[] = [];
  const { action } = facts;
  if (action === 'post_approved') earned.push('first_post');
  if (action === 'quality_content') earned.push('quality_content');
  if (action === 'watch_lesson') earned.push('first_lesson');
  if (action === 'complete_course') earned.push('first_course');
  if (action === 'course_upload_approved') earned.push('first_upload');
  if (action === 'referral') earned.push('first_referral');
  if ((facts.commentsWritten ?? 0) >= COMMENTS_FOR_BADGE) earned.push('commenter');
  if ((facts.likesReceived ?? 0) >= LIKES_RECEIVED_FOR_BADGE) earned.push('popular');
  if ((facts.helpfulCorrections ?? 0) >= HELPFUL_CORRECTIONS_FOR_BADGE) earned.push('corrector');
  if ((facts.helpfulCorrections ?? 0) >= HELPFUL_CORRECTIONS_FOR_MASTER_BADGE) earned.push('correction_master');
  if (action === 'daily_login' && facts.streakDays >= 7) earned.push('streak_7');
  if (action === 'daily_login' && facts.streakDays >= 30) earned.push('streak_30');
  if (facts.amount > 0 && facts.dailyGoal !== undefined && facts.xpToday >= facts.dailyGoal) earned.push('daily_goal');
  if (facts.level >= 5) earned.push('level_5');
  if (facts.level >= 10) earned.push('level_10');
  return earned;
}
