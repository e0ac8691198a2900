import { describe, expect, it } from '@jest/globals';
import type { QuizQuestion } from './quiz.js';
import { judgeAnswer, judgeText, normalizeAnswer, typoDistance, withoutAccents, withoutApostrophesAndHyphens, type QuizAnswer, type QuizNoteKind } from './quiz-judge.js';

type Case = [label: string, answer: string, accepted: string[], strictAccents: boolean, correct: boolean, note: null | QuizNoteKind, expected?: string];

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
  ['a swap in a three-letter word is not forgiven, but nearly right', 'Bom dai', ['Bom dia'], false, false, 'almost', 'Bom dia'],
  ['five-letter word substitution', 'worlt', ['world'], false, true, 'typo', 'world'],
  ['a typo in a four-letter word is not forgiven, but nearly right', 'gatu', ['gato'], false, false, 'almost', 'gato'],
  ['a swap at the end of a five-letter word', 'I am tirde', ['I am tired'], false, true, 'typo'],
  ['two typos in one word: nearly right', 'obrigeda', ['obrigado'], false, false, 'almost', 'obrigado'],
  ['two typos in two words: nearly right', 'Happi birtday', ['Happy birthday'], false, false, 'almost', 'Happy birthday'],
  ['a typo in a four-letter word beside a missing accent: nearly right', 'Eu nao sabia nadda', ['Eu não sabia nada'], false, false, 'almost'],
  ['a typo and a missing accent, not strict (long word)', 'Voce e muito educdo', ['Você é muito educado'], false, true, 'typo', 'Você é muito educado'],
  ['a typo and a missing accent, strict', 'Voce e muito educdo', ['Você é muito educado'], true, false, 'accents', 'Você é muito educado'],
  ['a typo with accents right, strict', 'Você é muito educdo', ['Você é muito educado'], true, true, 'typo'],
  ['a word missing is not a typo', 'I tired', ['I am tired'], false, false, null],
  ['words in another order', 'tired am I', ['I am tired'], false, false, null],
  ['order question: tiles joined by spaces', 'She  is my sister', ['She is my sister'], false, true, null],
  ['order question: two tiles swapped', 'is She my sister', ['She is my sister'], false, false, null],
  // Apostrophes and hyphens a phone keyboard leaves out: right with a note, whatever the accents rule.
  ['missing apostrophe en', 'I dont know', ["I don't know"], false, true, 'punctuation', "I don't know"],
  ['missing apostrophe, strict accents', 'I dont know', ["I don't know"], true, true, 'punctuation', "I don't know"],
  ['missing typographic apostrophe', 'dont worry', ['Don’t worry'], false, true, 'punctuation', 'Don’t worry'],
  ['missing apostrophes, second accepted answer', 'Its Johns', ['It is John’s', "It's John's"], false, true, 'punctuation', "It's John's"],
  ['missing hyphen as a space pt', 'guarda chuva', ['guarda-chuva'], false, true, 'punctuation', 'guarda-chuva'],
  ['missing hyphen as nothing en', 'email', ['e-mail'], false, true, 'punctuation', 'e-mail'],
  ['a hyphen the accepted answer has not', 'bem-vindo', ['bem vindo'], false, true, 'punctuation'],
  ['missing hyphen and accent pt', 'voce e bem vindo', ['Você é bem-vindo'], false, true, 'accents', 'Você é bem-vindo'],
  ['missing hyphen and accent, strict', 'voce e bem vindo', ['Você é bem-vindo'], true, false, 'accents', 'Você é bem-vindo'],
  ['missing apostrophe and a typo', 'I dont knoww anything', ["I don't know anything"], false, false, 'almost'],
  ['missing apostrophe and a typo in a long word', 'I dont rememebr', ["I don't remember"], false, true, 'typo', "I don't remember"],
  ['the apostrophe kept, a hyphen in place of a space', "I don't-know", ["I don't know"], false, true, 'punctuation'],
  // A near miss: wrong, but with "almost".
  ['near miss: a letter off in a short word', 'I am tirad', ['I am tired'], false, true, 'typo'],
  ['near miss: two letters off', 'Eu nao sei nadda', ['Eu não sei nada'], false, false, 'almost', 'Eu não sei nada'],
  ['near miss against the closest of several', 'Tô cnsadu', ['Estou cansado', 'Tô cansado'], false, false, 'almost', 'Tô cansado'],
  ['not a near miss: three letters off', 'obrigaaadu', ['obrigado'], false, false, null, 'obrigado'],
  ['not a near miss: a short accepted answer', 'sim', ['não'], false, false, null, 'não'],
  ['not a near miss: one letter against a three-letter answer', 'dai', ['dia'], false, false, null, 'dia'],
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

  it('words the apostrophe and near-miss notes in Portuguese and English', () => {
    expect(judgeText('I dont know', ["I don't know"], false).note).toEqual({
      kind: 'punctuation',
      expected: "I don't know",
      pt: "Atenção ao apóstrofo e ao hífen: I don't know",
      en: "Watch the apostrophes and hyphens: I don't know",
    });
    expect(judgeText('gatu', ['Gato'], false).note).toEqual({ kind: 'almost', expected: 'Gato', pt: 'Quase! A resposta é: Gato', en: 'Almost! The answer is: Gato' });
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

const QUESTION: Omit<QuizQuestion, 'type'> = {
  id: 'q',
  prompt: 'Como se diz “obrigado”?',
  promptLanguage: 'pt',
  explanation: null,
  choices: null,
  correctChoice: null,
  acceptedAnswers: null,
  strictAccents: false,
  distractors: null,
};
const CHOICE: QuizQuestion = { ...QUESTION, type: 'choice', choices: ['Sorry', 'Thank you', 'Please'], correctChoice: 1 };
const TEXT: QuizQuestion = { ...QUESTION, type: 'text', acceptedAnswers: ['Obrigado', 'Valeu'] };
const ORDER: QuizQuestion = { ...QUESTION, type: 'order', acceptedAnswers: ['She is my sister'], distractors: ['he'] };

/** Every question type goes through `judgeAnswer`, the one place the server judges an attempt (ADR 0092). */
describe('judgeAnswer', () => {
  it('judges a choice by the right option’s index, and names that option as expected', () => {
    expect(judgeAnswer(CHOICE, { choice: 1 })).toEqual({ valid: true, verdict: { correct: true, note: null, expected: 'Thank you' } });
    expect(judgeAnswer(CHOICE, { choice: 0 })).toEqual({ valid: true, verdict: { correct: false, note: null, expected: 'Thank you' } });
    expect(judgeAnswer(CHOICE, { choice: 2 })).toEqual({ valid: true, verdict: { correct: false, note: null, expected: 'Thank you' } });
  });

  it.each<[string, QuizAnswer]>([
    ['no choice', {}],
    ['a text', { text: 'Thank you' }],
    ['a choice with a text', { choice: 1, text: 'Thank you' }],
    ['a negative index', { choice: -1 }],
    ['an index past the options', { choice: 3 }],
    ['a fractional index', { choice: 0.5 }],
    ['an index as a string', { choice: '1' as unknown as number }],
  ])('refuses %s to a choice question as of the wrong shape', (_label, answer) => {
    expect(judgeAnswer(CHOICE, answer)).toEqual({ valid: false, expected: 'choice' });
  });

  it('judges a text answer as judgeText does, with its note', () => {
    expect(judgeAnswer(TEXT, { text: 'valeu!' })).toEqual({ valid: true, verdict: { correct: true, note: null, expected: 'Valeu' } });
    expect(judgeAnswer(TEXT, { text: 'obrigedo' })).toEqual({ valid: true, verdict: judgeText('obrigedo', ['Obrigado', 'Valeu'], false) });
    expect(judgeAnswer(TEXT, { text: 'obrigedo' })).toMatchObject({ verdict: { correct: true, note: { kind: 'typo' } } });
    expect(judgeAnswer({ ...TEXT, strictAccents: true, acceptedAnswers: ['você'] }, { text: 'voce' })).toMatchObject({
      valid: true,
      verdict: { correct: false, note: { kind: 'accents' }, expected: 'você' },
    });
    expect(judgeAnswer(TEXT, { text: 'De nada' })).toEqual({ valid: true, verdict: { correct: false, note: null, expected: 'Obrigado' } });
  });

  it('judges an order answer as its tiles joined by spaces', () => {
    expect(judgeAnswer(ORDER, { text: 'She is my sister' })).toMatchObject({ valid: true, verdict: { correct: true } });
    expect(judgeAnswer(ORDER, { text: 'is She my sister' })).toMatchObject({ valid: true, verdict: { correct: false, expected: 'She is my sister' } });
  });

  it.each<[string, QuizQuestion, QuizAnswer]>([
    ['a choice to a text question', TEXT, { choice: 0 }],
    ['a choice with a text to a text question', TEXT, { choice: 0, text: 'Obrigado' }],
    ['no text to a text question', TEXT, {}],
    ['a blank text to a text question', TEXT, { text: '  ' }],
    ['a choice to an order question', ORDER, { choice: 0 }],
    ['a text that is not a string', ORDER, { text: 7 as unknown as string }],
  ])('refuses %s as of the wrong shape', (_label, question, answer) => {
    expect(judgeAnswer(question, answer)).toEqual({ valid: false, expected: 'text' });
  });
});

describe('the judge’s parts', () => {
  it('normalises case, spaces, quotes and final punctuation', () => {
    expect(normalizeAnswer('  I  Don’t   KNOW?! ')).toBe("i don't know");
    expect(normalizeAnswer('“Olá”, disse ele.')).toBe('"olá", disse ele');
  });

  it('drops apostrophes, and a hyphen as nothing or as a space', () => {
    expect(withoutApostrophesAndHyphens("i don't know")).toEqual(['i dont know']);
    expect(withoutApostrophesAndHyphens('guarda-chuva e guarda - sol')).toEqual(['guardachuva e guardasol', 'guarda chuva e guarda sol']);
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
