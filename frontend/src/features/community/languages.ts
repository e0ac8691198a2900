import type { ProfileLanguageKey } from '../../lib/profileLanguages';
import type { PostLanguage } from './api/communityApi';

/**
 * The languages a post can be about, in the spec's order. Values are what the API stores
 * (Portuguese); labels come from `common:profileLanguages.<key>`.
 */
export const POST_LANGUAGES: readonly { value: PostLanguage; key: ProfileLanguageKey }[] = [
  { value: 'Português', key: 'portuguese' },
  { value: 'Inglês', key: 'english' },
  { value: 'Espanhol', key: 'spanish' },
  { value: 'Francês', key: 'french' },
  { value: 'Alemão', key: 'german' },
  { value: 'Italiano', key: 'italian' },
  { value: 'Japonês', key: 'japanese' },
  { value: 'Coreano', key: 'korean' },
  { value: 'Russo', key: 'russian' },
  { value: 'Mandarim', key: 'mandarin' },
  { value: 'Árabe', key: 'arabic' },
];

export const TITLE_MAX_LENGTH = 150;
export const CONTENT_MAX_LENGTH = 10_000;
export const COMMENT_MAX_LENGTH = 2_000;
