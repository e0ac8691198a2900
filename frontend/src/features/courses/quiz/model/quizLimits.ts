import { requestLimits } from '../../../../lib/api/limits';
import type { QuizLimits } from './quizForm';

const question = requestLimits.QuizQuestionBodyDto;

/** The quiz's limits as the OpenAPI document declares them (ADR 0045). */
export const quizLimits: QuizLimits = {
  questions: requestLimits.QuizBodyDto.questions,
  prompt: question.prompt,
  explanation: question.explanation,
  choices: question.choices,
  acceptedAnswers: question.acceptedAnswers,
  distractors: question.distractors,
  // The document says this one in words only (the distractors' description): the server's tilesMax.
  maxTiles: 12,
};

/** The longest answer a member may send. */
export const answerLimit = requestLimits.QuizAnswerInputDto.text;
