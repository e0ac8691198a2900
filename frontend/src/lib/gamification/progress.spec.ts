import { describe, expect, it } from '@jest/globals';
import { clampPercent, dailyGoalPercent, progressToNextRank, rankForXp, rankStatus, xpToNextRank } from './progress';

const ranks = [
  { level: 1, xp_required: 0 },
  { level: 2, xp_required: 100 },
  { level: 3, xp_required: 250 },
];

describe('rank status', () => {
  it('is unlocked up to the member level, next one above, locked beyond', () => {
    expect(rankStatus(2, 1)).toBe('unlocked');
    expect(rankStatus(2, 2)).toBe('unlocked');
    expect(rankStatus(2, 3)).toBe('next');
    expect(rankStatus(2, 4)).toBe('locked');
    expect(rankStatus(10, 10)).toBe('unlocked');
  });
});

describe('progress toward the next rank', () => {
  it('is the share between the two thresholds', () => {
    expect(progressToNextRank(175, ranks[1]!, ranks[2]!)).toBe(50);
    expect(progressToNextRank(100, ranks[1]!, ranks[2]!)).toBe(0);
    expect(progressToNextRank(249, ranks[1]!, ranks[2]!)).toBe(99);
  });

  it('is clamped to 0..100', () => {
    expect(progressToNextRank(-20, ranks[0]!, ranks[1]!)).toBe(0);
    expect(progressToNextRank(400, ranks[1]!, ranks[2]!)).toBe(100);
  });

  it('is full at the last rank', () => {
    expect(progressToNextRank(99_999, ranks[2]!, null)).toBe(100);
    expect(xpToNextRank(99_999, null)).toBe(0);
  });

  it('counts the XP still missing', () => {
    expect(xpToNextRank(175, ranks[2]!)).toBe(75);
    expect(xpToNextRank(300, ranks[2]!)).toBe(0);
  });
});

describe('daily goal', () => {
  it('is today over the goal, capped at 100 %', () => {
    expect(dailyGoalPercent(25, 50)).toBe(50);
    expect(dailyGoalPercent(50, 50)).toBe(100);
    expect(dailyGoalPercent(180, 50)).toBe(100);
    expect(dailyGoalPercent(0, 50)).toBe(0);
    expect(dailyGoalPercent(-5, 50)).toBe(0);
  });

  it('never divides by zero', () => {
    expect(dailyGoalPercent(0, 0)).toBe(0);
    expect(dailyGoalPercent(5, 0)).toBe(100);
    expect(clampPercent(Number.NaN)).toBe(0);
  });
});

describe('rank for an amount of XP', () => {
  it('is the highest threshold reached', () => {
    expect(rankForXp(ranks, 0)?.level).toBe(1);
    expect(rankForXp(ranks, 249)?.level).toBe(2);
    expect(rankForXp([...ranks].reverse(), 250)?.level).toBe(3);
  });
});
