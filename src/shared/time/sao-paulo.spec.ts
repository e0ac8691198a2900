import { describe, expect, it } from '@jest/globals';
import { inProcessTimeZone } from '../../../test/support/time-zone.js';
import { addDays, daysBetween, saoPauloDay, saoPauloWeekStart, startOfSaoPauloDay } from './sao-paulo.js';

/** São Paulo's calendar must not depend on the process time zone. */
describe.each(['UTC', 'Asia/Tokyo', 'America/Sao_Paulo'])('São Paulo calendar with TZ=%s', (zone) => {
  inProcessTimeZone(zone);

  it('turns the day at 03:00 UTC (midnight in São Paulo)', () => {
    expect(saoPauloDay(new Date('2026-03-10T02:59:59.999Z'))).toBe('2026-03-09');
    expect(saoPauloDay(new Date('2026-03-10T03:00:00.000Z'))).toBe('2026-03-10');
  });

  it('starts the week on Monday 00:00 São Paulo time', () => {
    // Monday 2026-03-09 00:00 in São Paulo is 03:00 UTC.
    expect(saoPauloWeekStart(new Date('2026-03-09T02:59:59Z'))).toBe('2026-03-02');
    expect(saoPauloWeekStart(new Date('2026-03-09T03:00:00Z'))).toBe('2026-03-09');
    // Sunday late evening still belongs to the week that began on Monday.
    expect(saoPauloWeekStart(new Date('2026-03-16T02:59:59Z'))).toBe('2026-03-09');
  });

  it('finds the instant a São Paulo day begins', () => {
    expect(startOfSaoPauloDay('2026-03-10').toISOString()).toBe('2026-03-10T03:00:00.000Z');
    // 2018 still had daylight saving time in Brazil (UTC-2 in January).
    expect(startOfSaoPauloDay('2018-01-15').toISOString()).toBe('2018-01-15T02:00:00.000Z');
  });

  it('adds and counts days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
  });
});
