import enCommon from '../i18n/locales/en/common';
import ptCommon from '../i18n/locales/pt/common';
import type { Language } from '../i18n/language';

const HOUR_MS = 60 * 60 * 1000;

export type RelativeTime =
  | { kind: 'invalid' }
  | { kind: 'justNow' }
  | { kind: 'hours'; count: number }
  | { kind: 'oneDay' }
  | { kind: 'days'; count: number };

export type DateInput = Date | string | number;

function toDate(input: DateInput): Date {
  return input instanceof Date ? input : new Date(input);
}

/**
 * Buckets the time elapsed between `date` and `now` as the spec prescribes: under 1 hour,
 * under 24 hours (whole hours), under 48 hours, then whole days. A date slightly in the future
 * (client clock behind the server's) counts as "just now".
 */
export function relativeTime(date: DateInput, now: DateInput): RelativeTime {
  const then = toDate(date).getTime();
  const reference = toDate(now).getTime();
  if (Number.isNaN(then) || Number.isNaN(reference)) return { kind: 'invalid' };

  const hours = Math.floor((reference - then) / HOUR_MS);
  if (hours < 1) return { kind: 'justNow' };
  if (hours < 24) return { kind: 'hours', count: hours };
  if (hours < 48) return { kind: 'oneDay' };
  return { kind: 'days', count: Math.floor(hours / 24) };
}

// Read straight from the catalogues so this stays pure (no i18next instance, no React) and the
// wording still lives in one place.
const timeStrings: Record<Language, typeof ptCommon.time> = {
  pt: ptCommon.time,
  en: enCommon.time,
};

export function formatRelativeTime(date: DateInput, now: DateInput, lang: Language): string {
  const strings = timeStrings[lang];
  const bucket = relativeTime(date, now);
  switch (bucket.kind) {
    case 'invalid':
      return strings.invalidDate;
    case 'justNow':
      return strings.justNow;
    case 'hours':
      return strings.hoursAgo.replace('{{count}}', String(bucket.count));
    case 'oneDay':
      return strings.oneDayAgo;
    case 'days':
      return strings.daysAgo.replace('{{count}}', String(bucket.count));
  }
}
