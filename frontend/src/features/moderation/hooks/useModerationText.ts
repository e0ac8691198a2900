import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, isNetworkError, statusOf } from '../../../lib/api/errors';
import { requestLimits } from '../../../lib/api/limits';
import { useServerMessage } from '../../../lib/api/useServerMessage';

const QUALITY_ALREADY_GIVEN = 'COMMUNITY.QUALITY_BADGE_ALREADY_GIVEN';

/**
 * "Erro ao aprovar post", followed by what went wrong when that is known: the server's error
 * in the reader's language (useServerMessage), a translated reason otherwise, or the
 * connection error.
 */
export function useModerationErrorText() {
  const { t } = useTranslation(['admin', 'common']);
  const serverMessage = useServerMessage();
  return useCallback(
    (error: unknown, base: string) => {
      const withDetail = (detail: string | undefined) =>
        detail ? t('posts.errors.withDetail', { error: base, detail }) : base;
      if (isNetworkError(error)) return withDetail(t('common:connectionError'));
      const code = errorCodeOf(error);
      const status = statusOf(error);
      // Empty when the server said nothing.
      const fromServer = serverMessage(error, '');
      if (fromServer) return withDetail(fromServer);
      if (code === QUALITY_ALREADY_GIVEN) return withDetail(t('posts.errors.qualityAlreadyGiven'));
      if (status === 404 || status === 409) return withDetail(t('posts.errors.alreadyHandled'));
      return base;
    },
    [serverMessage, t],
  );
}

/** The optional reason a reject or delete confirmation asks for (kept in the audit trail). */
export function useReasonField() {
  const { t } = useTranslation('admin');
  return { label: t('posts.confirm.reason'), hint: t('posts.confirm.reasonHint'), limit: requestLimits.ModerationReasonDto.reason };
}
