import { defineDomainError, defineRateLimitedError, segundos } from '../../../../shared/errors/index.js';
import { QUIZ_ANSWER_RATE_LIMIT } from '../domain/quiz.js';

/** A question that is not the lesson's (another lesson's, removed, or never there). */
export const QuizQuestionNotFoundError = defineDomainError('COURSES.QUIZ_QUESTION_NOT_FOUND', 'not_found', 'Pergunta não encontrada');

/**
 * An answer of the wrong shape for its question: `expected` says which (`choice`: `{ choice: <index> }`
 * with an option's index; `text`: `{ text }`, not blank).
 */
export const QuizAnswerInvalidError = defineDomainError(
  'COURSES.QUIZ_ANSWER_INVALID',
  'invalid',
  (p: { expected: 'choice' | 'text' }) =>
    p.expected === 'choice' ? 'Escolha uma das opções da pergunta.' : 'Escreva a resposta antes de verificar.',
);

/** More attempts than QUIZ_ANSWER_RATE_LIMIT allows (ADR 0017, ADR 0092). */
export const QuizAnswerRateLimitedError = defineRateLimitedError(
  'COURSES.QUIZ_RATE_LIMITED',
  (p) => `Muitas respostas: no máximo ${p.max} por minuto. Tente novamente em ${segundos(p.seconds)}.`,
  { max: QUIZ_ANSWER_RATE_LIMIT.limit },
);
