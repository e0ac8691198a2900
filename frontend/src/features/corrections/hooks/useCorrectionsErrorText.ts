import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { errorCodeOf, errorParamsOf, isNetworkError, retryAfterOf, statusOf } from '../../../lib/api/errors';
import { serverErrorText } from '../../../lib/api/useServerMessage';

const PREFIX = 'CORRECTIONS.';

/**
 * What to say when a corrections call fails. The server's `CORRECTIONS.*` codes are translated
 * from this feature's own catalogue (`corrections:serverErrors`), their one home, not
 * `errors:server`: that one travels with every page, and these texts took the landing page over its
 * weight (ADR 0071, ADR 0135) while only these pages show them. A Portuguese reader gets the
 * server's own text (the spec's), as everywhere else; a `reason` param picks the variant
 * `<CODE>_<reason>`; a 429 without a text of its own says when to try again; any other failure
 * goes through the product's usual code translation, with `fallback` when the answer had no text.
 */
export function correctionsErrorText(i18n: I18n, error: unknown, fallback: string): string {
  // The keys are named by the code: looked up by name, as `errors:server` is.
  const translate = i18n.t.bind(i18n) as (key: string, options?: Record<string, unknown>) => string;
  if (isNetworkError(error)) return translate('corrections:write.connectionError');
  const code = errorCodeOf(error);
  const key = code?.startsWith(PREFIX) ? `corrections:serverErrors.${code.slice(PREFIX.length)}` : undefined;
  const params = errorParamsOf(error);
  const options = { ...params, context: typeof params.reason === 'string' ? params.reason : undefined };
  const own =
    key && i18n.exists(key, options)
      ? translate(key, options)
      : statusOf(error) === 429
        ? translate('corrections:serverErrors.rateLimited', { count: retryAfterOf(error) ?? 60 })
        : undefined;
  if (own !== undefined) return i18n.language === 'pt' ? serverErrorText(i18n, error, own) : own;
  return serverErrorText(i18n, error, fallback);
}

/** `correctionsErrorText` for the current reader: `(error, fallback) => text`. */
export function useCorrectionsErrorText(): (error: unknown, fallback: string) => string {
  const { i18n } = useTranslation('corrections');
  return useCallback((error: unknown, fallback: string) => correctionsErrorText(i18n, error, fallback), [i18n]);
}
