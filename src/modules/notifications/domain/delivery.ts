/**
 * Rules of e-mail and Web Push delivery (ADR 0062, ADR 0063): back-off, the
 * digest's São Paulo hour, the unsubscribe token, which push services we send to.
 */
import { createHmac, createPublicKey, timingSafeEqual } from 'node:crypto';
import { PRODUCT_TIME_ZONE } from '../../../shared/time/index.js';

/** Attempts before a message is given up (`failed`, shown on the debug page). */
export const MAX_DELIVERY_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 6 * 60 * 60_000;

/** Wait before attempt `attempts + 1`: 30 s doubling up to 6 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/** When a message that has now failed `attempts` times is tried again; null once it is given up. */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  return attempts >= MAX_DELIVERY_ATTEMPTS ? null : new Date(now.getTime() + retryDelayMs(attempts));
}

/** The digest (and, on Mondays, the weekly place) goes out from 08:00 São Paulo. */
export const DIGEST_HOUR = 8;

/** The hour (0–23) and weekday (1 Monday … 7 Sunday) of an instant in São Paulo. */
export function saoPauloClock(instant: Date): { hour: number; weekday: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: PRODUCT_TIME_ZONE, hour: 'numeric', hourCycle: 'h23', weekday: 'short' }).formatToParts(instant);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.find((p) => p.type === 'weekday')?.value ?? '') + 1;
  return { hour, weekday };
}

export function isDigestDue(instant: Date): boolean {
  return saoPauloClock(instant).hour >= DIGEST_HOUR;
}

/**
 * The Message-ID of an outbox row's e-mail (RFC 5322): its id at the host of the public URL.
 * Sending is at least once (ADR 0062); a copy sent again after a crash or a retry carries the
 * same id, so mail clients and providers fold the copies into one message.
 */
export function mailMessageId(outboxId: string, publicUrl: string): string {
  return `<${outboxId}@${new URL(publicUrl).hostname}>`;
}

/** How long an unsubscribe link in an e-mail stays valid. */
export const UNSUBSCRIBE_TOKEN_DAYS = 60;

/**
 * `<memberId>.<expires, unix seconds>.<HMAC-SHA256, base64url>`: the token is the
 * authority of the one-click unsubscribe (no session, no Origin).
 */
export function signUnsubscribeToken(key: string, memberId: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_TOKEN_DAYS * 86_400;
  const body = `${memberId}.${expires}`;
  return `${body}.${mac(key, body)}`;
}

/** The member the token names, or null when it is forged, malformed or expired. */
export function verifyUnsubscribeToken(key: string, token: unknown, now: Date): string | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, memberId, expires, signature] = match;
  const expected = Buffer.from(mac(key, `${memberId}.${expires}`));
  const given = Buffer.from(signature!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (Number(expires) * 1000 <= now.getTime()) return null;
  return memberId!;
}

function mac(key: string, body: string): string {
  return createHmac('sha256', key).update(body).digest('base64url');
}

/** The browser vendors' push services (Chrome/Edge/Opera, Firefox, Safari, Windows). */
const PUSH_SERVICE_HOSTS = [/^fcm\.googleapis\.com$/, /^updates\.push\.services\.mozilla\.com$/, /^web\.push\.apple\.com$/, /(^|\.)notify\.windows\.com$/, /^android\.googleapis\.com$/];

/**
 * The endpoint as it is stored and sent to, or null when we may not send to it: parsed and
 * written back by the WHATWG URL parser (`https://fcm.googleapis.com\@evil.example/…` is
 * kept as the host it names, `https://fcm.googleapis.com/@evil.example/…`), https, no user
 * info, on a vendor's push service or an origin the operator allowed.
 */
export function allowedPushEndpoint(endpoint: string, allowedOrigins: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  const allowed = allowedOrigins.includes(url.origin) || (url.port === '' && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname)));
  return allowed ? url.href : null;
}

/**
 * A browser's `p256dh`: an uncompressed P-256 point (65 bytes, `0x04 ‖ x ‖ y`) on the curve.
 * Anything else would be stored and then fail to encrypt every notification.
 */
export function isPushPublicKey(p256dh: string): boolean {
  const point = Buffer.from(p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04) return false;
  try {
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
    return true;
  } catch {
    return false;
  }
}

/** A browser's `auth` secret: 16 bytes (RFC 8291). */
export function isPushAuthSecret(auth: string): boolean {
  return Buffer.from(auth, 'base64url').length === 16;
}

/** Whether a subscription failing since `failingSince` has failed long enough to be removed. */
export function isPushSubscriptionDead(failingSince: Date, now: Date, days: number): boolean {
  return now.getTime() - failingSince.getTime() >= days * 86_400_000;
}
