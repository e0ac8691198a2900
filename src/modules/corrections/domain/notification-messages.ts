/**
 * The corrections module's notification texts, registered under the `corrections` namespace at
 * start-up (ADR 0015); notifications renders them in each reader's language.
 */
export const CORRECTIONS_NOTIFICATION_NAMESPACE = 'corrections';

export const CORRECTIONS_NOTIFICATIONS = {
  'correction_received.title': { pt: 'Seu texto foi corrigido', en: 'Your text was corrected' },
  'correction_received.message': {
    pt: '{name} corrigiu seu texto "{title}".',
    en: '{name} corrected your text "{title}".',
  },
  'correction_helpful.title': { pt: 'Correção útil!', en: 'Helpful correction!' },
  'correction_helpful.message': {
    pt: '{name} marcou sua correção do texto "{title}" como útil.',
    en: '{name} marked your correction of "{title}" as helpful.',
  },
  'correction_reply.title': { pt: 'Nova resposta', en: 'New reply' },
  'correction_reply.message': {
    pt: '{name} respondeu a uma correção do texto "{title}".',
    en: '{name} replied to a correction of "{title}".',
  },
} as const satisfies Record<string, { pt: string; en: string }>;
