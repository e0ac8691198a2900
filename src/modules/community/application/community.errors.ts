import { defineDomainError, defineRateLimitedError, segundos } from '../../../shared/errors/index.js';
import {
  COMMENT_INTERVAL_SECONDS,
  MAX_PENDING_POSTS,
  POST_INTERVAL_SECONDS,
} from '../domain/rate-limit.js';

export const PostNotFoundError = defineDomainError('COMMUNITY.POST_NOT_FOUND', 'not_found', 'Post não encontrado.');

export const CommentNotFoundError = defineDomainError('COMMUNITY.COMMENT_NOT_FOUND', 'not_found', 'Comentário não encontrado.');

/** An error's message picked by its `reason` param from a table, the `default` one without a reason. */
function byReason<Reason extends string>(messages: Record<Reason | 'default', string>): (p: { reason?: Reason | 'default' }) => string {
  return (p) => messages[p.reason ?? 'default'];
}

const NOT_APPROVED = {
  default: 'Este post ainda aguarda aprovação.',
  comment: 'Só é possível comentar em posts publicados.',
  delete: 'Este post ainda aguarda aprovação: rejeite-o em vez de excluí-lo.',
  quality: 'Só posts publicados podem receber o badge de qualidade.',
};

/**
 * The action needs a published post, and this one still waits in the review queue.
 * `reason` names the action (`comment`, `delete`, `quality`); the SPA translates
 * `code` with it as context.
 */
export const PostNotApprovedError = defineDomainError('COMMUNITY.POST_NOT_APPROVED', 'conflict', byReason(NOT_APPROVED));

const NOT_PENDING = {
  default: 'Este post já foi aprovado.',
  reject: 'Só posts pendentes podem ser rejeitados; um post publicado pode ser excluído.',
};

/** Approve and reject act on the review queue only (`reason: 'reject'` for a reject). */
export const PostNotPendingError = defineDomainError('COMMUNITY.POST_NOT_PENDING', 'conflict', byReason(NOT_PENDING));

/** The quality badge is one way. */
export const QualityBadgeAlreadyGivenError = defineDomainError(
  'COMMUNITY.QUALITY_BADGE_ALREADY_GIVEN',
  'conflict',
  'Este post já possui o badge de qualidade',
);

export const PostIntervalError = defineRateLimitedError(
  'COMMUNITY.POST_RATE_LIMITED',
  (p) => `Você pode enviar um post a cada ${p.interval} segundos. Tente novamente em ${segundos(p.seconds)}.`,
  { interval: POST_INTERVAL_SECONDS },
);

export const TooManyPendingPostsError = defineRateLimitedError(
  'COMMUNITY.TOO_MANY_PENDING_POSTS',
  (p) => `Você já tem ${p.max} posts aguardando aprovação. Tente novamente depois que a moderação analisar algum deles.`,
  { max: MAX_PENDING_POSTS },
);

export const CommentIntervalError = defineRateLimitedError(
  'COMMUNITY.COMMENT_RATE_LIMITED',
  (p) => `Você pode comentar a cada ${p.interval} segundos. Tente novamente em ${segundos(p.seconds)}.`,
  { interval: COMMENT_INTERVAL_SECONDS },
);

/** The same comment (after normalisation) as the member's previous one on the post. */
export const DuplicateCommentError = defineDomainError('COMMUNITY.DUPLICATE_COMMENT', 'conflict', 'Você já enviou este comentário.');
