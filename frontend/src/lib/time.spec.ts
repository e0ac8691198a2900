import { describe, expect, it } from '@jest/globals';
import { formatRelativeTime } from './time';

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
