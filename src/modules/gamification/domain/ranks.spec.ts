import { describe, expect, it } from '@jest/globals';
import {
  MAX_LEVEL,
  RANKS,
  levelForXp,
  levelProgress,
  nextRankAfter,
  rankForLevel,
  rankStatus,
} from './ranks.js';
// The SPA's catalogues translate these names by level (issue 23): they must name the same ten ranks.
import ptRanks from '../../../../frontend/src/i18n/locales/pt/ranks.js';

describe('the level curve', () => {
  it('has ten ranks with rising thresholds, starting with Calouro Linguístico at 0 XP in grey and white', () => {
    expect(RANKS).toHaveLength(MAX_LEVEL);
    expect(RANKS.map((r) => r.xpRequired)).toEqual([0, 100, 250, 500, 1000, 2000, 3500, 5500, 8000, 12000]);
    expect(RANKS[0]).toMatchObject({ id: 1, level: 1, name: 'Calouro Linguístico', badgeColor: '#6B7280', textColor: '#FFFFFF' });
    expect(RANKS[9].name).toBe('Lenda Linguística');
    expect(new Set(RANKS.map((r) => r.badgeColor)).size).toBe(MAX_LEVEL);
  });

  it.each([
    [0, 1],
    [99, 1],
    [100, 2],
    [249, 2],
    [250, 3],
    [999, 4],
    [1000, 5],
    [11_999, 9],
    [12_000, 10],
    [1_000_000, 10],
  ])('gives %i XP level %i', (xp, level) => {
    expect(levelForXp(xp)).toBe(level);
  });

  it('lowers the level again when XP goes down (a reversal)', () => {
    expect(levelForXp(105)).toBe(2);
    expect(levelForXp(105 - 20)).toBe(1);
  });

  it('finds the next rank, and none at the top', () => {
    expect(nextRankAfter(1)?.name).toBe('Aprendiz de Palavras');
    expect(nextRankAfter(10)).toBeNull();
    expect(rankForLevel(0).level).toBe(1);
    expect(rankForLevel(11).level).toBe(10);
  });
});

describe('progress toward the next rank', () => {
  it('is the share of the gap between the current and the next threshold', () => {
    expect(levelProgress(0)).toBe(0);
    expect(levelProgress(50)).toBe(50);
    expect(levelProgress(175)).toBe(50); // 100..250
    expect(levelProgress(249)).toBe(99);
    expect(levelProgress(250)).toBe(0);
  });

  it('is clamped to 0..100 and full at the top rank', () => {
    expect(levelProgress(-30)).toBe(0);
    expect(levelProgress(12_000)).toBe(100);
    expect(levelProgress(99_999)).toBe(100);
  });
});

describe('rank status', () => {
  it('is unlocked when reached, next for the one right above, locked beyond', () => {
    expect(rankStatus(3, 1)).toBe('unlocked');
    expect(rankStatus(3, 3)).toBe('unlocked');
    expect(rankStatus(3, 4)).toBe('next');
    expect(rankStatus(3, 5)).toBe('locked');
    expect(rankStatus(10, 10)).toBe('unlocked');
    expect(RANKS.map((r) => rankStatus(1, r.level))).toEqual([
      'unlocked',
      'next',
      ...Array.from({ length: 8 }, () => 'locked'),
    ]);
  });
});

describe("the SPA's names of the ranks", () => {
  it('know every rank by its Portuguese name, level by level', () => {
    expect(Object.entries(ptRanks.names)).toEqual(RANKS.map((rank) => [`level${rank.level}`, rank.name]));
  });
});
