import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACES, useLanguage } from '../../../i18n';
import { ApiError, errorCodeOf, isNetworkError, serverMessageOf, statusOf } from '../../../lib/api/errors';
import { profileLanguageKey } from '../../../lib/profileLanguages';
import { useDateFormat } from '../../../lib/useDateFormat';

const QUALITY_ALREADY_GIVEN = 'COMMUNITY.QUALITY_BADGE_ALREADY_GIVEN';

/** The body's `error` field, which the quality badge's 409 fills with the reason. */
function errorFieldOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return undefined;
  const field = (error.body as { error?: unknown }).error;
  return typeof field === 'string' && field.trim() !== '' ? field : undefined;
}

/**
 * "Erro ao aprovar post", followed by what went wrong when that is known: the server's message
 * (Portuguese, so only in Portuguese; the badge's 409 shows the `error` field), a translated
 * reason in English, or the connection error.
 */
export function useModerationErrorText() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  return useCallback(
    (error: unknown, base: string) => {
      const withDetail = (detail: string | undefined) =>
        detail ? t('posts.errors.withDetail', { error: base, detail }) : base;
      if (isNetworkError(error)) return withDetail(t('posts.errors.connection'));
      const code = errorCodeOf(error);
      const status = statusOf(error);
      if (language === 'pt') {
        return withDetail(code === QUALITY_ALREADY_GIVEN ? (errorFieldOf(error) ?? serverMessageOf(error)) : serverMessageOf(error));
      }
      if (code === QUALITY_ALREADY_GIVEN) return withDetail(t('posts.errors.qualityAlreadyGiven'));
      if (status === 404 || status === 409) return withDetail(t('posts.errors.alreadyHandled'));
      return base;
    },
    [language, t],
  );
}

/** Relative time and the full date (short form, Brasília time) for the moderation lists. */
export const useModerationTime = (now: Date) => useDateFormat(now, 'short');

export type ModerationTime = ReturnType<typeof useModerationTime>;

/** A post language's label in the reader's language. */
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
