/**
 * The community module's notification texts, registered with identity under
 * the `community` namespace at start-up (keys are stored as
 * `community.post_approved.title`, …); identity renders them per reader.
 */
export const COMMUNITY_NOTIFICATION_NAMESPACE = 'community';

export const COMMUNITY_NOTIFICATIONS = {
  'post_approved.title': { pt: 'Post aprovado', en: 'Post approved' },
  'post_approved.message': {
    pt: 'Seu post "{title}" foi aprovado e publicado.',
    en: 'Your post "{title}" was approved and published.',
  },
  'post_rejected.title': { pt: 'Post rejeitado', en: 'Post rejected' },
  'post_rejected.message': {
    pt: 'Seu post "{title}" não foi aprovado pela moderação.',
    en: 'Your post "{title}" was not approved by the moderators.',
  },
  'post_rejected_with_reason.message': {
    pt: 'Seu post "{title}" não foi aprovado pela moderação. Motivo: {reason}',
    en: 'Your post "{title}" was not approved by the moderators. Reason: {reason}',
  },
  'post_deleted.title': { pt: 'Post removido', en: 'Post removed' },
  'post_deleted.message': {
    pt: 'Seu post "{title}" foi removido por um administrador.',
    en: 'Your post "{title}" was removed by an administrator.',
  },
  'post_quality.title': { pt: 'Conteúdo de qualidade!', en: 'Quality content!' },
  'post_quality.message': {
    pt: 'Seu post "{title}" recebeu o selo de qualidade.',
    en: 'Your post "{title}" received the quality badge.',
  },
  'comment_deleted.title': { pt: 'Comentário removido', en: 'Comment removed' },
  'comment_deleted.message': {
    pt: 'Um comentário seu foi removido por um administrador.',
    en: 'One of your comments was removed by an administrator.',
  },
  'post_liked.title': { pt: 'Nova curtida', en: 'New like' },
  'post_liked.message': {
    pt: '{name} curtiu seu post "{title}".',
    en: '{name} liked your post "{title}".',
  },
  'post_commented.title': { pt: 'Novo comentário', en: 'New comment' },
  'post_commented.message': {
    pt: '{name} comentou seu post "{title}".',
    en: '{name} commented on your post "{title}".',
  },
} as const satisfies Record<string, { pt: string; en: string }>;
