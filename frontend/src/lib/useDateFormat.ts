import { useCallback } from 'react';
import { useLanguage } from '../i18n';
import { htmlLangOf } from '../i18n/language';
import { formatRelativeTime } from './time';

/**
 * "2h atrás" in the reader's language, and the full date in Brasília time (for a tooltip or a
 * detail line). `dateStyle` chooses how long the full date reads.
 */
export function useDateFormat(now: Date, dateStyle: 'long' | 'short' = 'long') {
  const { language } = useLanguage();
  const relative = useCallback((date: string) => formatRelativeTime(date, now, language), [now, language]);
  const absolute = useCallback(
    (date: string) => {
      const value = new Date(date);
      if (Number.isNaN(value.getTime())) return '';
      return new Intl.DateTimeFormat(htmlLangOf(language), {
        dateStyle,
        timeStyle: 'short',
        timeZone: 'America/Sao_Paulo',
      }).format(value);
    },
    [language, dateStyle],
  );
  return { relative, absolute };
}

export type DateFormat = ReturnType<typeof useDateFormat>;
