import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, isNetworkError, retryAfterOf, statusOf } from '../../../lib/api/errors';
import { useServerMessage } from '../../../lib/api/useServerMessage';

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
        return serverMessage(error, t(rateLimitedKey, { count: retryAfterOf(error) ?? 5 }));
      }
      return fallback;
    },
    [serverMessage, t],
  );
}
