/**
 * The notification inbox stores keys and parameters, never rendered text, so
 * each reader sees a notification in their own language (docs/architecture.md, The module chain).
 * Each module owns its texts: it registers a catalogue under its namespace at
 * start-up (`NotificationsApi.registerNotificationMessages`) and stores keys such as
 * `gamification.level_up.title`; the notifications module only renders.
 */
export const NOTIFICATION_TYPES = ['level_up', 'community', 'admin_message', 'other'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * What the inbox files a notification under: its type, or a narrower category the text of its
 * title declares. The spec's four types stay the API's `notification_type`; a badge, of type
 * `other`, is an `achievement` rather than one more "Outros".
 */
export const NOTIFICATION_CATEGORIES = ['level_up', 'achievement', 'community', 'admin_message', 'other'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const NOTIFICATION_LANGUAGES = ['pt', 'en'] as const;
export type NotificationLanguage = (typeof NOTIFICATION_LANGUAGES)[number];

/**
 * A parameter is a plain value, or a value per language (a badge name, a rank
 * description) when the producer knows both.
 */
export type NotificationParam = string | number | { pt: string; en: string };
export type NotificationParams = Record<string, NotificationParam>;

/** A text in each language; a title's text may name the category its notifications are filed under. */
export type NotificationText = Readonly<Record<NotificationLanguage, string>> & { readonly category?: NotificationCategory };

/** Texts by key within a namespace; `{name}` placeholders are replaced by the parameter of that name. */
export type NotificationCatalogue = Readonly<Record<string, NotificationText>>;

/** What a quote of an erased member's own words becomes in others' notices (ADR 0131). */
export const ERASED_QUOTE = { pt: 'conteúdo apagado', en: 'erased content' } as const;

const NAMESPACE = /^[a-z][a-z0-9_]*$/;

/** The catalogues of every module, by namespace. */
export class NotificationMessages {
  private readonly catalogues = new Map<string, NotificationCatalogue>();

  /** Registers a module's catalogue; its keys are stored as `<namespace>.<key>`. */
  register(namespace: string, catalogue: NotificationCatalogue): void {
    if (!NAMESPACE.test(namespace)) throw new Error(`Invalid notification namespace: ${namespace}`);
    if (this.catalogues.has(namespace)) throw new Error(`Notification namespace already registered: ${namespace}`);
    for (const [key, texts] of Object.entries(catalogue)) {
      if (!texts.pt || !texts.en) throw new Error(`Notification text ${namespace}.${key} needs pt and en`);
    }
    this.catalogues.set(namespace, catalogue);
  }

  /**
   * Renders a key in a language. An unknown key renders as the key itself (the
   * product's rule for missing translations); an unknown placeholder stays as is.
   */
  render(key: string, params: NotificationParams, language: NotificationLanguage): string {
    const template = this.text(key)?.[language];
    if (template === undefined) return key;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = params[name];
      if (value === undefined) return whole;
      return typeof value === 'object' ? value[language] : String(value);
    });
  }

  /** The category of a notification with this title: the one its text declares, else its type. */
  categoryOf(titleKey: string, type: string): NotificationCategory {
    const declared = this.text(titleKey)?.category;
    if (declared) return declared;
    return (NOTIFICATION_CATEGORIES as readonly string[]).includes(type) ? (type as NotificationCategory) : 'other';
  }

  private text(key: string): NotificationText | undefined {
    const dot = key.indexOf('.');
    return dot > 0 ? this.catalogues.get(key.slice(0, dot))?.[key.slice(dot + 1)] : undefined;
  }
}

export function isNotificationLanguage(value: unknown): value is NotificationLanguage {
  return (NOTIFICATION_LANGUAGES as readonly unknown[]).includes(value);
}
