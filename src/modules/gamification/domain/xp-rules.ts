/**
 * Every XP amount of the product, in one place (spec: learner area section 9,
 * admin-and-learning-content section 9; ADR 0011). The ledger, the
 * `/api/xp/rules` table on /patentes and the ADR all follow this file.
 */

/** Awards with a fixed amount. */
export const XP_AMOUNTS = {
  daily_login: 5,
  post_approved: 20,
  comment_post: 10,
  give_like: 2,
  like_received: 2,
  course_upload_approved: 80,
  comment_course: 10,
  like_course: 5,
  quality_content: 50,
  referral: 25,
  complete_course: 100,
  quiz_correct: 5,
  writing_posted: 5,
  correction_helpful: 10,
  review_correct: 1,
} as const;

/** How often a member may ask `POST /api/xp/add` (it only reads, but each call is a few queries). */
export const XP_ADD_RATE_LIMIT = { limit: 60, windowSeconds: 60 } as const;

/** A lesson gives its own `xp_reward`; this is the default when it has none. */
export const DEFAULT_LESSON_XP = 10;
/** Upper bound of one lesson's reward, so a bad lesson record cannot mint XP. */
export const MAX_LESSON_XP = 1_000;
/** Upper bound of one administrator grant. */
export const MAX_ADMIN_GRANT = 10_000;

/** Like XP (given and received together) counts at most this often per member and São Paulo day. */
export const LIKE_XP_DAILY_CAP = 25;
/** Comment XP (on posts, courses and lessons together) counts at most this often per member and São Paulo day. */
export const COMMENT_XP_DAILY_CAP = 20;
/** Texts posted for correction earn XP at most this often per member and São Paulo day (issue 47). */
export const WRITING_XP_DAILY_CAP = 2;
/** Helpful marks earn a corrector XP at most this often per São Paulo day: 60 XP (issue 47). */
export const CORRECTION_XP_DAILY_CAP = 6;
/**
 * Helpful marks between one author and one corrector earn XP at most this often per São Paulo
 * week (the ranking's): 20 XP, so two accounts cannot feed each other (issue 47).
 */
export const CORRECTION_PAIR_XP_WEEKLY_CAP = 2;
/** Right answers in the review deck earn XP at most this often per member and São Paulo day: 20 XP (issue 48). */
export const REVIEW_XP_DAILY_CAP = 20;

export type FixedXpAction = keyof typeof XP_AMOUNTS;
export type AwardAction = FixedXpAction | 'watch_lesson' | 'admin_grant';

/** Awards that the deletion or rejection of their post (or comment) takes back. */
export const REVERSIBLE_ACTIONS = [
  'post_approved',
  'quality_content',
  'give_like',
  'like_received',
  'comment_post',
  'comment_course',
  // Taken back when the author takes back the helpful mark.
  'correction_helpful',
] as const;
export type ReversibleAction = (typeof REVERSIBLE_ACTIONS)[number];
export type ReversalAction = `${ReversibleAction}_reversal`;
export type LedgerAction = AwardAction | ReversalAction;

export const reversalOf = (action: ReversibleAction): ReversalAction => `${action}_reversal`;

export function isReversibleAction(action: string): action is ReversibleAction {
  return (REVERSIBLE_ACTIONS as readonly string[]).includes(action);
}

/** What each award's reference is; with the member and action it is the award's unique key. */
export const REFERENCE_TYPE: Record<AwardAction, string> = {
  daily_login: 'day',
  post_approved: 'post',
  comment_post: 'comment',
  give_like: 'post',
  // One per liker and post: the reference is `<postId>:<likerId>`.
  like_received: 'post_like',
  course_upload_approved: 'course',
  comment_course: 'comment',
  like_course: 'course',
  quality_content: 'post',
  referral: 'member',
  watch_lesson: 'lesson',
  complete_course: 'course',
  quiz_correct: 'question',
  admin_grant: 'grant',
  // The corrections module's text and correction ids.
  writing_posted: 'writing',
  correction_helpful: 'correction',
  // The review module's review log row (one answer to one card).
  review_correct: 'review',
};

/**
 * Daily caps (ADR 0011): awards of these actions count at most `limit` times per
 * member and São Paulo day; beyond it the ledger records them with 0 XP and the
 * reason suffix. Course and lesson comments join `comment` when they exist.
 */
export const DAILY_XP_CAPS = {
  like: { limit: LIKE_XP_DAILY_CAP, actions: ['give_like', 'like_received', 'like_course'], reasonSuffix: 'like_cap_reached' },
  comment: { limit: COMMENT_XP_DAILY_CAP, actions: ['comment_post', 'comment_course'], reasonSuffix: 'comment_cap_reached' },
  writing: { limit: WRITING_XP_DAILY_CAP, actions: ['writing_posted'], reasonSuffix: 'writing_cap_reached' },
  correction: { limit: CORRECTION_XP_DAILY_CAP, actions: ['correction_helpful'], reasonSuffix: 'correction_cap_reached' },
  review: { limit: REVIEW_XP_DAILY_CAP, actions: ['review_correct'], reasonSuffix: 'review_cap_reached' },
} as const satisfies Record<string, { limit: number; actions: readonly LedgerAction[]; reasonSuffix: string }>;

export type DailyXpCap = keyof typeof DAILY_XP_CAPS;

/** The daily cap a positive award of this action counts toward, if any. */
export function dailyCapOf(action: LedgerAction): DailyXpCap | undefined {
  return (Object.keys(DAILY_XP_CAPS) as DailyXpCap[]).find((cap) =>
    (DAILY_XP_CAPS[cap].actions as readonly LedgerAction[]).includes(action),
  );
}

/**
 * Weekly caps between two members (ADR 0134): awards of these actions between the same pair
 * count at most `limit` times per São Paulo week; beyond it the ledger records them with 0 XP
 * and the reason suffix. The pair is the member who earns and the one whose act earned it
 * (`AwardInput.pairWith`). Checked before the daily cap.
 */
export const PAIR_WEEKLY_XP_CAPS = {
  correction_pair: { limit: CORRECTION_PAIR_XP_WEEKLY_CAP, actions: ['correction_helpful'], reasonSuffix: 'correction_pair_cap_reached' },
} as const satisfies Record<string, { limit: number; actions: readonly LedgerAction[]; reasonSuffix: string }>;

export type PairXpCap = keyof typeof PAIR_WEEKLY_XP_CAPS;

/** The weekly pair cap a positive award of this action counts toward, if any. */
export function pairCapOf(action: LedgerAction): PairXpCap | undefined {
  return (Object.keys(PAIR_WEEKLY_XP_CAPS) as PairXpCap[]).find((cap) =>
    (PAIR_WEEKLY_XP_CAPS[cap].actions as readonly LedgerAction[]).includes(action),
  );
}

/** Actions whose XP counts toward the daily like cap. */
export const LIKE_CAPPED_ACTIONS: readonly LedgerAction[] = DAILY_XP_CAPS.like.actions;

/**
 * Names the client may ask `/api/xp/add` about (the original client used
 * give_like and comment_post), mapped to ledger actions. Likes received are not
 * here: they follow another member's action, not the caller's.
 */
export const CLIENT_ACTIONS: Record<string, AwardAction> = {
  daily_login: 'daily_login',
  create_post: 'post_approved',
  post_approved: 'post_approved',
  comment_post: 'comment_post',
  give_like: 'give_like',
  like_post: 'give_like',
  upload_course: 'course_upload_approved',
  course_upload_approved: 'course_upload_approved',
  comment_course: 'comment_course',
  like_course: 'like_course',
  quality_content: 'quality_content',
  refer_user: 'referral',
  referral: 'referral',
  watch_lesson: 'watch_lesson',
  complete_lesson: 'watch_lesson',
  complete_course: 'complete_course',
  quiz_correct: 'quiz_correct',
  answer_quiz: 'quiz_correct',
  admin_grant: 'admin_grant',
};

export function lessonXp(xpReward: unknown): number {
  if (typeof xpReward !== 'number' || !Number.isFinite(xpReward)) return DEFAULT_LESSON_XP;
  return Math.min(MAX_LESSON_XP, Math.max(0, Math.trunc(xpReward)));
}

type Text = { pt: string; en: string };

const ACTION_LABELS: Record<LedgerAction, Text> = {
  daily_login: { pt: 'Login diário', en: 'Daily login' },
  post_approved: { pt: 'Post aprovado', en: 'Post approved' },
  comment_post: { pt: 'Comentário em um post', en: 'Comment on a post' },
  give_like: { pt: 'Curtida dada em um post', en: 'Like given on a post' },
  like_received: { pt: 'Curtida recebida em seu post', en: 'Like received on your post' },
  course_upload_approved: { pt: 'Curso enviado e aprovado', en: 'Course upload approved' },
  comment_course: { pt: 'Comentário em um curso', en: 'Comment on a course' },
  like_course: { pt: 'Curtida em um curso', en: 'Course liked' },
  quality_content: { pt: 'Conteúdo de qualidade', en: 'Quality content' },
  referral: { pt: 'Indicação de um novo membro', en: 'Referred a new member' },
  watch_lesson: { pt: 'Aula assistida', en: 'Lesson watched' },
  complete_course: { pt: 'Curso concluído', en: 'Course completed' },
  quiz_correct: { pt: 'Resposta correta no quiz', en: 'Quiz answered correctly' },
  admin_grant: { pt: 'Concedido por um administrador', en: 'Granted by an administrator' },
  writing_posted: { pt: 'Texto publicado para correção', en: 'Text posted for correction' },
  correction_helpful: { pt: 'Correção marcada como útil', en: 'Correction marked helpful' },
  review_correct: { pt: 'Resposta certa na revisão', en: 'Right answer in review' },
  post_approved_reversal: { pt: 'Estorno: post aprovado', en: 'Reversal: post approved' },
  quality_content_reversal: { pt: 'Estorno: conteúdo de qualidade', en: 'Reversal: quality content' },
  give_like_reversal: { pt: 'Estorno: curtida dada', en: 'Reversal: like given' },
  like_received_reversal: { pt: 'Estorno: curtida recebida', en: 'Reversal: like received' },
  comment_post_reversal: { pt: 'Estorno: comentário', en: 'Reversal: comment' },
  comment_course_reversal: { pt: 'Estorno: comentário em um curso', en: 'Reversal: comment on a course' },
  correction_helpful_reversal: { pt: 'Estorno: correção útil', en: 'Reversal: helpful correction' },
};

/** Why an amount differs from the action's usual one, or why it was reversed. */
const REASON_SUFFIXES: Record<string, Text> = {
  like_cap_reached: {
    pt: `sem XP: limite diário de ${LIKE_XP_DAILY_CAP} curtidas com XP atingido`,
    en: `no XP: daily limit of ${LIKE_XP_DAILY_CAP} liked-with-XP reached`,
  },
  comment_cap_reached: {
    pt: `sem XP: limite diário de ${COMMENT_XP_DAILY_CAP} comentários com XP atingido`,
    en: `no XP: daily limit of ${COMMENT_XP_DAILY_CAP} comments with XP reached`,
  },
  writing_cap_reached: {
    pt: `sem XP: limite diário de ${WRITING_XP_DAILY_CAP} textos com XP atingido`,
    en: `no XP: daily limit of ${WRITING_XP_DAILY_CAP} texts with XP reached`,
  },
  correction_cap_reached: {
    pt: `sem XP: limite diário de ${CORRECTION_XP_DAILY_CAP} correções úteis com XP atingido`,
    en: `no XP: daily limit of ${CORRECTION_XP_DAILY_CAP} helpful corrections with XP reached`,
  },
  review_cap_reached: {
    pt: `sem XP: limite diário de ${REVIEW_XP_DAILY_CAP} respostas certas com XP na revisão atingido`,
    en: `no XP: daily limit of ${REVIEW_XP_DAILY_CAP} right review answers with XP reached`,
  },
  correction_pair_cap_reached: {
    pt: `sem XP: limite semanal de ${CORRECTION_PAIR_XP_WEEKLY_CAP} correções úteis com XP para o mesmo autor atingido`,
    en: `no XP: weekly limit of ${CORRECTION_PAIR_XP_WEEKLY_CAP} helpful corrections with XP for the same author reached`,
  },
  post_deleted: { pt: 'o post foi removido', en: 'the post was removed' },
  post_rejected: { pt: 'o post foi rejeitado', en: 'the post was rejected' },
  comment_deleted: { pt: 'o comentário foi removido', en: 'the comment was removed' },
  helpful_unmarked: { pt: 'o autor retirou a marca de útil', en: 'the author took back the helpful mark' },
};

/**
 * The readable reason of a ledger entry in both languages. `reasonKey` is the
 * action, optionally followed by `:<suffix>` (e.g. `give_like:like_cap_reached`,
 * `post_approved_reversal:post_deleted`); `params.reason` carries an
 * administrator's own words.
 */
export function describeReason(reasonKey: string, params: Record<string, unknown>): Text {
  const [action, suffix] = reasonKey.split(':');
  const label = ACTION_LABELS[action as LedgerAction] ?? { pt: action, en: action };
  const extra = suffix ? REASON_SUFFIXES[suffix] : undefined;
  const own = typeof params.reason === 'string' && params.reason.trim() ? params.reason.trim() : undefined;
  const compose = (lang: 'pt' | 'en') =>
    [label[lang], extra?.[lang], own].filter((part): part is string => part !== undefined).join(' — ');
  return { pt: compose('pt'), en: compose('en') };
}

export interface XpSource {
  action: AwardAction;
  /** null when the amount varies (a lesson's own reward, an administrator's grant). */
  amount: number | null;
  label: Text;
  note: Text | null;
}

/** The table of XP sources shown on /patentes. */
export function xpSources(): XpSource[] {
  const notes: Partial<Record<AwardAction, Text>> = {
    daily_login: { pt: 'primeiro acesso de cada dia (horário de Brasília)', en: 'first visit of each day (Brasília time)' },
    post_approved: { pt: 'quando a moderação aprova; removido se o post for excluído', en: 'when moderators approve it; taken back if the post is deleted' },
    give_like: {
      pt: `uma vez por post; sem XP ao curtir o próprio post; até ${LIKE_XP_DAILY_CAP} curtidas com XP por dia`,
      en: `once per post; none for liking your own post; up to ${LIKE_XP_DAILY_CAP} likes with XP a day`,
    },
    like_received: {
      pt: `uma vez por pessoa e post; conta no limite diário de ${LIKE_XP_DAILY_CAP}`,
      en: `once per person and post; counts toward the daily limit of ${LIKE_XP_DAILY_CAP}`,
    },
    comment_post: {
      pt: `uma vez por comentário; até ${COMMENT_XP_DAILY_CAP} comentários com XP por dia (posts, cursos e aulas juntos)`,
      en: `once per comment; up to ${COMMENT_XP_DAILY_CAP} comments with XP a day (posts, courses and lessons together)`,
    },
    comment_course: {
      pt: `conta no limite diário de ${COMMENT_XP_DAILY_CAP} comentários com XP`,
      en: `counts toward the daily limit of ${COMMENT_XP_DAILY_CAP} comments with XP`,
    },
    like_course: {
      pt: `uma vez por curso; conta no limite diário de ${LIKE_XP_DAILY_CAP} curtidas com XP`,
      en: `once per course; counts toward the daily limit of ${LIKE_XP_DAILY_CAP} likes with XP`,
    },
    referral: { pt: 'uma vez por membro indicado', en: 'once per referred member' },
    watch_lesson: {
      pt: `o XP da própria aula (padrão ${DEFAULT_LESSON_XP}), só na primeira vez`,
      en: `the lesson's own XP (default ${DEFAULT_LESSON_XP}), first completion only`,
    },
    admin_grant: { pt: 'o valor concedido, com o motivo', en: 'the amount granted, with its reason' },
    writing_posted: {
      pt: `os ${WRITING_XP_DAILY_CAP} primeiros textos de cada dia`,
      en: `the first ${WRITING_XP_DAILY_CAP} texts of each day`,
    },
    correction_helpful: {
      pt: `para quem corrigiu, quando o autor marca a correção como útil; uma vez por correção; estornado se a marca for retirada; até ${CORRECTION_XP_DAILY_CAP * XP_AMOUNTS.correction_helpful} XP por dia e ${CORRECTION_PAIR_XP_WEEKLY_CAP * XP_AMOUNTS.correction_helpful} XP por semana com o mesmo autor`,
      en: `to the corrector, when the author marks the correction helpful; once per correction; taken back if the mark is withdrawn; up to ${CORRECTION_XP_DAILY_CAP * XP_AMOUNTS.correction_helpful} XP a day and ${CORRECTION_PAIR_XP_WEEKLY_CAP * XP_AMOUNTS.correction_helpful} XP a week with the same author`,
    },
    review_correct: {
      pt: `cada resposta certa na revisão; até ${REVIEW_XP_DAILY_CAP * XP_AMOUNTS.review_correct} XP por dia`,
      en: `each right answer in review; up to ${REVIEW_XP_DAILY_CAP * XP_AMOUNTS.review_correct} XP a day`,
    },
  };
  const actions: AwardAction[] = [
    'daily_login',
    'post_approved',
    'comment_post',
    'give_like',
    'like_received',
    'quality_content',
    'course_upload_approved',
    'comment_course',
    'like_course',
    'watch_lesson',
    'complete_course',
    'quiz_correct',
    'writing_posted',
    'correction_helpful',
    'review_correct',
    'referral',
    'admin_grant',
  ];
  return actions.map((action) => ({
    action,
    amount: action in XP_AMOUNTS ? XP_AMOUNTS[action as FixedXpAction] : null,
    label: ACTION_LABELS[action],
    note: notes[action] ?? null,
  }));
}
