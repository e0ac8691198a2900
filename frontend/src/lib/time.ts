import enCommon from '../i18n/locales/en/common';
import ptCommon from '../i18n/locales/pt/common';
import { htmlLangOf, type Language } from '../i18n/language';

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

const SAO_PAULO = 'America/Sao_Paulo';
const DAY_MS = 24 * HOUR_MS;

/** The São Paulo calendar day of an instant, as a UTC midnight (so two days subtract to whole days). */
export function saoPauloDay(date: Date): number {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: SAO_PAULO, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'));
}

export interface MessageTime {
  /** What the message shows: "14:03" today, "ontem 14:03", "3 dez 14:03", "3 dez 2025 14:03" in another year. */
  label: string;
  /** The full date and time, for the `<time>`'s title. */
  full: string;
}

/**
 * When a chat message was sent, as the list shows it: the time alone for today (São Paulo's day,
 * whatever the reader's clock zone), the day before it for older messages, the year when it is not
 * this one; and the full date-time for the tooltip.
 */
export function messageTime(date: DateInput, now: DateInput, lang: Language): MessageTime {
  const sent = toDate(date);
  const reference = toDate(now);
  if (Number.isNaN(sent.getTime()) || Number.isNaN(reference.getTime())) return { label: '', full: '' };
  const locale = htmlLangOf(lang);
  // 14:03 in Portuguese, 2:03 PM in English.
  const clock = lang === 'pt' ? ({ hour: '2-digit', hourCycle: 'h23' } as const) : ({ hour: 'numeric' } as const);
  const time = new Intl.DateTimeFormat(locale, { ...clock, minute: '2-digit', timeZone: SAO_PAULO }).format(sent);
  const full = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: SAO_PAULO }).format(sent);
  const daysAgo = Math.round((saoPauloDay(reference) - saoPauloDay(sent)) / DAY_MS);
  if (daysAgo <= 0) return { label: time, full };
  if (daysAgo === 1) return { label: `${timeStrings[lang].yesterday} ${time}`, full };
  const sameYear = new Date(saoPauloDay(sent)).getUTCFullYear() === new Date(saoPauloDay(reference)).getUTCFullYear();
  const parts = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }), timeZone: SAO_PAULO }).formatToParts(sent);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  // "3 dez" and "Dec 3", without the locale's "de" and abbreviation dots.
  const month = part('month').replace('.', '');
  const day = lang === 'pt' ? `${part('day')} ${month}` : `${month} ${part('day')}`;
  return { label: `${sameYear ? day : `${day} ${part('year')}`} ${time}`, full };
}

/**
 * When a review comes, in the reader's language and in São Paulo days (ADR 0007), as the review deck
 * counts "today": "hoje", "amanhã", "em 3 dias" within a week, then the date ("12 de dezembro").
 */
export function formatReviewDay(date: DateInput, now: DateInput, lang: Language): string {
  const due = toDate(date);
  if (Number.isNaN(due.getTime())) return timeStrings[lang].invalidDate;
  const days = Math.max(0, Math.round((saoPauloDay(due) - saoPauloDay(toDate(now))) / DAY_MS));
  const locale = htmlLangOf(lang);
  if (days < 7) return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(days, 'day');
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: SAO_PAULO }).format(due);
}
