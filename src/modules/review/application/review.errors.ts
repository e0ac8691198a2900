import { defineDomainError, defineRateLimitedError, segundos } from '../../../shared/errors/index.js';
import { REVIEW_ANSWER_RATE_LIMIT } from '../domain/limits.js';

/** Not a card of the member's deck: another member's, removed ("Não revisar mais"), or unknown; the same answer. */
export const CardNotFoundError = defineDomainError('REVIEW.CARD_NOT_FOUND', 'not_found', 'Cartão não encontrado.');

/** The `clientId` already answered another card: a client makes a fresh one for every answer. */
export const ClientIdReusedError = defineDomainError(
  'REVIEW.CLIENT_ID_REUSED',
  'conflict',
  'Este clientId já foi usado para responder outro cartão: gere um novo para cada resposta.',
);

/**
 * An answer of the wrong shape for its card, with the lesson quizzes' texts: `expected` says which
 * (`choice`: `{ choice: <index> }` with an option's index; `text`: `{ text }`, not blank).
 */
export const ReviewAnswerInvalidError = defineDomainError(
  'REVIEW.ANSWER_INVALID',
  'invalid',
  (p: { expected: 'choice' | 'text' }) => (p.expected === 'choice' ? 'Escolha uma das opções da pergunta.' : 'Escreva a resposta antes de verificar.'),
);

/** More answers than REVIEW_ANSWER_RATE_LIMIT allows (ADR 0017). */
export const ReviewRateLimitedError = defineRateLimitedError(
  'REVIEW.RATE_LIMITED',
  (p) => `Muitas respostas: no máximo ${p.max} por minuto. Tente novamente em ${segundos(p.seconds)}.`,
  { max: REVIEW_ANSWER_RATE_LIMIT.limit },
);
