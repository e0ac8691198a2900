import { z } from '../../../../lib/forms/zod';
import type { FieldSchemas, Translate } from '../../../../lib/forms/fieldSchemas';
import type { FieldLimit } from '../../../../lib/api/limits';
import type { AdminQuizQuestion, PromptLanguage, QuestionType, QuizQuestion } from '../api/quizApi';

type ListLimit = { readonly minItems?: number; readonly maxItems?: number; readonly items?: FieldLimit };

/** The limits of a quiz as the server declares them (ADR 0045). */
export interface QuizLimits {
  questions: ListLimit;
  prompt: FieldLimit;
  explanation: FieldLimit;
  choices: ListLimit;
  acceptedAnswers: ListLimit;
  distractors: ListLimit;
  /** An `order` question's tiles: the words of its first accepted answer plus its distractors. */
  maxTiles: number;
}

export const QUESTION_TYPES = ['choice', 'text', 'order'] as const satisfies readonly QuestionType[];
export const PROMPT_LANGUAGES = ['pt', 'en'] as const satisfies readonly PromptLanguage[];

/** One line of a list (react-hook-form's field arrays hold objects). */
export interface Line {
  text: string;
}

export interface QuestionValues {
  /** Kept across edits: members' answers and XP stay attached to an unchanged question. */
  id?: string;
  type: QuestionType;
  prompt: string;
  promptLanguage: PromptLanguage;
  explanation: string;
  choices: Line[];
  /** The right option's index; -1 until one is marked. */
  correctChoice: number;
  acceptedAnswers: Line[];
  strictAccents: boolean;
  distractors: Line[];
}

export interface QuizValues {
  questions: QuestionValues[];
}

/** The words of an `order` question's sentence, as its tiles show them. */
export const wordsOf = (sentence: string): string[] => sentence.trim().split(/\s+/u).filter((word) => word !== '');

export function emptyQuestion(type: QuestionType = 'choice'): QuestionValues {
  return {
    type,
    prompt: '',
    promptLanguage: 'pt',
    explanation: '',
    choices: [{ text: '' }, { text: '' }],
    correctChoice: -1,
    acceptedAnswers: [{ text: '' }],
    strictAccents: false,
    distractors: [],
  };
}

const lines = (values: readonly string[] | null | undefined, atLeast: number): Line[] => {
  const out = (values ?? []).map((text) => ({ text }));
  while (out.length < atLeast) out.push({ text: '' });
  return out;
};

/** The editor's values for a saved question; the lists of the other kinds start as a new question's. */
export function toValues(question: AdminQuizQuestion): QuestionValues {
  return {
    id: question.id,
    type: question.type,
    prompt: question.prompt,
    promptLanguage: question.promptLanguage,
    explanation: question.explanation ?? '',
    choices: lines(question.choices, 2),
    correctChoice: question.correctChoice ?? -1,
    acceptedAnswers: lines(question.acceptedAnswers, 1),
    strictAccents: question.strictAccents ?? false,
    distractors: lines(question.distractors, 0),
  };
}

const texts = (list: Line[]) => list.map((line) => line.text.trim());

/** The `PUT` body's question: only the fields of its kind. */
export function toRequest(values: QuestionValues): AdminQuizQuestion {
  const base = {
    ...(values.id ? { id: values.id } : {}),
    type: values.type,
    prompt: values.prompt.trim(),
    promptLanguage: values.promptLanguage,
    explanation: values.explanation.trim() === '' ? null : values.explanation.trim(),
  };
  switch (values.type) {
    case 'choice':
      return { ...base, choices: texts(values.choices), correctChoice: values.correctChoice, strictAccents: false };
    case 'text':
      return { ...base, acceptedAnswers: texts(values.acceptedAnswers), strictAccents: values.strictAccents };
    case 'order':
      return { ...base, acceptedAnswers: texts(values.acceptedAnswers), strictAccents: values.strictAccents, distractors: texts(values.distractors) };
  }
}

/** The question as a member receives it, for the editor's preview (tiles in a shuffled order). */
export function toPreview(values: QuestionValues, shuffle: <T>(items: T[]) => T[]): QuizQuestion {
  const request = toRequest(values);
  return {
    id: values.id ?? 'preview',
    type: values.type,
    prompt: request.prompt,
    promptLanguage: request.promptLanguage,
    explanationAvailable: Boolean(request.explanation),
    choices: values.type === 'choice' ? (request.choices ?? []) : undefined,
    tiles: values.type === 'order' ? shuffle([...wordsOf(request.acceptedAnswers?.[0] ?? ''), ...(request.distractors ?? [])]) : undefined,
  };
}

/** Fisher–Yates, with `random` in [0, 1). */
export function shuffled<T>(items: T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * The editor's schema: every limit comes from `limits` (the OpenAPI document's), each broken
 * one with its own text in the reader's language. Only the fields of a question's kind count.
 */
export function quizSchema(fields: FieldSchemas, t: Translate, limits: QuizLimits) {
  const item = (limit: ListLimit) => z.object({ text: fields.text(limit.items ?? {}, { required: t('learning:quizEditor.errors.blankLine') }) });
  const anyLines = z.array(z.object({ text: z.string() }));
  const count = (limit: ListLimit, list: readonly unknown[]) => ({
    below: limit.minItems !== undefined && list.length < limit.minItems,
    above: limit.maxItems !== undefined && list.length > limit.maxItems,
  });
  const common = {
    id: z.string().optional(),
    prompt: fields.text(limits.prompt),
    promptLanguage: z.enum(PROMPT_LANGUAGES),
    explanation: fields.text(limits.explanation),
  };
  const choice = z
    .object({ ...common, type: z.literal('choice'), choices: z.array(item(limits.choices)), correctChoice: z.number(), acceptedAnswers: anyLines, distractors: anyLines, strictAccents: z.boolean() })
    .superRefine((question, ctx) => {
      const { below, above } = count(limits.choices, question.choices);
      if (below || above) {
        ctx.addIssue({ code: 'custom', path: ['choices'], message: t('learning:quizEditor.errors.choices', { min: limits.choices.minItems, max: limits.choices.maxItems }) });
      }
      if (question.correctChoice < 0 || question.correctChoice >= question.choices.length) {
        ctx.addIssue({ code: 'custom', path: ['correctChoice'], message: t('learning:quizEditor.errors.correctChoice') });
      }
    });
  const answersCheck = (question: { acceptedAnswers: Line[] }, ctx: z.RefinementCtx) => {
    const { below, above } = count(limits.acceptedAnswers, question.acceptedAnswers);
    if (below || above) {
      ctx.addIssue({
        code: 'custom',
        path: ['acceptedAnswers'],
        message: t('learning:quizEditor.errors.acceptedAnswers', { min: limits.acceptedAnswers.minItems, max: limits.acceptedAnswers.maxItems }),
      });
    }
  };
  const text = z
    .object({ ...common, type: z.literal('text'), acceptedAnswers: z.array(item(limits.acceptedAnswers)), strictAccents: z.boolean(), choices: anyLines, correctChoice: z.number(), distractors: anyLines })
    .superRefine(answersCheck);
  const order = z
    .object({
      ...common,
      type: z.literal('order'),
      acceptedAnswers: z.array(item(limits.acceptedAnswers)),
      strictAccents: z.boolean(),
      distractors: z.array(item(limits.distractors)),
      choices: anyLines,
      correctChoice: z.number(),
    })
    .superRefine((question, ctx) => {
      answersCheck(question, ctx);
      if (count(limits.distractors, question.distractors).above) {
        ctx.addIssue({ code: 'custom', path: ['distractors'], message: t('learning:quizEditor.errors.distractors', { count: limits.distractors.maxItems }) });
      }
      const tiles = wordsOf(question.acceptedAnswers[0]?.text ?? '').length + question.distractors.length;
      if (tiles > limits.maxTiles) {
        ctx.addIssue({ code: 'custom', path: ['acceptedAnswers'], message: t('learning:quizEditor.errors.tiles', { max: limits.maxTiles, tiles }) });
      }
    });
  return z
    .object({ questions: z.array(z.discriminatedUnion('type', [choice, text, order])) })
    .superRefine((quiz, ctx) => {
      const { below, above } = count(limits.questions, quiz.questions);
      if (below || above) {
        ctx.addIssue({ code: 'custom', path: ['questions'], message: t('learning:quizEditor.errors.questions', { min: limits.questions.minItems, max: limits.questions.maxItems }) });
      }
    });
}
