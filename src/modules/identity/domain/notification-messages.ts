/**
 * The notification inbox stores keys and parameters, never rendered text, so
 * each reader sees a notification in their own language (STYLE.md section 3).
 * Other modules pass these keys through `IdentityApi.notify`.
 */
export const NOTIFICATION_TYPES = ['level_up', 'community', 'admin_message', 'other'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_LANGUAGES = ['pt', 'en'] as const;
export type NotificationLanguage = (typeof NOTIFICATION_LANGUAGES)[number];

/**
 * A parameter is a plain value, or a value per language (a badge name, a rank
 * description) when the producer knows both.
 */
export type NotificationParam = string | number | { pt: string; en: string };
export type NotificationParams = Record<string, NotificationParam>;

type Catalogue = Record<string, Record<NotificationLanguage, string>>;

/** `{name}` placeholders are replaced by the parameter of that name. */
export const NOTIFICATION_MESSAGES: Catalogue = {
  'level_up.title': { pt: 'Você subiu de nível!', en: 'You levelled up!' },
  'level_up.message': {
    pt: 'Parabéns! Você alcançou o nível {level}: {rankName}.',
    en: 'Congratulations! You reached level {level}: {rankName}.',
  },
  'badge_granted.title': { pt: 'Nova conquista!', en: 'New badge!' },
  'badge_granted.message': {
    pt: 'Você ganhou a conquista "{badge}".',
    en: 'You earned the badge "{badge}".',
  },
  'xp_granted.title': { pt: 'Você recebeu XP', en: 'You received XP' },
  'xp_granted.message': {
    pt: 'Um administrador concedeu {amount} XP a você: {reason}',
    en: 'An administrator granted you {amount} XP: {reason}',
  },
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
};

/**
 * Adds another module's catalogue (namespaced keys, e.g. `courses.upload_approved.title`),
 * registered once at start-up: each module owns its texts, identity only renders them.
 */
export function registerNotificationMessages(catalogue: Catalogue): void {
  Object.assign(NOTIFICATION_MESSAGES, catalogue);
}

/**
 * Renders a key in a language. An unknown key renders as the key itself (the
 * product's rule for missing translations); an unknown placeholder stays as is.
 */
export function renderNotificationText(
  key: string,
  params: NotificationParams,
  language: NotificationLanguage,
): string {
  const template = NOTIFICATION_MESSAGES[key]?.[language];
  if (template === undefined) return key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? value[language] : String(value);
  });
}

export function isNotificationLanguage(value: unknown): value is NotificationLanguage {
  return (NOTIFICATION_LANGUAGES as readonly unknown[]).includes(value);
}
