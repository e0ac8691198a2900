import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { allowedPushEndpoint, isDigestDue, isPushAuthSecret, isPushPublicKey, isPushSubscriptionDead, MAX_DELIVERY_ATTEMPTS, nextAttemptAt, retryDelayMs, saoPauloClock, signUnsubscribeToken, verifyUnsubscribeToken } from './delivery.js';

const KEY = 'unsubscribe:test-secret-of-at-least-32-characters!!';
const MEMBER = '5b0e8a7c-0d7e-4a55-9a43-7f1f3c2f9a10';
const NOW = new Date('2026-11-23T12:00:00Z');

describe('delivery rules', () => {
  it('signs unsubscribe tokens that name the member until they expire after 60 days', () => {
    const token = signUnsubscribeToken(KEY, MEMBER, NOW);
    expect(verifyUnsubscribeToken(KEY, token, NOW)).toBe(MEMBER);
    expect(verifyUnsubscribeToken(KEY, token, new Date(NOW.getTime() + 59 * 86_400_000))).toBe(MEMBER);
    expect(verifyUnsubscribeToken(KEY, token, new Date(NOW.getTime() + 60 * 86_400_000 + 1000))).toBeNull();
  });

  it('refuses tokens signed with another key, for another member, altered or malformed', () => {
    const token = signUnsubscribeToken(KEY, MEMBER, NOW);
    expect(verifyUnsubscribeToken(`${KEY}x`, token, NOW)).toBeNull();
    expect(verifyUnsubscribeToken(KEY, token.replace(MEMBER, MEMBER.replace('5b0e', '5b0f')), NOW)).toBeNull();
    const [member, expires, mac] = token.split('.');
    expect(verifyUnsubscribeToken(KEY, `${member}.${Number(expires) + 86_400}.${mac}`, NOW)).toBeNull();
    for (const bad of ['', 'abc', `${token}.`, 42, null, 'x'.repeat(500)]) expect(verifyUnsubscribeToken(KEY, bad, NOW)).toBeNull();
  });

  it('judges the digest hour in São Paulo, whatever the process time zone', () => {
    expect(saoPauloClock(new Date('2026-11-23T10:59:00Z'))).toEqual({ hour: 7, weekday: 1 });
    expect(isDigestDue(new Date('2026-11-23T10:59:59Z'))).toBe(false);
    expect(isDigestDue(new Date('2026-11-23T11:00:00Z'))).toBe(true);
    // 02:30 UTC on Monday is still Sunday evening in São Paulo.
    expect(saoPauloClock(new Date('2026-11-23T02:30:00Z'))).toEqual({ hour: 23, weekday: 7 });
  });

  it('backs off from 30 s, doubling, up to 6 h', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000]);
    expect(retryDelayMs(20)).toBe(6 * 60 * 60_000);
  });

  it('schedules the next attempt after the back-off, and none once the attempts are spent', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(nextAttemptAt(1, now)).toEqual(new Date('2026-11-23T12:00:30Z'));
    expect(nextAttemptAt(MAX_DELIVERY_ATTEMPTS - 1, now)).not.toBeNull();
    expect(nextAttemptAt(MAX_DELIVERY_ATTEMPTS, now)).toBeNull();
  });

  it('sends push only to https endpoints of known push services or allowed origins, stored as the URL parser reads them', () => {
    const allowed = (endpoint: string, origins: string[] = []) => allowedPushEndpoint(endpoint, origins);
    expect(allowed('https://fcm.googleapis.com/fcm/send/abc')).toBe('https://fcm.googleapis.com/fcm/send/abc');
    expect(allowed('https://updates.push.services.mozilla.com/wpush/v2/abc')).toBe('https://updates.push.services.mozilla.com/wpush/v2/abc');
    expect(allowed('https://web.push.apple.com/abc')).toBe('https://web.push.apple.com/abc');
    expect(allowed('https://wns2-by3p.notify.windows.com/w/?token=abc')).toBe('https://wns2-by3p.notify.windows.com/w/?token=abc');
    // Normalised: the backslash is the path's slash, the host is lower case, the default port goes.
    expect(allowed('https://fcm.googleapis.com\\@evil.example/abc')).toBe('https://fcm.googleapis.com/@evil.example/abc');
    expect(allowed('HTTPS://FCM.googleapis.com:443/fcm/send/abc')).toBe('https://fcm.googleapis.com/fcm/send/abc');
    expect(allowed('http://fcm.googleapis.com/fcm/send/abc')).toBeNull();
    expect(allowed('https://fcm.googleapis.com.evil.example/abc')).toBeNull();
    expect(allowed('https://user:pw@fcm.googleapis.com/abc')).toBeNull();
    expect(allowed('https://evil.example\\@fcm.googleapis.com/abc')).toBeNull();
    expect(allowed('https://fcm.googleapis.com:8443/abc')).toBeNull();
    expect(allowed('https://127.0.0.1:9999/push/1')).toBeNull();
    expect(allowed('https://127.0.0.1:9999/push/1', ['https://127.0.0.1:9999'])).toBe('https://127.0.0.1:9999/push/1');
    expect(allowed('http://127.0.0.1:9999/push/1', ['http://127.0.0.1:9999'])).toBeNull();
    expect(allowed('not a url')).toBeNull();
  });

  it('takes a p256dh that is an uncompressed P-256 point and an auth secret of 16 bytes', () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const point = ecdh.getPublicKey();
    expect(isPushPublicKey(point.toString('base64url'))).toBe(true);
    const offCurve = Buffer.from(point);
    offCurve[64]! ^= 1;
    expect(isPushPublicKey(offCurve.toString('base64url'))).toBe(false);
    expect(isPushPublicKey(ecdh.getPublicKey(undefined, 'compressed').toString('base64url'))).toBe(false);
    expect(isPushPublicKey(Buffer.concat([Buffer.from([4]), Buffer.alloc(64)]).toString('base64url'))).toBe(false);
    expect(isPushAuthSecret(randomBytes(16).toString('base64url'))).toBe(true);
    expect(isPushAuthSecret(randomBytes(17).toString('base64url'))).toBe(false);
    expect(isPushAuthSecret(randomBytes(15).toString('base64url'))).toBe(false);
  });

  it('gives a subscription up once it has failed for the days allowed', () => {
    const since = new Date('2026-11-01T12:00:00Z');
    expect(isPushSubscriptionDead(since, new Date('2026-11-08T11:59:59Z'), 7)).toBe(false);
    expect(isPushSubscriptionDead(since, new Date('2026-11-08T12:00:00Z'), 7)).toBe(true);
  });
});
