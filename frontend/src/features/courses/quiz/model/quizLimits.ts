import { requestLimits } from '../../../../lib/api/limits';
import type { QuizLimits } from './quizForm';

const question = requestLimits.QuizQuestionBodyDto;

/**
 * The quiz's limits as the OpenAPI document declares them (ADR 0045), with their generated types:
 * the editor reads each count from here, never a number of its own.
 */
export const quizLimits = {
  questions: requestLimits.QuizBodyDto.questions,
  prompt: question.prompt,
  explanation: question.explanation,
  choices: question.choices,
  acceptedAnswers: question.acceptedAnswers,
  distractors: question.distractors,
  // The document says this one in words only (the distractors' description), since JSON Schema has
  // no keyword for a count across two fields: the server's QUIZ_LIMITS.tilesMax, until the document
  // carries it where the generator can read it.
  maxTiles: 12,
} as const satisfies QuizLimits;
