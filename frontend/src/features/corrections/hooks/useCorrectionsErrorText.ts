import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { areaErrorText, type AreaErrors } from '../../../lib/api/areaErrorText';

const CORRECTIONS: AreaErrors = {
  prefix: 'CORRECTIONS.',
  catalogue: 'corrections:serverErrors',
  connection: 'corrections:write.connectionError',
  rateLimited: 'corrections:serverErrors.rateLimited',
};

/**
 * What to say when a corrections call fails: the `CORRECTIONS.*` codes from this feature's own
 * catalogue (`corrections:serverErrors`, ADR 0135), as `areaErrorText` reads them.
 */
export function correctionsErrorText(i18n: I18n, error: unknown, fallback: string): string {
  return areaErrorText(i18n, error, fallback, CORRECTIONS);
}

/** `correctionsErrorText` for the current reader: `(error, fallback) => text`. */
export function useCorrectionsErrorText(): (error: unknown, fallback: string) => string {
  const { i18n } = useTranslation('corrections');
  return useCallback((error: unknown, fallback: string) => correctionsErrorText(i18n, error, fallback), [i18n]);
}
