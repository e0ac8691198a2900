import { LANGUAGE_CODES, type LanguageCode } from '../../lib/languages';

/** The languages a post can be about, as codes in the composer's order (Portuguese first). */
export const POST_LANGUAGES: readonly LanguageCode[] = LANGUAGE_CODES;

export const TITLE_MAX_LENGTH = 150;
export const CONTENT_MAX_LENGTH = 10_000;
export const COMMENT_MAX_LENGTH = 2_000;
