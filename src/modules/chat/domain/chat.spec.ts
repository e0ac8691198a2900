import { describe, expect, it } from '@jest/globals';
import { PRESENCE_REFRESH_SECONDS, RecentHeartbeats, ROOMS, slowModeWait, validateMessageContent } from './chat.js';

describe('chat message content', () => {
  it('trims and accepts 1 to 500 characters, counting code points', () => {
    expect(validateMessageContent('  olá  ')).toEqual({ ok: true, value: 'olá' });
    expect(validateMessageContent('😀'.repeat(500))).toMatchObject({ ok: true });
    expect(validateMessageContent('a'.repeat(501))).toMatchObject({ ok: false });
    expect(validateMessageContent(' \u200b \n ')).toMatchObject({ ok: false });
    expect(validateMessageContent(42)).toMatchObject({ ok: false });
  });

  it('keeps markup as typed', () => {
    expect(validateMessageContent('<b>oi</b>')).toEqual({ ok: true, value: '<b>oi</b>' });
  });
});

describe('slow mode', () => {
  const limit = { maxMessages: 5, windowSeconds: 10 };
  const now = new Date('2026-01-01T12:00:10Z');
  const at = (s: number) => new Date(`2026-01-01T12:00:0${s}Z`);

  it('allows up to the limit, then waits until the oldest counted message leaves the window', () => {
    expect(slowModeWait([at(9), at(8), at(7), at(6)], now, limit)).toBe(0);
    expect(slowModeWait([at(9), at(8), at(7), at(6), at(4)], now, limit)).toBe(4);
  });
});

describe('rooms', () => {
  it('has the general room and one per language with unique ids', () => {
    expect(ROOMS[0]!.type).toBe('off-topic');
    expect(ROOMS.filter((r) => r.type === 'language')).toHaveLength(11);
    expect(new Set(ROOMS.map((r) => r.id)).size).toBe(ROOMS.length);
  });
});

describe('recent heartbeats of this instance', () => {
  it('needs no write for 10 s after a stored heartbeat, then one; a forgotten tab writes at once', () => {
    const recent = new RecentHeartbeats();
    expect(recent.fresh('room:member:tab', 0)).toBe(false);
    recent.stored('room:member:tab', 0);
    expect(recent.fresh('room:member:tab', 9_999)).toBe(true);
    expect(recent.fresh('room:member:other-tab', 5_000)).toBe(false);
    expect(recent.fresh('room:member:tab', PRESENCE_REFRESH_SECONDS * 1000)).toBe(false);
    // A clock that went back never counts as fresh.
    expect(recent.fresh('room:member:tab', -1)).toBe(false);
    recent.forget('room:member:tab');
    expect(recent.fresh('room:member:tab', 1_000)).toBe(false);
  });

  it('forgets every tab past its bound instead of growing', () => {
    const recent = new RecentHeartbeats(3);
    for (const tab of ['a', 'b', 'c']) recent.stored(tab, 0);
    recent.stored('d', 0);
    expect(['a', 'b', 'c'].some((tab) => recent.fresh(tab, 1))).toBe(false);
    expect(recent.fresh('d', 1)).toBe(true);
  });
});
