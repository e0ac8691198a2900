import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { errorCodeOf, errorParamsOf, isNetworkError, serverMessageOf } from './errors';

/**
 * The text of a failed call for a reader of `i18n.language` (ADR 0021). The API's `error` text
 * is the spec's Portuguese, so a Portuguese reader sees it as sent. Any other reader sees the
 * translation of the body's `code` in the `errors:server` catalogue, with its params (a
 * `reason` param picks the variant `<CODE>_<reason>`); failing that, the server's text; and the
 * caller's fallback when the answer carried no text at all (no body, offline).
 */
export function serverErrorText(i18n: I18n, error: unknown, fallback: string): string {
  const text = serverMessageOf(error);
  const translated = translatedCode(i18n, error);
  if (i18n.language === 'pt') return text ?? translated ?? fallback;
  return translated ?? text ?? fallback;
}

/** What a screen says of a failed call: its `connection` text, the server's or the fallback. */
export interface FailureTexts {
  /** The request never reached the server (offline). */
  connection: string;
  /** The answer carried no text of its own. */
  fallback: string;
}

/**
 * What a call's failure tells the reader: nothing while it has not failed, `texts.connection` when
 * the request never got an answer, otherwise the server's text as `serverErrorText` reads it.
 */
export function failureText(i18n: I18n, error: unknown, texts: FailureTexts): string | null {
  if (!error) return null;
  return isNetworkError(error) ? texts.connection : serverErrorText(i18n, error, texts.fallback);
}

function translatedCode(i18n: I18n, error: unknown): string | undefined {
  const code = errorCodeOf(error);
  // Codes are `MODULE.PROBLEM` or `PROBLEM`: the dot is the catalogue's nesting.
  if (!code || !/^[A-Z][A-Z0-9_]*(\.[A-Z][A-Z0-9_]*)?$/.test(code)) return undefined;
  const key = `errors:server.${code}`;
  const params = errorParamsOf(error);
  // A wait is a counted noun (`_one`/`_other` keys): the lockout counts minutes, the other limits seconds.
  const wait = params[code.endsWith('_LOCKED') ? 'minutes' : 'seconds'];
  const count = typeof wait === 'number' ? wait : undefined;
  const reason = typeof params.reason === 'string' ? params.reason : undefined;
  // With its reason: a code translated only for some reasons (VALIDATION_FAILED_name_reserved) exists for those.
  if (!i18n.exists(key, { count, context: reason })) return undefined;
  const translate = i18n.t.bind(i18n) as (key: string, options: Record<string, unknown>) => string;
  return translate(key, { ...params, count, context: reason });
}

/** `serverErrorText` for the current reader: `(error, fallback) => text`. */
export function useServerMessage(): (error: unknown, fallback: string) => string {
  const { i18n } = useTranslation();
  return useCallback((error: unknown, fallback: string) => serverErrorText(i18n, error, fallback), [i18n]);
}

/** `failureText` for the current reader: `(error, { connection, fallback }) => text or null`. */
export function useFailureText(): (error: unknown, texts: FailureTexts) => string | null {
  const { i18n } = useTranslation();
  return useCallback((error: unknown, texts: FailureTexts) => failureText(i18n, error, texts), [i18n]);
}
