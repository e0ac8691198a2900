import { normalizeLine } from '../../../../shared/text/normalize.js';
import type { QuizQuestion } from './quiz.js';

/**
 * The quiz's judge (issue 33; ADR 0092): every question type is judged here, and nowhere else.
 * Pure: the server calls `judgeAnswer` for every attempt, and nothing of it reaches the learner's
 * quiz. A `choice` answer is right when it names the right option. A typed answer (`text`, and
 * `order` as its tiles joined by spaces) is judged by `judgeText`:
 *
 * 1. Both sides are normalised: the shared line normaliser (NFC, no invisible or control
 *    characters, one space between words, trimmed), lower case, typographic quotes and
 *    apostrophes as their plain forms, final punctuation (and Spanish-style opening marks) gone.
 * 2. Equal to an accepted answer: right.
 * 3. Equal once accents are dropped (ç as c too): right with an accents note, or wrong with the
 *    same note when the question requires exact accents.
 * 4. Equal once apostrophes and hyphens are also dropped (a hyphen as nothing or as a space, on
 *    either side: "I dont know", "guarda chuva", "email"), as a phone keyboard leaves them out:
 *    right with a punctuation note. Exact accents required still apply to the accents (an answer
 *    that also misses one is wrong with the accents note); apostrophes and hyphens are never
 *    required.
 * 5. Word by word against an accepted answer of as many words, accents, apostrophes and hyphens
 *    dropped: one typo (a letter added, missing, changed, or two neighbours swapped) in a word of
 *    five letters or more is right with a note showing the expected form. Two typos (in one word
 *    or two) are wrong. With exact accents required, a typo answer whose other words miss accents
 *    is wrong.
 * 6. Otherwise wrong. A near miss — at most two typos over the whole answer (as step 5 compares
 *    them), against an accepted answer of four letters or more — is wrong with an "almost" note
 *    ("Quase" / "Almost") naming that answer; else there is no note and the expected answer is
 *    the first accepted one.
 */

export type QuizNoteKind = 'accents' | 'punctuation' | 'typo' | 'almost';

/** What the member reads under a verdict, in both languages (the reader's is picked by the page). */
export interface QuizNote {
  kind: QuizNoteKind;
  /** The accepted answer the member's was compared with, as the administrator wrote it. */
  expected: string;
  pt: string;
  en: string;
}

export interface QuizVerdict {
  correct: boolean;
  note: QuizNote | null;
  /** The right option of a `choice`; else the accepted answer closest to the member's (the first one when none is close). */
  expected: string;
}

/** A member's answer: `choice` (an option's index) for a `choice` question; `text` (the tiles joined by spaces for `order`) otherwise. */
export interface QuizAnswer {
  choice?: number;
  text?: string;
}

/** The verdict, or the shape the question wanted when the answer has another (no attempt is counted). */
export type QuizJudgement = { valid: true; verdict: QuizVerdict } | { valid: false; expected: 'choice' | 'text' };

/** The shortest word (in letters) in which one typo is forgiven. */
export const TYPO_MIN_LETTERS = 5;

/** The most typos over a whole wrong answer that still make it a near miss ("quase"). */
export const NEAR_MISS_TYPOS = 2;

/** The shortest accepted answer (in letters) that a wrong one can nearly miss. */
export const NEAR_MISS_MIN_LETTERS = 4;

const SINGLE_QUOTES = /[\u2018\u2019\u201A\u201B\u2032\u00B4\u0060\u02BC]/gu;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/gu;
const FINAL_PUNCTUATION = /[\s.!?…;:,]+$/u;
const OPENING_MARKS = /^[¿¡\s]+/u;

/** An answer as the judge compares it (step 1). */
export function normalizeAnswer(value: string): string {
  return normalizeLine(value)
    .toLowerCase()
    .replace(SINGLE_QUOTES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .replace(FINAL_PUNCTUATION, '')
    .replace(OPENING_MARKS, '')
    .trim();
}

/** The answer without accents, cedillas or other combining marks. */
export function withoutAccents(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/**
 * The optimal string alignment distance (Damerau–Levenshtein without repeated edits of one
 * substring), counted in code points and stopped early past `max`.
 */
export function typoDistance(a: string, b: string, max = 2): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= s.length; i++) {
    rows.push(new Array<number>(t.length + 1).fill(0));
    rows[i][0] = i;
  }
  for (let j = 0; j <= t.length; j++) rows[0][j] = j;
  for (let i = 1; i <= s.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i][j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return rows[s.length][t.length];
}

/**
 * The forms an answer takes once apostrophes and hyphens no longer count (step 4): apostrophes
 * gone, and each hyphen either gone or a space, as a keyboard without them would type the word.
 */
export function withoutApostrophesAndHyphens(value: string): string[] {
  const bare = value.replace(/'/gu, '');
  if (!HYPHENS.test(bare)) return [bare];
  return [bare.replace(HYPHENS_GLOBAL, ''), bare.replace(HYPHENS_GLOBAL, ' ').replace(/ {2,}/gu, ' ').trim()];
}

const HYPHENS = /\s*[-\u2010\u2011\u2012\u2013]\s*/u;
const HYPHENS_GLOBAL = new RegExp(HYPHENS.source, 'gu');

const letters = (word: string): number => (word.match(/\p{L}/gu) ?? []).length;

export function accentsNote(expected: string): QuizNote {
  return { kind: 'accents', expected, pt: `Atenção aos acentos: ${expected}`, en: `Watch the accents: ${expected}` };
}

export function typoNote(expected: string): QuizNote {
  return { kind: 'typo', expected, pt: `Atenção à grafia: ${expected}`, en: `Watch the spelling: ${expected}` };
}

export function punctuationNote(expected: string): QuizNote {
  return { kind: 'punctuation', expected, pt: `Atenção ao apóstrofo e ao hífen: ${expected}`, en: `Watch the apostrophes and hyphens: ${expected}` };
}

export function almostNote(expected: string): QuizNote {
  return { kind: 'almost', expected, pt: `Quase! A resposta é: ${expected}`, en: `Almost! The answer is: ${expected}` };
}

/** How the member's words compare with an accepted answer's (same number of words only). */
function compareWords(given: string[], expected: string[]): { typos: number; accents: boolean } | null {
  if (given.length !== expected.length) return null;
  let typos = 0;
  let accents = false;
  for (let i = 0; i < given.length; i++) {
    const g = given[i];
    const e = expected[i];
    if (g === e) continue;
    const gFolded = withoutAccents(g);
    const eFolded = withoutAccents(e);
    if (gFolded === eFolded) {
      accents = true;
      continue;
    }
    if (letters(e) < TYPO_MIN_LETTERS) return null;
    const distance = typoDistance(gFolded, eFolded, 1);
    if (distance > 1) return null;
    typos += distance;
    // The typo's word may also miss an accent elsewhere: compare it with its accents kept.
    if (typoDistance(g, e, 1) > 1) accents = true;
    if (typos > 1) return null;
  }
  return { typos, accents };
}

/** Judges a typed answer against the administrator's accepted answers (at least one). */
export function judgeText(answer: string, acceptedAnswers: readonly string[], strictAccents: boolean): QuizVerdict {
  const first = acceptedAnswers[0] ?? '';
  const given = normalizeAnswer(answer);
  if (given === '') return { correct: false, note: null, expected: first };
  const accepted = acceptedAnswers.map((original) => ({ original, normal: normalizeAnswer(original) }));

  if (accepted.some((a) => a.normal === given)) {
    return { correct: true, note: null, expected: accepted.find((a) => a.normal === given)!.original };
  }
  const folded = withoutAccents(given);
  const accentOnly = accepted.find((a) => withoutAccents(a.normal) === folded);
  if (accentOnly) return { correct: !strictAccents, note: accentsNote(accentOnly.original), expected: accentOnly.original };

  const bareGiven = withoutApostrophesAndHyphens(given);
  const sameBare = (a: string, b: string[]) => withoutApostrophesAndHyphens(a).some((form) => b.includes(form));
  const punctuationOnly = accepted.find((a) => sameBare(a.normal, bareGiven));
  if (punctuationOnly) return { correct: true, note: punctuationNote(punctuationOnly.original), expected: punctuationOnly.original };
  const foldedGiven = bareGiven.map(withoutAccents);
  const punctuationAndAccents = accepted.find((a) => sameBare(withoutAccents(a.normal), foldedGiven));
  if (punctuationAndAccents) {
    return { correct: !strictAccents, note: accentsNote(punctuationAndAccents.original), expected: punctuationAndAccents.original };
  }

  // The words compared without apostrophes, with a hyphen as a space: "dont" is "don't", one word.
  const words = spaced(given).split(' ');
  for (const a of accepted) {
    const compared = compareWords(words, spaced(a.normal).split(' '));
    if (!compared || compared.typos !== 1) continue;
    if (strictAccents && compared.accents) return { correct: false, note: accentsNote(a.original), expected: a.original };
    return { correct: true, note: typoNote(a.original), expected: a.original };
  }

  let nearest: { original: string; distance: number } | null = null;
  for (const a of accepted) {
    if (letters(a.normal) < NEAR_MISS_MIN_LETTERS) continue;
    const distance = typoDistance(foldedGiven[0], withoutApostrophesAndHyphens(withoutAccents(a.normal))[0], NEAR_MISS_TYPOS);
    if (distance <= NEAR_MISS_TYPOS && (!nearest || distance < nearest.distance)) nearest = { original: a.original, distance };
  }
  if (nearest) return { correct: false, note: almostNote(nearest.original), expected: nearest.original };
  return { correct: false, note: null, expected: first };
}

/** Apostrophes gone and each hyphen a space: the words as step 5 compares them. */
function spaced(value: string): string {
  return withoutApostrophesAndHyphens(value).at(-1)!;
}

/** Judges one answer to one question, of any type. */
export function judgeAnswer(question: QuizQuestion, answer: QuizAnswer): QuizJudgement {
  if (question.type === 'choice') {
    const choices = question.choices ?? [];
    const index = answer.choice;
    if (answer.text !== undefined || typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= choices.length) {
      return { valid: false, expected: 'choice' };
    }
    return { valid: true, verdict: { correct: index === question.correctChoice, note: null, expected: choices[question.correctChoice ?? 0] ?? '' } };
  }
  if (answer.choice !== undefined || typeof answer.text !== 'string' || answer.text.trim() === '') {
    return { valid: false, expected: 'text' };
  }
  return { valid: true, verdict: judgeText(answer.text, question.acceptedAnswers ?? [], question.strictAccents) };
}
