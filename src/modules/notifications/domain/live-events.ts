import type { NotificationLanguage } from './notification-messages.js';

/**
 * What a member's event stream (`GET /api/events`, ADR 0060) carries, as typed
 * Server-Sent Events. `notification` and `unread` are this module's own; `xp`,
 * `rank` and `badge` come from gamification through `NotificationsApi.pushLive`.
 */
/** The NOTIFY channel of member events; the payload is the member's id. */
export const MEMBER_EVENT_CHANNEL = 'member_event';

export const LIVE_EVENT_TYPES = ['notification', 'unread', 'xp', 'rank', 'badge'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** Events another module may push; notifications makes `notification` and `unread` itself. */
export type PushedLiveEvent =
  | { type: 'xp'; data: { amount: number; source: string; total: number } }
  | { type: 'rank'; data: { level: number; name: string; badge_color: string; text_color: string } }
  | { type: 'badge'; data: { id: number; code: string; name: Localised; description: Localised; icon: string; badge_color: string } };

/** A text the producer knows in both languages: each stream receives its reader's. */
export interface Localised {
  pt: string;
  en: string;
}

type LiveData = Record<string, unknown>;

function isLocalised(value: unknown): value is Localised {
  if (typeof value !== 'object' || value === null) return false;
  const keys = Object.keys(value);
  return keys.length === 2 && typeof (value as Localised).pt === 'string' && typeof (value as Localised).en === 'string';
}

/** The event's data as one reader sees it: every `{ pt, en }` value becomes the reader's text. */
export function localiseLiveData(data: LiveData, language: NotificationLanguage): LiveData {
  const out: LiveData = {};
  for (const [key, value] of Object.entries(data)) out[key] = isLocalised(value) ? value[language] : value;
  return out;
}
