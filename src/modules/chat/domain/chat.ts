import { LANGUAGE_CODES, LANGUAGE_NAMES, type LanguageCode } from '../../../shared/languages.js';
import { normalizeText } from '../../../shared/text/normalize.js';

/** The spec's limit on one message (section 9), counted in characters (code points). */
export const MESSAGE_MAX_LENGTH = 500;
/** Messages in a page when the client does not ask for fewer. */
export const MESSAGES_PAGE_SIZE = 50;
/** The largest page a client may ask for. */
export const MESSAGES_MAX_PAGE_SIZE = 100;
/** A member is present while a heartbeat arrived within this window. */
export const PRESENCE_TTL_SECONDS = 30;
/**
 * A tab's heartbeats (every 3 s while polling) refresh its stored presence at most this
 * often per instance: while it beats, the stored time is never more than this behind, well
 * inside the window above (a silent tab leaves 20–30 s after its last heartbeat, never
 * later), and three of four polling heartbeats cost no write.
 */
export const PRESENCE_REFRESH_SECONDS = 10;

/**
 * The tabs whose presence this instance stored lately: a heartbeat within
 * PRESENCE_REFRESH_SECONDS of the last stored one needs no write. Bounded: past
 * `max` tabs, it forgets them all (their next heartbeat writes again).
 */
export class RecentHeartbeats {
  private readonly storedAt = new Map<string, number>();

  constructor(private readonly max = 50_000) {}

  fresh(tab: string, nowMs: number): boolean {
    const at = this.storedAt.get(tab);
    return at !== undefined && nowMs - at >= 0 && nowMs - at < PRESENCE_REFRESH_SECONDS * 1000;
  }

  stored(tab: string, nowMs: number): void {
    if (this.storedAt.size >= this.max) this.storedAt.clear();
    this.storedAt.set(tab, nowMs);
  }

  forget(tab: string): void {
    this.storedAt.delete(tab);
  }
}
/** Slow mode defaults of a room: at most N messages per member per window. */
export const DEFAULT_SLOW_MODE = { maxMessages: 5, windowSeconds: 10 } as const;

export const ROOM_TYPES = ['off-topic', 'language'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

export const MESSAGE_TYPES = ['text', 'system'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const CHAT_MESSAGES = {
  contentRequired: 'A mensagem não pode estar vazia.',
  contentTooLong: `A mensagem deve ter no máximo ${MESSAGE_MAX_LENGTH} caracteres.`,
} as const;

export interface RoomDefinition {
  id: string;
  code: string;
  type: RoomType;
  language: LanguageCode | null;
  name: { pt: string; en: string };
  description: { pt: string; en: string };
  position: number;
}

/** Fixed ids, so demo data and links can name a room. */
export const GENERAL_ROOM_ID = 'c4a70000-0000-4000-8000-000000000000';

function languageRoomId(index: number): string {
  return `c4a70000-0000-4000-8000-${(index + 1).toString(16).padStart(12, '0')}`;
}

/** The reference list of rooms: the general off-topic room, then one per language. */
export const ROOMS: readonly RoomDefinition[] = [
  {
    id: GENERAL_ROOM_ID,
    code: 'general',
    type: 'off-topic',
    language: null,
    name: { pt: 'Geral', en: 'General' },
    description: {
      pt: 'Conversa livre sobre qualquer assunto, em qualquer idioma.',
      en: 'Free conversation about anything, in any language.',
    },
    position: 0,
  },
  ...LANGUAGE_CODES.map((code, index) => ({
    id: languageRoomId(index),
    code,
    type: 'language' as const,
    language: code,
    name: { pt: LANGUAGE_NAMES[code].pt, en: LANGUAGE_NAMES[code].en },
    description: {
      pt: `Pratique ${LANGUAGE_NAMES[code].pt.toLowerCase()} com outros membros.`,
      en: `Practise ${LANGUAGE_NAMES[code].en} with other members.`,
    },
    position: index + 1,
  })),
];

export function roomIdFor(code: string): string {
  const room = ROOMS.find((r) => r.code === code);
  if (!room) throw new Error(`Unknown room ${code}`);
  return room.id;
}

export type ContentCheck = { ok: true; value: string } | { ok: false; message: string };

/** Plain text, normalised and trimmed, 1 to 500 characters. */
export function validateMessageContent(raw: unknown): ContentCheck {
  if (typeof raw !== 'string') return { ok: false, message: CHAT_MESSAGES.contentRequired };
  const value = normalizeText(raw);
  if (value.length === 0) return { ok: false, message: CHAT_MESSAGES.contentRequired };
  if ([...value].length > MESSAGE_MAX_LENGTH) return { ok: false, message: CHAT_MESSAGES.contentTooLong };
  return { ok: true, value };
}

/**
 * Slow mode: given the member's recent message times in the room (newest
 * first, within the window), how many seconds until another is allowed (0 = now).
 */
export function slowModeWait(
  recent: readonly Date[],
  now: Date,
  limit: { maxMessages: number; windowSeconds: number },
): number {
  if (recent.length < limit.maxMessages) return 0;
  const oldestCounted = recent[limit.maxMessages - 1]!;
  const freeAt = oldestCounted.getTime() + limit.windowSeconds * 1000;
  return Math.max(0, (freeAt - now.getTime()) / 1000);
}

/** Client-chosen tab id for presence: letters, digits, `-` and `_`, at most 64. */
export function isConnectionId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value);
}
