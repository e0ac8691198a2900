import { useCallback } from 'react';
import { useLanguage } from '../../i18n';
import { serverMessageOf } from './errors';

/**
 * Picks the text to show for a failed call. The API's `message` is written in Portuguese, so it
 * is shown as is in Portuguese; in English the caller's translated fallback is shown instead.
 */
export function useServerMessage(): (error: unknown, fallback: string) => string {
  const { language } = useLanguage();
  return useCallback(
    (error: unknown, fallback: string) => (language === 'pt' ? (serverMessageOf(error) ?? fallback) : fallback),
    [language],
  );
}
