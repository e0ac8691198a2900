import type { Validated } from '../../../../shared/errors/index.js';
import { normalizeLine } from '../../../../shared/text/normalize.js';

/** The kinds of question (issue 33): one right option, a typed answer, a sentence built from tiles. */
export const QUIZ_QUESTION_TYPES = ['choice', 'text', 'order'] as const;
export type QuizQuestionType = (typeof QUIZ_QUESTION_TYPES)[number];

/** The language a prompt is written in, so the page can mark it with `lang`. */
export const QUIZ_PROMPT_LANGUAGES = ['pt', 'en'] as const;
export type QuizPromptLanguage = (typeof QUIZ_PROMPT_LANGUAGES)[number];

/** The editor's limits (issue 33); the DTOs carry them into the OpenAPI document (ADR 0045). */
export const QUIZ_LIMITS = {
  questionsMin: 1,
  questionsMax: 20,
  promptMax: 300,
  explanationMax: 500,
  choicesMin: 2,
  choicesMax: 6,
  choiceMax: 200,
  answersMin: 1,
  answersMax: 10,
  answerMax: 200,
  tilesMax: 12,
  distractorsMax: 6,
  /** A member's typed answer; longer is not an answer. */
  memberAnswerMax: 1000,
} as const;

/** Attempts a member may send per minute, all quizzes together (ADR 0092). */
export const QUIZ_ANSWER_RATE_LIMIT = { limit: 30, windowSeconds: 60 } as const;

export const QUIZ_MESSAGES = {
  questionsCount: `Um quiz tem de ${QUIZ_LIMITS.questionsMin} a ${QUIZ_LIMITS.questionsMax} perguntas.`,
  type: 'O tipo da pergunta deve ser choice, text ou order.',
  promptRequired: 'Escreva o enunciado da pergunta.',
  promptTooLong: `O enunciado pode ter até ${QUIZ_LIMITS.promptMax} caracteres.`,
  promptLanguage: 'O idioma do enunciado deve ser pt ou en.',
  explanationTooLong: `A explicação pode ter até ${QUIZ_LIMITS.explanationMax} caracteres.`,
  choicesCount: `Uma pergunta de escolha tem de ${QUIZ_LIMITS.choicesMin} a ${QUIZ_LIMITS.choicesMax} opções.`,
  choiceLength: `Cada opção tem de 1 a ${QUIZ_LIMITS.choiceMax} caracteres.`,
  choicesRepeated: 'As opções devem ser diferentes umas das outras.',
  correctChoice: 'Marque exatamente uma opção certa.',
  answersCount: `Informe de ${QUIZ_LIMITS.answersMin} a ${QUIZ_LIMITS.answersMax} respostas aceitas.`,
  answerLength: `Cada resposta aceita tem de 1 a ${QUIZ_LIMITS.answerMax} caracteres.`,
  distractorsCount: `Uma pergunta de ordenar tem no máximo ${QUIZ_LIMITS.distractorsMax} peças extras.`,
  distractorLength: `Cada peça extra tem de 1 a ${QUIZ_LIMITS.answerMax} caracteres.`,
  tilesCount: `Uma pergunta de ordenar tem no máximo ${QUIZ_LIMITS.tilesMax} peças (palavras da primeira resposta mais as extras).`,
  strictAccents: 'strictAccents deve ser true ou false.',
  id: 'Identificador de pergunta inválido.',
  idRepeated: 'A mesma pergunta aparece duas vezes.',
} as const;

/** A question as the administrator writes it and the server keeps it. */
export interface QuizQuestion {
  id: string;
  type: QuizQuestionType;
  prompt: string;
  promptLanguage: QuizPromptLanguage;
  explanation: string | null;
  /** `choice`: the options, in the administrator's order. */
  choices: string[] | null;
  /** `choice`: the index of the right option. */
  correctChoice: number | null;
  /** `text` and `order`: the accepted answers (the first is the one shown as expected). */
  acceptedAnswers: string[] | null;
  /** `text` and `order`: an answer that misses only accents is wrong (with the same note). */
  strictAccents: boolean;
  /** `order`: extra tiles that belong to no answer. */
  distractors: string[] | null;
}

/** A question of a PUT: `id` names one to keep; its other fields are as the form sent them. */
export interface QuizQuestionInput {
  id?: string | null;
  type?: string;
  prompt?: string;
  promptLanguage?: string;
  explanation?: string | null;
  choices?: string[] | null;
  correctChoice?: number | null;
  acceptedAnswers?: string[] | null;
  strictAccents?: boolean | null;
  distractors?: string[] | null;
}

/** A valid question before ids are decided: `id` is the one the form named, if any. */
export type ValidQuizQuestion = Omit<QuizQuestion, 'id'> & { id: string | null };

/** The words of an answer as tiles: one space between them, the answer's case and punctuation kept. */
export function answerWords(answer: string): string[] {
  const line = normalizeLine(answer);
  return line === '' ? [] : line.split(' ');
}

/** An `order` question's tiles before shuffling: the first accepted answer's words plus the distractors. */
export function orderTiles(question: Pick<QuizQuestion, 'acceptedAnswers' | 'distractors'>): string[] {
  return [...answerWords(question.acceptedAnswers?.[0] ?? ''), ...(question.distractors ?? []).map(normalizeLine)];
}

/** The tiles in a random order (Fisher–Yates); `random` is injectable for tests. */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const isUuidLike = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

function lines(values: unknown, field: string, min: number, max: number, countMessage: string, lengthMessage: string, problems: Record<string, string[]>): string[] | null {
  if (!Array.isArray(values) || values.length < min || values.length > max) {
    problems[field] = [countMessage];
    return null;
  }
  const out = values.map((v) => (typeof v === 'string' ? normalizeLine(v) : ''));
  const bad = out.findIndex((v) => v.length < 1 || v.length > QUIZ_LIMITS.answerMax);
  if (bad >= 0) {
    problems[`${field}.${bad}`] = [lengthMessage];
    return null;
  }
  return out;
}

/**
 * The rules a quiz's form must meet, with the editor's messages per field (`questions.2.choices`
 * and so on). The DTO has already refused wrong types and most lengths; the rules that tie one
 * field to another (exactly one right option, tiles within the limit, a kind's own fields) are here.
 */
export function validateQuiz(questions: readonly QuizQuestionInput[] | undefined): Validated<ValidQuizQuestion[]> {
  const problems: Record<string, string[]> = {};
  if (!Array.isArray(questions) || questions.length < QUIZ_LIMITS.questionsMin || questions.length > QUIZ_LIMITS.questionsMax) {
    return { ok: false, fields: { questions: [QUIZ_MESSAGES.questionsCount] } };
  }
  const seen = new Set<string>();
  const out: ValidQuizQuestion[] = [];
  questions.forEach((q, i) => {
    const at = (field: string) => `questions.${i}.${field}`;
    const fail = (field: string, message: string) => {
      problems[at(field)] = [message];
    };
    const id = q.id ? q.id.toLowerCase() : null;
    if (id !== null) {
      if (!isUuidLike(id)) fail('id', QUIZ_MESSAGES.id);
      else if (seen.has(id)) fail('id', QUIZ_MESSAGES.idRepeated);
      seen.add(id);
    }
    const type = QUIZ_QUESTION_TYPES.find((t) => t === q.type);
    if (!type) return fail('type', QUIZ_MESSAGES.type);
    const prompt = normalizeLine(q.prompt ?? '');
    if (!prompt) fail('prompt', QUIZ_MESSAGES.promptRequired);
    else if (prompt.length > QUIZ_LIMITS.promptMax) fail('prompt', QUIZ_MESSAGES.promptTooLong);
    const promptLanguage = QUIZ_PROMPT_LANGUAGES.find((l) => l === q.promptLanguage);
    if (!promptLanguage) fail('promptLanguage', QUIZ_MESSAGES.promptLanguage);
    const explanation = q.explanation ? q.explanation.trim() : '';
    if (explanation.length > QUIZ_LIMITS.explanationMax) fail('explanation', QUIZ_MESSAGES.explanationTooLong);

    const local: Record<string, string[]> = {};
    let choices: string[] | null = null;
    let correctChoice: number | null = null;
    let acceptedAnswers: string[] | null = null;
    let distractors: string[] | null = null;
    if (type === 'choice') {
      choices = lines(q.choices, at('choices'), QUIZ_LIMITS.choicesMin, QUIZ_LIMITS.choicesMax, QUIZ_MESSAGES.choicesCount, QUIZ_MESSAGES.choiceLength, local);
      if (choices && new Set(choices.map((c) => c.toLowerCase())).size !== choices.length) local[at('choices')] = [QUIZ_MESSAGES.choicesRepeated];
      const index = q.correctChoice;
      if (choices && (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= choices.length)) {
        local[at('correctChoice')] = [QUIZ_MESSAGES.correctChoice];
      }
      correctChoice = typeof index === 'number' ? index : null;
    } else {
      acceptedAnswers = lines(q.acceptedAnswers, at('acceptedAnswers'), QUIZ_LIMITS.answersMin, QUIZ_LIMITS.answersMax, QUIZ_MESSAGES.answersCount, QUIZ_MESSAGES.answerLength, local);
      if (type === 'order') {
        distractors = lines(q.distractors ?? [], at('distractors'), 0, QUIZ_LIMITS.distractorsMax, QUIZ_MESSAGES.distractorsCount, QUIZ_MESSAGES.distractorLength, local);
        if (acceptedAnswers && distractors && orderTiles({ acceptedAnswers, distractors }).length > QUIZ_LIMITS.tilesMax) {
          local[at('distractors')] = [QUIZ_MESSAGES.tilesCount];
        }
      }
    }
    Object.assign(problems, local);
    if (!prompt || !promptLanguage || Object.keys(local).length > 0) return;
    out.push({
      id,
      type,
      prompt,
      promptLanguage,
      explanation: explanation || null,
      choices,
      correctChoice,
      acceptedAnswers,
      strictAccents: type !== 'choice' && q.strictAccents === true,
      distractors: type === 'order' ? distractors : null,
    });
  });
  if (Object.keys(problems).length > 0) return { ok: false, fields: problems };
  return { ok: true, value: out };
}

/** Two questions ask the same thing with the same answers (a PUT without ids keeps the old id). */
export function sameQuestion(a: Omit<QuizQuestion, 'id'>, b: Omit<QuizQuestion, 'id'>): boolean {
  return (
    a.type === b.type &&
    a.prompt === b.prompt &&
    a.promptLanguage === b.promptLanguage &&
    JSON.stringify(a.choices) === JSON.stringify(b.choices) &&
    a.correctChoice === b.correctChoice &&
    JSON.stringify(a.acceptedAnswers) === JSON.stringify(b.acceptedAnswers) &&
    JSON.stringify(a.distractors ?? []) === JSON.stringify(b.distractors ?? [])
  );
}
