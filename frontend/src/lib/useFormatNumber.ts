import { useMemo } from 'react';
import { useLanguage } from '../i18n';
import { htmlLangOf } from '../i18n/language';

/** Whole numbers in the reader's language: 12345 → "12.345" (pt) or "12,345" (en). */
export function useFormatNumber(): (value: number) => string {
  const { language } = useLanguage();
  return useMemo(() => {
    const format = new Intl.NumberFormat(htmlLangOf(language), { maximumFractionDigits: 0 });
    return (value: number) => format.format(value);
  }, [language]);
}
