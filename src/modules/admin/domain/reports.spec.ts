import { describe, expect, it } from '@jest/globals';
import { oneDecimal, percent, reportPeriod, zeroFilled } from './reports.js';

describe('reports arithmetic', () => {
  it('rounds percentages to one decimal, half away from zero', () => {
    expect(percent(1, 3)).toBe(33.3);
    expect(percent(2, 3)).toBe(66.7);
    expect(percent(1, 8)).toBe(12.5);
    expect(percent(1, 16)).toBe(6.3);
    expect(percent(3, 3)).toBe(100);
    expect(percent(0, 7)).toBe(0);
  });

  it('answers 0 without a whole and never leaves 0–100', () => {
    expect(percent(0, 0)).toBe(0);
    expect(percent(5, 0)).toBe(0);
    expect(percent(5, 4)).toBe(100);
  });

  it('keeps one decimal of averages', () => {
    expect(oneDecimal(4.25)).toBe(4.3);
    expect(oneDecimal(3.333333)).toBe(3.3);
    expect(oneDecimal(66.66666)).toBe(66.7);
    expect(oneDecimal(5)).toBe(5);
  });
});

describe('report period', () => {
  it('uses the São Paulo day, its week’s Monday and its month, not UTC’s', () => {
    // 02:00 UTC on Monday 1 June is still Sunday 31 May in São Paulo (UTC−3).
    expect(reportPeriod(new Date('2026-06-01T02:00:00Z'))).toEqual({
      today: '2026-05-31',
      weekStart: '2026-05-25',
      monthStart: '2026-05-01',
      seriesFrom: '2026-05-02',
    });
    expect(reportPeriod(new Date('2026-06-01T03:00:00Z'))).toMatchObject({ today: '2026-06-01', weekStart: '2026-06-01', monthStart: '2026-06-01' });
  });
});

describe('series zero-fill', () => {
  it('lists every day oldest first with 0 where the database had none', () => {
    const series = zeroFilled('2026-02-27', 4, [{ day: '2026-03-01', count: 5 }, { day: '2026-02-27', count: 2 }], 'count');
    expect(series).toEqual([
      { day: '2026-02-27', count: 2 },
      { day: '2026-02-28', count: 0 },
      { day: '2026-03-01', count: 5 },
      { day: '2026-03-02', count: 0 },
    ]);
  });

  it('ignores days outside the window and keeps negative sums', () => {
    const series = zeroFilled('2026-06-01', 2, [{ day: '2026-05-31', xp: 9 }, { day: '2026-06-02', xp: -4 }], 'xp');
    expect(series).toEqual([
      { day: '2026-06-01', xp: 0 },
      { day: '2026-06-02', xp: -4 },
    ]);
  });
});
