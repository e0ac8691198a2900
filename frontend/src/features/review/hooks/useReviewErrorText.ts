import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { areaErrorText, type AreaErrors } from '../../../lib/api/areaErrorText';

const REVIEW: AreaErrors = {
  prefix: 'REVIEW.',
  catalogue: 'review:serverErrors',
  connection: 'review:connectionError',
  rateLimited: 'review:serverErrors.rateLimited',
};

/**
 * What to say when a review call fails: the `REVIEW.*` codes from this feature's own catalogue
 * (`review:serverErrors`, as the corrections keep theirs, ADR 0135), the quiz's answer messages
 * from `errors:server`, as `areaErrorText` reads them.
 */
export function reviewErrorText(i18n: I18n, error: unknown, fallback: string): string {
  return areaErrorText(i18n, error, fallback, REVIEW);
}

/** `reviewErrorText` for the current reader: `(error, fallback) => text`. */
export function useReviewErrorText(): (error: unknown, fallback: string) => string {
  const { i18n } = useTranslation('review');
  return useCallback((error: unknown, fallback: string) => reviewErrorText(i18n, error, fallback), [i18n]);
}
