import type { i18n as I18n } from 'i18next';
import { errorCodeOf, errorParamsOf, isNetworkError, retryAfterOf, statusOf } from './errors';
import { serverErrorText } from './useServerMessage';

/** Where an area of the app keeps the texts of its own error codes. */
export interface AreaErrors {
  /** The codes it translates, e.g. `CORRECTIONS.` */
  prefix: string;
  /** The catalogue object holding them, named by the code's second half: `corrections:serverErrors`. */
  catalogue: string;
  /** The request never got an answer (offline). */
  connection: string;
  /** A 429 without a text of its own, with `count` seconds. */
  rateLimited: string;
}

/**
 * What to say when a call of an area (corrections, the review deck) fails. Its `<PREFIX>*` codes are
 * translated from the area's own catalogue, their one home, not `errors:server`: that one travels
 * with every page (the landing included), and these texts would take the landing over its weight
 * (ADR 0071, ADR 0135) while only the area's pages show them. A Portuguese reader gets the server's
 * own text (the spec's), as everywhere else; a `reason` param picks the variant `<CODE>_<reason>`; a
 * 429 without a text of its own says when to try again; any other failure goes through the
 * product's usual code translation, with `fallback` when the answer had no text.
 */
export function areaErrorText(i18n: I18n, error: unknown, fallback: string, area: AreaErrors): string {
  // The keys are named by the code: looked up by name, as `errors:server` is.
  const translate = i18n.t.bind(i18n) as (key: string, options?: Record<string, unknown>) => string;
  if (isNetworkError(error)) return translate(area.connection);
  const code = errorCodeOf(error);
  const key = code?.startsWith(area.prefix) ? `${area.catalogue}.${code.slice(area.prefix.length)}` : undefined;
  const params = errorParamsOf(error);
  const options = { ...params, context: typeof params.reason === 'string' ? params.reason : undefined };
  const own =
    key && i18n.exists(key, options)
      ? translate(key, options)
      : statusOf(error) === 429
        ? translate(area.rateLimited, { count: retryAfterOf(error) ?? 60 })
        : undefined;
  if (own !== undefined) return i18n.language === 'pt' ? serverErrorText(i18n, error, own) : own;
  return serverErrorText(i18n, error, fallback);
}
