/**
 * What a member writes to be corrected and what a corrector sends (issue 47, ADR 0133): the
 * limits, the languages and the checks, as pure functions the use cases and the DTOs share.
 */

import type { LanguageCode } from '../../../shared/languages.js';

/** The product's two languages: a text is written in one of them, and only they are corrected. */
export const WRITING_LANGUAGES = ['pt', 'en'] as const satisfies readonly LanguageCode[];
export type WritingLanguage = (typeof WRITING_LANGUAGES)[number];

export const TITLE_MAX_LENGTH = 120;
export const TEXT_MAX_LENGTH = 3_000;
export const CORRECTED_MAX_LENGTH = 1_000;
export const NOTE_MAX_LENGTH = 300;
export const COMMENT_MAX_LENGTH = 1_000;
export const REPLY_MAX_LENGTH = 1_000;
/** An excerpt of a text in the lists. */
export const EXCERPT_LENGTH = 160;

/** The declared proficiencies that may correct a text in a language (identity's levels). */
export const CORRECTING_LEVELS = ['Nativo', 'Fluente'] as const;
export type CorrectingLevel = (typeof CORRECTING_LEVELS)[number];

export const VERDICTS = ['correct', 'corrected'] as const;
export type Verdict = (typeof VERDICTS)[number];

export const WRITING_MESSAGES = {
  textRequired: 'Escreva um texto antes de enviar.',
  titleTooLong: `O título deve ter no máximo ${TITLE_MAX_LENGTH} caracteres.`,
  textTooLong: `O texto deve ter no máximo ${TEXT_MAX_LENGTH.toLocaleString('pt-BR')} caracteres.`,
  languageInvalid: 'Idioma inválido. Use pt ou en.',
  invalidCharacters: 'O texto contém caracteres inválidos.',
  sentencesRequired: 'Avalie pelo menos uma frase.',
  sentenceIndexInvalid: 'Esta frase não existe no texto.',
  sentenceRepeated: 'Esta frase já foi avaliada.',
  verdictInvalid: 'Avaliação inválida. Use correct ou corrected.',
  correctedRequired: 'Escreva a frase corrigida.',
  correctedTooLong: `A frase corrigida deve ter no máximo ${CORRECTED_MAX_LENGTH.toLocaleString('pt-BR')} caracteres.`,
  correctedUnchanged: 'A frase corrigida é igual à original: marque-a como correta.',
  correctedOnlyWhenCorrected: 'Só uma frase corrigida leva o texto corrigido.',
  noteTooLong: `A observação deve ter no máximo ${NOTE_MAX_LENGTH} caracteres.`,
  commentTooLong: `O comentário deve ter no máximo ${COMMENT_MAX_LENGTH.toLocaleString('pt-BR')} caracteres.`,
  replyRequired: 'Escreva uma resposta antes de enviar.',
  replyTooLong: `A resposta deve ter no máximo ${REPLY_MAX_LENGTH.toLocaleString('pt-BR')} caracteres.`,
} as const;

// PostgreSQL text cannot hold NUL.
const NUL = '\u0000';

type Fields = Record<string, string[]>;
type Checked<T> = { ok: true; value: T } | { ok: false; fields: Fields };

export function isWritingLanguage(value: unknown): value is WritingLanguage {
  return typeof value === 'string' && (WRITING_LANGUAGES as readonly string[]).includes(value);
}

export function mayCorrectAt(level: string | null | undefined): level is CorrectingLevel {
  return level != null && (CORRECTING_LEVELS as readonly string[]).includes(level);
}

export interface WritingInput {
  language: string;
  title?: string | null;
  text: string;
}

export interface ValidWriting {
  language: WritingLanguage;
  title: string | null;
  text: string;
}

/**
 * A text as its author sends it, already normalised by the DTO (the product's one judge of text):
 * trimmed, an empty title is none. The sentence count is judged where the split is made.
 */
export function validateWriting(input: WritingInput): Checked<ValidWriting> {
  const fields: Fields = {};
  const add = (field: string, message: string) => (fields[field] ??= []).push(message);
  const title = (input.title ?? '').trim();
  const text = input.text.trim();
  if (!isWritingLanguage(input.language)) add('language', WRITING_MESSAGES.languageInvalid);
  if (title.length > TITLE_MAX_LENGTH) add('title', WRITING_MESSAGES.titleTooLong);
  else if (title.includes(NUL)) add('title', WRITING_MESSAGES.invalidCharacters);
  if (text.length === 0) add('text', WRITING_MESSAGES.textRequired);
  else if (text.length > TEXT_MAX_LENGTH) add('text', WRITING_MESSAGES.textTooLong);
  else if (text.includes(NUL)) add('text', WRITING_MESSAGES.invalidCharacters);
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, value: { language: input.language as WritingLanguage, title: title.length > 0 ? title : null, text } };
}

export interface SentenceJudgementInput {
  index: number;
  verdict: string;
  corrected?: string | null;
  note?: string | null;
}

/** One sentence's judgement as stored: `corrected` only for a corrected one, `note` when given. */
export interface SentenceJudgement {
  index: number;
  verdict: Verdict;
  corrected?: string;
  note?: string;
}

export interface CorrectionInput {
  sentences: SentenceJudgementInput[];
  comment?: string | null;
}

export interface ValidCorrection {
  sentences: SentenceJudgement[];
  comment: string | null;
}

/**
 * A correction of a text split into `sentences`: at least one sentence judged, each index one of
 * the text's and judged once, a corrected sentence's new text 1–1 000 characters and different
 * from the sentence (an unchanged one is a "correct" verdict), a note ≤ 300, a comment ≤ 1 000.
 * The judgements are stored in the text's order, whatever order they came in.
 */
export function validateCorrection(input: CorrectionInput, sentences: readonly string[]): Checked<ValidCorrection> {
  const fields: Fields = {};
  const add = (field: string, message: string) => (fields[field] ??= []).push(message);
  const judged: SentenceJudgement[] = [];
  const seen = new Set<number>();
  if (input.sentences.length === 0) add('sentences', WRITING_MESSAGES.sentencesRequired);
  input.sentences.forEach((s, i) => {
    const at = `sentences.${i}`;
    if (!Number.isInteger(s.index) || s.index < 0 || s.index >= sentences.length) return add(`${at}.index`, WRITING_MESSAGES.sentenceIndexInvalid);
    if (seen.has(s.index)) return add(`${at}.index`, WRITING_MESSAGES.sentenceRepeated);
    seen.add(s.index);
    if (s.verdict !== 'correct' && s.verdict !== 'corrected') return add(`${at}.verdict`, WRITING_MESSAGES.verdictInvalid);
    const note = (s.note ?? '').trim();
    if (note.length > NOTE_MAX_LENGTH) add(`${at}.note`, WRITING_MESSAGES.noteTooLong);
    else if (note.includes(NUL)) add(`${at}.note`, WRITING_MESSAGES.invalidCharacters);
    const judgement: SentenceJudgement = { index: s.index, verdict: s.verdict };
    if (note.length > 0) judgement.note = note;
    const corrected = (s.corrected ?? '').trim();
    if (s.verdict === 'corrected') {
      if (corrected.length === 0) add(`${at}.corrected`, WRITING_MESSAGES.correctedRequired);
      else if (corrected.length > CORRECTED_MAX_LENGTH) add(`${at}.corrected`, WRITING_MESSAGES.correctedTooLong);
      else if (corrected.includes(NUL)) add(`${at}.corrected`, WRITING_MESSAGES.invalidCharacters);
      else if (corrected === sentences[s.index]) add(`${at}.corrected`, WRITING_MESSAGES.correctedUnchanged);
      else judgement.corrected = corrected;
    } else if (corrected.length > 0) {
      add(`${at}.corrected`, WRITING_MESSAGES.correctedOnlyWhenCorrected);
    }
    judged.push(judgement);
  });
  const comment = (input.comment ?? '').trim();
  if (comment.length > COMMENT_MAX_LENGTH) add('comment', WRITING_MESSAGES.commentTooLong);
  else if (comment.includes(NUL)) add('comment', WRITING_MESSAGES.invalidCharacters);
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  judged.sort((a, b) => a.index - b.index);
  return { ok: true, value: { sentences: judged, comment: comment.length > 0 ? comment : null } };
}

export function validateReply(text: string): Checked<string> {
  const reply = text.trim();
  const problem =
    reply.length === 0
      ? WRITING_MESSAGES.replyRequired
      : reply.length > REPLY_MAX_LENGTH
        ? WRITING_MESSAGES.replyTooLong
        : reply.includes(NUL)
          ? WRITING_MESSAGES.invalidCharacters
          : undefined;
  return problem ? { ok: false, fields: { text: [problem] } } : { ok: true, value: reply };
}

/** A text's own page in the SPA (`/correcoes/{id}`), where notices about it lead. */
export function writingPagePath(writingId: string): string {
  return `/correcoes/${writingId}`;
}

/** A sentence a correction changed, as the review deck makes a card of it (issue 48). */
export interface CorrectedSentence {
  index: number;
  original: string;
  corrected: string;
  note: string | null;
}

/** The sentences of the text a correction changed (verdict `corrected`), in the text's order. */
export function correctedSentences(sentences: readonly string[], judgements: readonly SentenceJudgement[]): CorrectedSentence[] {
  return judgements
    .filter((j) => j.verdict === 'corrected' && j.corrected !== undefined && sentences[j.index] !== undefined)
    .sort((a, b) => a.index - b.index)
    .map((j) => ({ index: j.index, original: sentences[j.index], corrected: j.corrected!, note: j.note ?? null }));
}
