/** Rules for what members write in the community (spec: learner area, sections 3, 5 and 9). */

import type { Validated } from '../../../shared/errors/index.js';
import { LANGUAGE_NAMES, isLanguageCode, type LanguageCode } from '../../../shared/languages.js';

/** The languages a post can be tagged with, as ISO 639-1 codes in the composer's order (ADR 0020). */
export const POST_LANGUAGES = ['pt', 'en', 'es', 'fr', 'de', 'it', 'ja', 'ko', 'ru', 'zh', 'ar'] as const satisfies readonly LanguageCode[];
export type PostLanguage = (typeof POST_LANGUAGES)[number];

export const TITLE_MAX_LENGTH = 150;
export const CONTENT_MAX_LENGTH = 10_000;
export const COMMENT_MAX_LENGTH = 2_000;
/** Shown when a post has no language (never for new posts, which need one). */
export const DEFAULT_LANGUAGE_LABEL = 'Geral';

export const POST_MESSAGES = {
  required: 'Por favor, preencha todos os campos obrigatórios e selecione pelo menos um idioma.',
  titleTooLong: `O título deve ter no máximo ${TITLE_MAX_LENGTH} caracteres.`,
  contentTooLong: `O conteúdo deve ter no máximo ${CONTENT_MAX_LENGTH.toLocaleString('pt-BR')} caracteres.`,
  languageInvalid: 'Idioma inválido.',
  languageRepeated: 'Este idioma já foi selecionado.',
  invalidCharacters: 'O texto contém caracteres inválidos.',
  commentRequired: 'Escreva um comentário antes de enviar.',
  commentTooLong: `O comentário deve ter no máximo ${COMMENT_MAX_LENGTH.toLocaleString('pt-BR')} caracteres.`,
} as const;

export interface PostInput {
  title: string;
  content: string;
  languages: string[];
}

export interface ValidPost {
  title: string;
  content: string;
  languages: PostLanguage[];
}

type Result<T> = Validated<T>;

// PostgreSQL text cannot hold NUL; everything else is kept exactly as typed.
const NUL = '\u0000';

/**
 * Trims title and content and checks a new post. Text is plain text: it is
 * stored as typed (after trimming) and never turned into or cleaned as HTML.
 */
export function validatePost(input: PostInput): Result<ValidPost> {
  const fields: Record<string, string[]> = {};
  const add = (field: string, message: string) => (fields[field] ??= []).push(message);

  const title = input.title.trim();
  const content = input.content.trim();
  if (title.length === 0) add('title', POST_MESSAGES.required);
  else if (title.length > TITLE_MAX_LENGTH) add('title', POST_MESSAGES.titleTooLong);
  else if (title.includes(NUL)) add('title', POST_MESSAGES.invalidCharacters);
  if (content.length === 0) add('content', POST_MESSAGES.required);
  else if (content.length > CONTENT_MAX_LENGTH) add('content', POST_MESSAGES.contentTooLong);
  else if (content.includes(NUL)) add('content', POST_MESSAGES.invalidCharacters);

  if (input.languages.length === 0) add('languages', POST_MESSAGES.required);
  const seen = new Set<string>();
  input.languages.forEach((language, index) => {
    if (!(POST_LANGUAGES as readonly string[]).includes(language)) {
      add(`languages.${index}`, POST_MESSAGES.languageInvalid);
    } else if (seen.has(language)) {
      add(`languages.${index}`, POST_MESSAGES.languageRepeated);
    }
    seen.add(language);
  });

  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, value: { title, content, languages: input.languages as PostLanguage[] } };
}

/** Trims and checks a comment. */
export function validateComment(content: string): Result<string> {
  const text = content.trim();
  const problem =
    text.length === 0
      ? POST_MESSAGES.commentRequired
      : text.length > COMMENT_MAX_LENGTH
        ? POST_MESSAGES.commentTooLong
        : text.includes(NUL)
          ? POST_MESSAGES.invalidCharacters
          : undefined;
  return problem ? { ok: false, fields: { content: [problem] } } : { ok: true, value: text };
}

/**
 * The spec's comma-separated `language` field, for its clients: the Portuguese names of the
 * codes ("Inglês, Japonês"), or Geral when there is none. The SPA names `languages` itself.
 */
export function languageLabel(languages: readonly string[]): string {
  const names = languages.map((code) => (isLanguageCode(code) ? LANGUAGE_NAMES[code].pt : code));
  return names.length > 0 ? names.join(', ') : DEFAULT_LANGUAGE_LABEL;
}

/** A post's own page in the SPA (`routePatterns.communityPost`), where notices about it lead. */
export function postPagePath(postId: string): string {
  return `/comunidade/post/${postId}`;
}
