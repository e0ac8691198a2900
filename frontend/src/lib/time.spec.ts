import { describe, expect, it } from '@jest/globals';
import { formatRelativeTime, formatReviewDay, messageTime } from './time';

const now = new Date('2025-03-10T12:00:00.000Z');
const hoursBefore = (hours: number) => new Date(now.getTime() - hours * 60 * 60 * 1000);

describe('formatRelativeTime', () => {
  it('says "agora" under one hour and for dates slightly in the future', () => {
    expect(formatRelativeTime(hoursBefore(0.99), now, 'pt')).toBe('agora');
    expect(formatRelativeTime(hoursBefore(-0.1), now, 'pt')).toBe('agora');
    expect(formatRelativeTime(hoursBefore(0.5), now, 'en')).toBe('just now');
  });

  it('counts whole hours under 24 hours', () => {
    expect(formatRelativeTime(hoursBefore(1), now, 'pt')).toBe('1h atrás');
    expect(formatRelativeTime(hoursBefore(23.9), now, 'pt')).toBe('23h atrás');
    expect(formatRelativeTime(hoursBefore(5), now, 'en')).toBe('5h ago');
  });

  it('says one day between 24 and 48 hours', () => {
    expect(formatRelativeTime(hoursBefore(24), now, 'pt')).toBe('1 dia atrás');
    expect(formatRelativeTime(hoursBefore(47.9), now, 'en')).toBe('1 day ago');
  });

  it('counts whole days from 48 hours on', () => {
    expect(formatRelativeTime(hoursBefore(48), now, 'pt')).toBe('2 dias atrás');
    expect(formatRelativeTime(hoursBefore(24 * 10 + 5), now, 'en')).toBe('10 days ago');
  });

  it('accepts ISO strings and timestamps', () => {
    expect(formatRelativeTime('2025-03-10T09:00:00.000Z', now, 'pt')).toBe('3h atrás');
    expect(formatRelativeTime(hoursBefore(72).getTime(), now, 'pt')).toBe('3 dias atrás');
  });

  it('reports an invalid date in the chosen language', () => {
    expect(formatRelativeTime('not a date', now, 'pt')).toBe('Data inválida');
    expect(formatRelativeTime(new Date(Number.NaN), now, 'en')).toBe('Invalid date');
  });
});

describe('messageTime', () => {
  // Thursday 10 December 2026, 15:00 in São Paulo (UTC−3).
  const thursday = new Date('2026-12-10T18:00:00.000Z');

  it('shows the time alone for a message of São Paulo’s today, even one sent just after its midnight', () => {
    expect(messageTime('2026-12-10T17:03:00.000Z', thursday, 'pt').label).toBe('14:03');
    // 00:30 in São Paulo is still the previous day in UTC: it is today's.
    expect(messageTime('2026-12-10T03:30:00.000Z', thursday, 'en').label).toBe('12:30 AM');
  });

  it('says "ontem" / "yesterday" for the day before, up to its first minute', () => {
    expect(messageTime('2026-12-09T17:03:00.000Z', thursday, 'pt').label).toBe('ontem 14:03');
    expect(messageTime('2026-12-09T03:00:00.000Z', thursday, 'pt').label).toBe('ontem 00:00');
    expect(messageTime('2026-12-09T03:00:00.000Z', thursday, 'en').label).toBe('yesterday 12:00 AM');
    // 23:59 two days before is not yesterday.
    expect(messageTime('2026-12-09T02:59:00.000Z', thursday, 'pt').label).toBe('8 dez 23:59');
  });

  it('names the day and month for older messages, and the year when it is another one', () => {
    expect(messageTime('2026-12-03T17:03:00.000Z', thursday, 'pt').label).toBe('3 dez 14:03');
    expect(messageTime('2026-12-03T17:03:00.000Z', thursday, 'en').label).toBe('Dec 3 2:03 PM');
    expect(messageTime('2025-12-03T17:03:00.000Z', thursday, 'pt').label).toBe('3 dez 2025 14:03');
  });

  it('gives the full date and time for the tooltip, and nothing for an invalid date', () => {
    expect(messageTime('2026-12-03T17:03:00.000Z', thursday, 'pt').full).toBe('quinta-feira, 3 de dezembro de 2026 às 14:03');
    expect(messageTime('2026-12-03T17:03:00.000Z', thursday, 'en').full).toBe('Thursday, December 3, 2026 at 2:03 PM');
    expect(messageTime('not a date', thursday, 'pt')).toEqual({ label: '', full: '' });
  });
});

describe('formatReviewDay', () => {
  // 09:00 in São Paulo on 10 March.
  it('counts São Paulo days, not the hours between the two instants', () => {
    expect(formatReviewDay('2025-03-11T02:00:00.000Z', now, 'pt')).toBe('hoje');
    expect(formatReviewDay('2025-03-11T04:00:00.000Z', now, 'pt')).toBe('amanhã');
    expect(formatReviewDay('2025-03-11T04:00:00.000Z', now, 'en')).toBe('tomorrow');
  });

  it('says the days within a week, then the date', () => {
    expect(formatReviewDay('2025-03-13T15:00:00.000Z', now, 'pt')).toBe('em 3 dias');
    expect(formatReviewDay('2025-03-16T15:00:00.000Z', now, 'en')).toBe('in 6 days');
    expect(formatReviewDay('2025-03-17T15:00:00.000Z', now, 'pt')).toBe('17 de março');
    expect(formatReviewDay('2025-03-17T15:00:00.000Z', now, 'en')).toBe('March 17');
  });

  it('says today for a review already due', () => {
    expect(formatReviewDay('2025-03-01T15:00:00.000Z', now, 'en')).toBe('today');
  });
});
