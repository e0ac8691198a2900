import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../../i18n';
import { ApiError, errorCodeOf, isNetworkError, statusOf } from '../../../lib/api/errors';
import { useServerMessage } from '../../../lib/api/useServerMessage';
import { profileLanguageKey } from '../../../lib/profileLanguages';
import { useDateFormat } from '../../../lib/useDateFormat';

/** Seconds to wait, from a 429 answer's `retryAfterSeconds`. */
export function retryAfterOf(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return undefined;
  const seconds = (error.body as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/** A post language's label in the reader's language ("Inglês" → "English"); unknown values as sent. */
export function useLanguageLabel(): (value: string) => string {
  const { t } = useTranslation(NAMESPACES);
  return useCallback(
    (value: string) => {
      const key = profileLanguageKey(value);
      return key ? t(`common:profileLanguages.${key}`) : value;
    },
    [t],
  );
}

/** "2h atrás" and the full date (long form, Brasília time) for the tooltip. */
export const useTimeFormat = (now: Date) => useDateFormat(now, 'long');

/**
 * What to say when a like or a comment fails: the ban and rate-limit answers have their own
 * text, the rest the given fallback.
 */
export function useActionErrorText() {
  const { t } = useTranslation('community');
  const serverMessage = useServerMessage();
  return useCallback(
    (error: unknown, fallback: string, rateLimitedKey?: 'comments.rateLimited') => {
      if (isNetworkError(error)) return fallback;
      if (errorCodeOf(error) === 'IDENTITY.MEMBER_BANNED') return serverMessage(error, t('banned'));
      if (statusOf(error) === 429 && rateLimitedKey) {
        return serverMessage(error, t(rateLimitedKey, { seconds: retryAfterOf(error) ?? 5 }));
      }
      return fallback;
    },
    [serverMessage, t],
  );
}
