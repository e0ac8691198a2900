import { describe, expect, it } from '@jest/globals';
import { newQuota, pickSession, summaryOf } from './deck.js';

describe('today’s deck', () => {
  it('opens newPerDay new cards a day, less those already first reviewed today', () => {
    expect(newQuota(10, 0)).toBe(10);
    expect(newQuota(10, 4)).toBe(6);
    expect(newQuota(10, 12)).toBe(0);
    expect(newQuota(0, 0)).toBe(0);
  });

  it('takes due review cards first, then new cards within the quota, at most the limit', () => {
    const due = ['d1', 'd2', 'd3'];
    const fresh = ['n1', 'n2', 'n3', 'n4'];
    expect(pickSession(due, fresh, 2, 20)).toEqual(['d1', 'd2', 'd3', 'n1', 'n2']);
    expect(pickSession(due, fresh, 10, 5)).toEqual(['d1', 'd2', 'd3', 'n1', 'n2']);
    expect(pickSession(due, fresh, 10, 2)).toEqual(['d1', 'd2']);
    expect(pickSession(due, fresh, 0, 20)).toEqual(['d1', 'd2', 'd3']);
    expect(pickSession([], fresh, 3, 20)).toEqual(['n1', 'n2', 'n3']);
  });

  it('counts new cards within today’s quota in the summary', () => {
    const counts = { dueToday: 4, newCards: 30, firstReviewedToday: 7, learning: 1, total: 40, nextDueAt: null };
    expect(summaryOf(counts, 10)).toEqual({ due: 4, new: 3, learning: 1, total: 40, nextDueAt: null });
    expect(summaryOf({ ...counts, newCards: 2 }, 10).new).toBe(2);
    expect(summaryOf(counts, 5).new).toBe(0);
  });
});
