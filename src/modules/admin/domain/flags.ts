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

/** The admin module's notification texts for reports (ADR 0015): never the administrator's note. */
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
} as const satisfies Record<string, { pt: string; en: string }>;
