import type { NotificationCatalogue } from '../../../notifications/index.js';

/**
 * The courses module's notification texts (docs/architecture.md, The module chain: each module owns
 * its texts). Keys are namespaced `courses.*`; the catalogue is registered with
 * identity at start-up, and identity only renders it in each reader's language.
 */
export const COURSES_NOTIFICATION_KEYS = {
  uploadApproved: { title: 'courses.upload_approved.title', message: 'courses.upload_approved.message' },
  uploadRejected: { title: 'courses.upload_rejected.title', message: 'courses.upload_rejected.message' },
  uploadRejectedWithReason: { title: 'courses.upload_rejected.title', message: 'courses.upload_rejected_with_reason.message' },
} as const;

/** Registered under the `courses` namespace: stored keys read `courses.<key>`. */
export const COURSES_NOTIFICATION_NAMESPACE = 'courses';

export const COURSES_NOTIFICATION_MESSAGES: NotificationCatalogue = {
  'upload_approved.title': { pt: 'Curso aprovado!', en: 'Course approved!' },
  'upload_approved.message': {
    pt: 'Seu curso "{title}" foi aprovado e publicado. Você ganhou +80 XP!',
    en: 'Your course "{title}" was approved and published. You earned +80 XP!',
  },
  'upload_rejected.title': { pt: 'Curso rejeitado', en: 'Course rejected' },
  'upload_rejected.message': {
    pt: 'Seu curso "{title}" não foi aprovado pela administração.',
    en: 'Your course "{title}" was not approved by the administrators.',
  },
  'upload_rejected_with_reason.message': {
    pt: 'Seu curso "{title}" não foi aprovado pela administração. Motivo: {reason}',
    en: 'Your course "{title}" was not approved by the administrators. Reason: {reason}',
  },
};
