/**
 * A member's notification preferences (the settings page): e-mail, Web Push, and
 * whether community activity on their posts creates notifications at all. A member
 * who never saved them has every one on.
 */
export interface NotificationPreferences {
  email: boolean;
  push: boolean;
  community: boolean;
}

export const DEFAULT_NOTIFICATION_PREFERENCES: Readonly<NotificationPreferences> = Object.freeze({ email: true, push: true, community: true });
