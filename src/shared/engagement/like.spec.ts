import { describe, expect, it } from '@jest/globals';
import { TOGGLE_DEBOUNCE_MS, decideLike } from './like.js';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('a like request', () => {
  it('sets the asked state idempotently, whenever the last change was', () => {
    expect(decideLike({ liked: true, current: false, now, lastChangeAt: ago(10) })).toEqual({ next: true });
    expect(decideLike({ liked: true, current: true, now })).toBe('unchanged');
    expect(decideLike({ liked: false, current: true, now, lastChangeAt: ago(10) })).toEqual({ next: false });
    expect(decideLike({ liked: false, current: false, now })).toBe('unchanged');
  });

  it('toggles when no state is asked for', () => {
    expect(decideLike({ current: false, now })).toEqual({ next: true });
    expect(decideLike({ current: true, now, lastChangeAt: ago(TOGGLE_DEBOUNCE_MS) })).toEqual({ next: false });
  });

  it('ignores a toggle within a second of the previous change', () => {
    expect(decideLike({ current: true, now, lastChangeAt: now })).toBe('unchanged');
    expect(decideLike({ current: false, now, lastChangeAt: ago(TOGGLE_DEBOUNCE_MS - 1) })).toBe('unchanged');
  });
});
