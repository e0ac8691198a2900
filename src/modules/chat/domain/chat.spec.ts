import { describe, expect, it } from '@jest/globals';
import { ROOMS, slowModeWait, validateMessageContent } from './chat.js';

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
