import { PROFILE_LANGUAGES, type ProfileLanguageKey } from '../../lib/profileLanguages';
import type { PostLanguage } from './api/communityApi';

/**
 * The languages a post can be about: the profile languages, Portuguese first. Values are what
 * the API stores (Portuguese); labels come from `common:profileLanguages.<key>`.
 */
export const POST_LANGUAGES: readonly { value: PostLanguage; key: ProfileLanguageKey }[] = [
  ...PROFILE_LANGUAGES.filter((language) => language.value === 'Português'),
  ...PROFILE_LANGUAGES.filter((language) => language.value !== 'Português'),
];

export const TITLE_MAX_LENGTH = 150;
export const CONTENT_MAX_LENGTH = 10_000;
export const COMMENT_MAX_LENGTH = 2_000;
