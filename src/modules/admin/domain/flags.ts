import { FLAG_TARGET_TYPES, type FlagTargetType } from '../../../shared/moderation/index.js';
import { addDays, saoPauloDay, startOfSaoPauloDay } from '../../../shared/time/index.js';

/** Why a member reports an item (ADR 0103). */
export const FLAG_REASONS = ['spam', 'harassment', 'inappropriate', 'other'] as const;
export type FlagReason = (typeof FLAG_REASONS)[number];

export const FLAG_ACTIONS = ['keep', 'remove'] as const;
export type FlagAction = (typeof FLAG_ACTIONS)[number];

/** How an item's reports were closed: an administrator's action, or `gone` when the item went otherwise. */
export const FLAG_DECISIONS = [...FLAG_ACTIONS, 'gone'] as const;
export type FlagDecision = (typeof FLAG_DECISIONS)[number];

export const FLAG_STATUSES = ['open', 'closed'] as const;
export type FlagStatus = (typeof FLAG_STATUSES)[number];

/** Reports a member may make per São Paulo day; replacing one's own report is not a new one. */
export const FLAGS_PER_DAY = 20;
export const FLAG_DETAILS_MAX = 500;
export const FLAG_NOTE_MAX = 500;
/** Reported items on one page of the administrators' list. */
export const FLAGS_PAGE_SIZE = 50;

/** The São Paulo day a report counts in, and when the next one starts (ADR 0007). */
export function flagDay(now: Date): { start: Date; resetAt: Date } {
  const day = saoPauloDay(now);
  return { start: startOfSaoPauloDay(day), resetAt: startOfSaoPauloDay(addDays(day, 1)) };
}

/** The reason most of an item's reports give (the first reported on a tie): what its author is told. */
export function mainReason(reasons: readonly FlagReason[]): FlagReason {
  const counts = new Map<FlagReason, number>();
  for (const reason of reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  let best: FlagReason = reasons[0] ?? 'other';
  for (const [reason, count] of counts) if (count > (counts.get(best) ?? 0)) best = reason;
  return best;
}

export const FLAGS_NOTIFICATION_NAMESPACE = 'flags';

type Texts = { pt: string; en: string };

/**
 * How a notice names a reported item of each kind, with `{excerpt}` (its label: a title, a name, the
 * first words of a text) and `{place}` (where it was): what the reporter's and the author's notices
 * say instead of "your report" and "something you posted". `male` picks the Portuguese agreement.
 */
const ITEM_NAMES: Record<FlagTargetType, { reported: Texts; yours: Texts; male: boolean }> = {
  post: {
    reported: { pt: 'a publicação «{excerpt}»', en: 'the post “{excerpt}”' },
    yours: { pt: 'Sua publicação «{excerpt}»', en: 'Your post “{excerpt}”' },
    male: false,
  },
  post_comment: {
    reported: { pt: 'o comentário «{excerpt}» na publicação «{place}»', en: 'the comment “{excerpt}” on the post “{place}”' },
    yours: { pt: 'Seu comentário «{excerpt}» na publicação «{place}»', en: 'Your comment “{excerpt}” on the post “{place}”' },
    male: true,
  },
  course: {
    reported: { pt: 'o curso «{excerpt}»', en: 'the course “{excerpt}”' },
    yours: { pt: 'Seu curso «{excerpt}»', en: 'Your course “{excerpt}”' },
    male: true,
  },
  course_comment: {
    reported: { pt: 'o comentário «{excerpt}» no curso «{place}»', en: 'the comment “{excerpt}” on the course “{place}”' },
    yours: { pt: 'Seu comentário «{excerpt}» no curso «{place}»', en: 'Your comment “{excerpt}” on the course “{place}”' },
    male: true,
  },
  lesson_comment: {
    reported: { pt: 'o comentário «{excerpt}» numa aula do curso «{place}»', en: 'the comment “{excerpt}” on a lesson of the course “{place}”' },
    yours: { pt: 'Seu comentário «{excerpt}» numa aula do curso «{place}»', en: 'Your comment “{excerpt}” on a lesson of the course “{place}”' },
    male: true,
  },
  chat_message: {
    reported: { pt: 'a mensagem «{excerpt}» na sala «{place}»', en: 'the message “{excerpt}” in the room “{place}”' },
    yours: { pt: 'Sua mensagem «{excerpt}» na sala «{place}»', en: 'Your message “{excerpt}” in the room “{place}”' },
    male: false,
  },
  // A text's place is its own title or first words; a correction's and a reply's, their text's.
  writing: {
    reported: { pt: 'o texto «{excerpt}»', en: 'the text “{excerpt}”' },
    yours: { pt: 'Seu texto «{excerpt}»', en: 'Your text “{excerpt}”' },
    male: true,
  },
  correction: {
    reported: { pt: 'a correção «{excerpt}» do texto «{place}»', en: 'the correction “{excerpt}” of the text “{place}”' },
    yours: { pt: 'Sua correção «{excerpt}» do texto «{place}»', en: 'Your correction “{excerpt}” of the text “{place}”' },
    male: false,
  },
  writing_reply: {
    reported: { pt: 'a resposta «{excerpt}» a uma correção do texto «{place}»', en: 'the reply “{excerpt}” to a correction of the text “{place}”' },
    yours: { pt: 'Sua resposta «{excerpt}» a uma correção do texto «{place}»', en: 'Your reply “{excerpt}” to a correction of the text “{place}”' },
    male: false,
  },
  member: {
    reported: { pt: 'o perfil de {excerpt}', en: 'the profile of {excerpt}' },
    yours: { pt: 'A biografia e as fotos do seu perfil', en: 'Your profile’s biography and pictures' },
    male: false,
  },
};

/** What the decision did, after the item's name, as the reporter is told it (never the administrator's note). */
function decisionText(type: FlagTargetType, action: FlagAction): Texts {
  // A profile is "o perfil": its agreement is not that of "a biografia", its author's notice.
  const male = type === 'member' || ITEM_NAMES[type].male;
  if (action === 'keep') {
    return { pt: `foi ${male ? 'mantido' : 'mantida'}: um administrador concluiu que não viola as regras da comunidade`, en: 'was kept: an administrator found it breaks no community rule' };
  }
  if (type === 'member') return { pt: 'teve a biografia e as fotos removidas por um administrador', en: 'had its biography and pictures removed by an administrator' };
  return { pt: `foi ${male ? 'removido' : 'removida'} por um administrador`, en: 'was removed by an administrator' };
}

/** Why it was removed, as its author is told: the main reason of the reports, none for `other`. */
export function removalReason(reason: FlagReason): Texts {
  const names: Record<FlagReason, Texts | null> = {
    spam: { pt: 'spam', en: 'spam' },
    harassment: { pt: 'assédio', en: 'harassment' },
    inappropriate: { pt: 'conteúdo impróprio', en: 'inappropriate content' },
    other: null,
  };
  const name = names[reason];
  return name ? { pt: ` Motivo: ${name.pt}.`, en: ` Reason: ${name.en}.` } : { pt: '', en: '' };
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The keys of the reporter's notice (the item and the decision) and of the author's (the item). */
export function decidedNoticeKey(type: FlagTargetType, action: FlagAction): string {
  return `decided_${action}_${type}.message`;
}
export function removedNoticeKey(type: FlagTargetType): string {
  return `removed_${type}.message`;
}

function byItem(): Record<string, Texts> {
  const texts: Record<string, Texts> = {};
  for (const type of FLAG_TARGET_TYPES) {
    const names = ITEM_NAMES[type];
    for (const action of FLAG_ACTIONS) {
      const decision = decisionText(type, action);
      const reported = { pt: capitalised(names.reported.pt), en: capitalised(names.reported.en) };
      texts[decidedNoticeKey(type, action)] = {
        pt: `Analisamos sua denúncia. ${reported.pt} ${decision.pt}. Obrigado por ajudar a manter a comunidade segura.`,
        en: `We reviewed your report. ${reported.en} ${decision.en}. Thank you for helping keep the community safe.`,
      };
    }
    texts[removedNoticeKey(type)] = {
      pt: `${names.yours.pt} ${type === 'member' ? 'foram removidas' : `foi ${names.male ? 'removido' : 'removida'}`} por um administrador após denúncias.{reason}`,
      en: `${names.yours.en} ${type === 'member' ? 'were' : 'was'} removed by an administrator after reports.{reason}`,
    };
  }
  return texts;
}

/**
 * The admin module's notification texts for reports (ADR 0015): never the administrator's note, nor
 * who reported. The keys without the item's kind are those of notices sent before they named it.
 */
export const FLAGS_NOTIFICATIONS = {
  'decided.title': { pt: 'Sua denúncia foi analisada', en: 'Your report was reviewed' },
  'decided.message': {
    pt: 'Um administrador analisou sua denúncia. Obrigado por ajudar a manter a comunidade segura.',
    en: 'An administrator reviewed your report. Thank you for helping keep the community safe.',
  },
  'removed.title': { pt: 'Conteúdo removido', en: 'Content removed' },
  'removed_spam.message': {
    pt: 'Um conteúdo seu foi removido por um administrador após denúncias. Motivo: spam.',
    en: 'Something you posted was removed by an administrator after reports. Reason: spam.',
  },
  'removed_harassment.message': {
    pt: 'Um conteúdo seu foi removido por um administrador após denúncias. Motivo: assédio.',
    en: 'Something you posted was removed by an administrator after reports. Reason: harassment.',
  },
  'removed_inappropriate.message': {
    pt: 'Um conteúdo seu foi removido por um administrador após denúncias. Motivo: conteúdo impróprio.',
    en: 'Something you posted was removed by an administrator after reports. Reason: inappropriate content.',
  },
  'removed_other.message': {
    pt: 'Um conteúdo seu foi removido por um administrador após denúncias.',
    en: 'Something you posted was removed by an administrator after reports.',
  },
  ...byItem(),
} as const satisfies Record<string, { pt: string; en: string }>;

/** Where a place is: a post or a course, a chat room, a member's profile, a text to correct. */
export type FlagPlaceKind = 'post' | 'course' | 'room' | 'profile' | 'writing';

/**
 * Where a reported item can be seen, as a SPA path and the kind of place: a post's page for a post
 * or its comment, a course's page for a course or a comment on it or its lessons, the chat on the
 * message's room, a profile, a text's page for a text, a correction of it or a reply under one. `removed`: the item itself is gone, so only a place it was within is
 * left (a removed post, course or profile leaves none).
 */
export function flagItemPlace(
  type: FlagTargetType,
  id: string,
  parentId: string | null,
  removed = false,
): { kind: FlagPlaceKind; id: string; path: string } | null {
  const own = (kind: FlagPlaceKind, path: string) => (removed ? null : { kind, id, path });
  const within = (kind: FlagPlaceKind, path: (parent: string) => string) => (parentId ? { kind, id: parentId, path: path(parentId) } : null);
  switch (type) {
    case 'post':
      return own('post', `/comunidade/post/${id}`);
    case 'course':
      return own('course', `/curso/${id}`);
    case 'member':
      return own('profile', `/perfil-publico/${id}`);
    case 'post_comment':
      return within('post', (post) => `/comunidade/post/${post}`);
    case 'course_comment':
    case 'lesson_comment':
      return within('course', (course) => `/curso/${course}`);
    case 'chat_message':
      return within('room', (room) => `/chat?sala=${room}`);
    case 'writing':
      return own('writing', `/correcoes/${id}`);
    case 'correction':
    case 'writing_reply':
      return within('writing', (writing) => `/correcoes/${writing}`);
  }
}
