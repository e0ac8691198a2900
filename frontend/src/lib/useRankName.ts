import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import ptRanks from '../i18n/locales/pt/ranks';

type RankKey = keyof typeof ptRanks.names;

// The API names ranks in Portuguese (the spec's names); the catalogue holds each level's name per language.
const KEY_OF_PORTUGUESE_NAME = new Map(Object.entries(ptRanks.names).map(([key, name]) => [name, key as RankKey]));

/** A rank's name in the reader's language, from the Portuguese name the API sends; an unknown name stays as sent. */
export function useRankName(): (name: string | null | undefined) => string {
  const { t } = useTranslation('ranks');
  return useCallback(
    (name: string | null | undefined) => {
      const trimmed = name?.trim() ?? '';
      const key = KEY_OF_PORTUGUESE_NAME.get(trimmed);
      return key ? t(`names.${key}`) : trimmed;
    },
    [t],
  );
}
