import { describe, expect, it } from '@jest/globals';
import { judgeText, normalizeAnswer, typoDistance, withoutAccents } from './quiz-judge.js';

type Case = [label: string, answer: string, accepted: string[], strictAccents: boolean, correct: boolean, note: null | 'accents' | 'typo', expected?: string];

/** The judge of typed answers (issue 33; ADR 0092): normalisation, accents, typos, several accepted answers, pt and en. */
const CASES: Case[] = [
  // Exact and normalised (case, spaces, quotes, final punctuation).
  ['exact pt', 'Eu não sei', ['Eu não sei'], false, true, null],
  ['exact en', 'I am tired', ['I am tired'], false, true, null],
  ['case pt', 'eu NÃO sei', ['Eu não sei'], false, true, null],
  ['case en', 'i AM tired', ['I am tired'], false, true, null],
  ['surrounding spaces', '   obrigado   ', ['Obrigado'], false, true, null],
  ['repeated spaces pt', 'bom    dia', ['Bom dia'], false, true, null],
  ['tab and newline', 'good\tmorning\n', ['Good morning'], false, true, null],
  ['final full stop', 'I am tired.', ['I am tired'], false, true, null],
  ['final full stop on the accepted answer', 'Eu estou cansado', ['Eu estou cansado.'], false, true, null],
  ['final question mark pt', 'Como vai você?', ['Como vai você'], false, true, null],
  ['final exclamation marks', 'Bom dia!!!', ['Bom dia'], false, true, null],
  ['final ellipsis', 'Well…', ['Well'], false, true, null],
  ['typographic apostrophe en', 'I don’t know', ["I don't know"], false, true, null],
  ['plain apostrophe for a typographic accepted one', "I don't know", ['I don’t know'], false, true, null],
  ['typographic double quotes', 'He said “hi”', ['He said "hi"'], false, true, null],
  ['opening Spanish-style mark', '¿Qué tal?', ['Qué tal'], false, true, null],
  ['zero-width space inside', 'obri\u200bgado', ['obrigado'], false, true, null],
  ['decomposed accents (NFD) are the same answer', 'voce\u0302', ['você'], false, true, null],
  // Several accepted answers.
  ['second accepted answer en', 'I do not know', ["I don't know", 'I do not know'], false, true, null, 'I do not know'],
  ['first accepted answer en', "I don't know", ["I don't know", 'I do not know'], false, true, null, "I don't know"],
  ['third accepted answer pt', 'Tô cansado', ['Estou cansado', 'Eu estou cansado', 'Tô cansado'], false, true, null, 'Tô cansado'],
  ['none of several', 'I know', ["I don't know", 'I do not know'], false, false, null, "I don't know"],
  // Accents only.
  ['missing accent pt', 'voce', ['você'], false, true, 'accents', 'você'],
  ['missing cedilla and tilde', 'coracao', ['coração'], false, true, 'accents', 'coração'],
  ['wrong accent (grave for acute)', 'avó', ['avô'], false, true, 'accents', 'avô'],
  ['extra accent', 'éle', ['ele'], false, true, 'accents', 'ele'],
  ['missing accent in a sentence', 'Eu nao sei', ['Eu não sei'], false, true, 'accents', 'Eu não sei'],
  ['en loan word without accent', 'cafe', ['café'], false, true, 'accents', 'café'],
  ['strict: missing accent is wrong with the note', 'voce', ['você'], true, false, 'accents', 'você'],
  ['strict: missing tilde in a sentence is wrong', 'Eu nao sei', ['Eu não sei'], true, false, 'accents', 'Eu não sei'],
  ['strict: exact accents are right', 'Eu não sei', ['Eu não sei'], true, true, null],
  ['strict: case and punctuation still forgiven', 'EU NÃO SEI!', ['Eu não sei'], true, true, null],
  // One typo in a word of five letters or more.
  ['substitution pt', 'obrigedo', ['obrigado'], false, true, 'typo', 'obrigado'],
  ['insertion pt', 'obrigaddo', ['obrigado'], false, true, 'typo', 'obrigado'],
  ['deletion en', 'hapy birthday', ['Happy birthday'], false, true, 'typo', 'Happy birthday'],
  ['transposition en', 'I am tierd', ['I am tired'], false, true, 'typo', 'I am tired'],
  ['a swap in a three-letter word is not forgiven', 'Bom dai', ['Bom dia'], false, false, null, 'Bom dia'],
  ['five-letter word substitution', 'worlt', ['world'], false, true, 'typo', 'world'],
  ['a typo in a four-letter word is not forgiven', 'gatu', ['gato'], false, false, null],
  ['a swap at the end of a five-letter word', 'I am tirde', ['I am tired'], false, true, 'typo'],
  ['two typos in one word', 'obrigeda', ['obrigado'], false, false, null],
  ['two typos in two words', 'Happi birtday', ['Happy birthday'], false, false, null],
  ['a typo in a four-letter word beside a missing accent', 'Eu nao sabia nadda', ['Eu não sabia nada'], false, false, null],
  ['a typo and a missing accent, not strict (long word)', 'Voce e muito educdo', ['Você é muito educado'], false, true, 'typo', 'Você é muito educado'],
  ['a typo and a missing accent, strict', 'Voce e muito educdo', ['Você é muito educado'], true, false, 'accents', 'Você é muito educado'],
  ['a typo with accents right, strict', 'Você é muito educdo', ['Você é muito educado'], true, true, 'typo'],
  ['a word missing is not a typo', 'I tired', ['I am tired'], false, false, null],
  ['words in another order', 'tired am I', ['I am tired'], false, false, null],
  ['order question: tiles joined by spaces', 'She  is my sister', ['She is my sister'], false, true, null],
  ['order question: two tiles swapped', 'is She my sister', ['She is my sister'], false, false, null],
  // Wrong and blank.
  ['another word', 'cachorro', ['gato'], false, false, null, 'gato'],
  ['blank', '   ', ['gato'], false, false, null, 'gato'],
  ['punctuation only', '?!', ['gato'], false, false, null, 'gato'],
];

describe('judgeText', () => {
  it('has a table of at least 40 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  // Each row as one argument: jest would pass its `done` callback in place of a missing `expected`.
  it.each(CASES.map((row) => [row[0], row] as const))('%s', (_label, [, answer, accepted, strict, correct, note, expected]) => {
    const verdict = judgeText(answer, accepted, strict);
    expect({ correct: verdict.correct, note: verdict.note?.kind ?? null }).toEqual({ correct, note });
    if (expected !== undefined) expect(verdict.expected).toBe(expected);
    if (verdict.note) expect(verdict.note.expected).toBe(verdict.expected);
  });

  it('words the notes in Portuguese and English with the expected form', () => {
    expect(judgeText('voce', ['você'], false).note).toEqual({
      kind: 'accents',
      expected: 'você',
      pt: 'Atenção aos acentos: você',
      en: 'Watch the accents: você',
    });
    expect(judgeText('obrigedo', ['Obrigado!'], false).note).toEqual({
      kind: 'typo',
      expected: 'Obrigado!',
      pt: 'Atenção à grafia: Obrigado!',
      en: 'Watch the spelling: Obrigado!',
    });
  });
});

describe('the judge’s parts', () => {
  it('normalises case, spaces, quotes and final punctuation', () => {
    expect(normalizeAnswer('  I  Don’t   KNOW?! ')).toBe("i don't know");
    expect(normalizeAnswer('“Olá”, disse ele.')).toBe('"olá", disse ele');
  });

  it('drops accents and cedillas only', () => {
    expect(withoutAccents('ação, avô, você, pão')).toBe('acao, avo, voce, pao');
  });

  it('counts one edit for a swap of two neighbours, and stops past the bound', () => {
    expect(typoDistance('tired', 'tierd')).toBe(1);
    expect(typoDistance('abc', 'abc')).toBe(0);
    expect(typoDistance('gato', 'cachorro', 2)).toBe(3);
  });
});
