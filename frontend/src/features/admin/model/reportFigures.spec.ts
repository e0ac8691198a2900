import { describe, expect, it } from '@jest/globals';
import { chartColumns, dayToChartX, orphanLevel, orphanRatio, seriesSummary, studyTimeParts } from './reportFigures';

describe('orphan ratio', () => {
  it('is the orphaned rows over the rows of their table, in percent', () => {
    expect(orphanRatio(1, 20)).toBe(5);
    expect(orphanRatio(3, 12)).toBe(25);
    expect(orphanRatio(0, 7)).toBe(0);
  });

  it('has no value for an empty table', () => {
    expect(orphanRatio(0, 0)).toBeNull();
    expect(orphanRatio(2, 0)).toBeNull();
  });

  it('is yellow strictly above 5 % and red strictly above 10 %', () => {
    expect(orphanLevel(null)).toBe('ok');
    expect(orphanLevel(0)).toBe('ok');
    expect(orphanLevel(5)).toBe('ok');
    expect(orphanLevel(5.01)).toBe('warning');
    expect(orphanLevel(10)).toBe('warning');
    expect(orphanLevel(10.01)).toBe('danger');
    expect(orphanLevel(orphanRatio(3, 12))).toBe('danger');
    expect(orphanLevel(orphanRatio(3, 40))).toBe('warning');
  });
});

describe('study time', () => {
  it('splits seconds into hours and whole minutes', () => {
    expect(studyTimeParts(0)).toEqual({ hours: 0, minutes: 0 });
    expect(studyTimeParts(59)).toEqual({ hours: 0, minutes: 0 });
    expect(studyTimeParts(60)).toEqual({ hours: 0, minutes: 1 });
    expect(studyTimeParts(3599)).toEqual({ hours: 0, minutes: 59 });
    expect(studyTimeParts(3600)).toEqual({ hours: 1, minutes: 0 });
    expect(studyTimeParts(90_061)).toEqual({ hours: 25, minutes: 1 });
  });

  it('treats a negative or broken value as nothing', () => {
    expect(studyTimeParts(-30)).toEqual({ hours: 0, minutes: 0 });
    expect(studyTimeParts(Number.NaN)).toEqual({ hours: 0, minutes: 0 });
  });
});

describe('chart series', () => {
  it('places a day at noon UTC so it reads as the same calendar day everywhere', () => {
    expect(new Date(dayToChartX('2026-03-01') * 1000).toISOString()).toBe('2026-03-01T12:00:00.000Z');
    expect(dayToChartX('2026-02-30')).toBeNaN();
    expect(dayToChartX('yesterday')).toBeNaN();
  });

  it('gives uPlot columns oldest first and drops unreadable days', () => {
    const [xs, ys] = chartColumns([
      { day: '2026-03-02', value: 4 },
      { day: 'bad', value: 9 },
      { day: '2026-03-01', value: 1 },
    ]);
    expect(xs).toEqual([dayToChartX('2026-03-01'), dayToChartX('2026-03-02')]);
    expect(ys).toEqual([1, 4]);
  });

  it('sums the series and names its busiest day', () => {
    expect(seriesSummary([])).toEqual({ total: 0, peak: null });
    expect(seriesSummary([{ day: '2026-03-01', value: 0 }])).toEqual({ total: 0, peak: null });
    expect(
      seriesSummary([
        { day: '2026-03-01', value: 2 },
        { day: '2026-03-02', value: 5 },
        { day: '2026-03-03', value: 5 },
      ]),
    ).toEqual({ total: 12, peak: { day: '2026-03-02', value: 5 } });
  });
});
