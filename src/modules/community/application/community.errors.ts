import { DomainError, RateLimitedError, defineDomainError } from '../../../shared/errors/index.js';
import {
  COMMENT_INTERVAL_SECONDS,
  MAX_PENDING_POSTS,
  POST_INTERVAL_SECONDS,
} from '../domain/rate-limit.js';

export class PostNotFoundError extends DomainError {
  readonly code = 'COMMUNITY.POST_NOT_FOUND';
  readonly kind = 'not_found' as const;
  constructor() {
    super('Post não encontrado.');
  }
}

export class CommentNotFoundError extends DomainError {
  readonly code = 'COMMUNITY.COMMENT_NOT_FOUND';
  readonly kind = 'not_found' as const;
  constructor() {
    super('Comentário não encontrado.');
  }
}

/** The action needs a published post, and this one still waits in the review queue. */
export class PostNotApprovedError extends DomainError {
  readonly code = 'COMMUNITY.POST_NOT_APPROVED';
  readonly kind = 'conflict' as const;
  constructor(message = 'Este post ainda aguarda aprovação.') {
    super(message);
  }
}

/** Approve and reject act on the review queue only. */
export class PostNotPendingError extends DomainError {
  readonly code = 'COMMUNITY.POST_NOT_PENDING';
  readonly kind = 'conflict' as const;
  constructor(message = 'Este post já foi aprovado.') {
    super(message);
  }
}

/**
 * The quality badge is one way. The admin screen shows the body's `error`
 * field (spec: admin section 7), so it carries the message too.
 */
export class QualityBadgeAlreadyGivenError extends DomainError {
  readonly code = 'COMMUNITY.QUALITY_BADGE_ALREADY_GIVEN';
  readonly kind = 'conflict' as const;
  constructor() {
    super('Este post já possui o badge de qualidade');
    this.details.error = this.message;
  }
}

export class PostIntervalError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super(
      'COMMUNITY.POST_RATE_LIMITED',
      `Você pode enviar um post a cada ${POST_INTERVAL_SECONDS} segundos. Tente novamente em ${Math.ceil(retryAfterSeconds)} segundo(s).`,
      retryAfterSeconds,
    );
  }
}

export class TooManyPendingPostsError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super(
      'COMMUNITY.TOO_MANY_PENDING_POSTS',
      `Você já tem ${MAX_PENDING_POSTS} posts aguardando aprovação. Tente novamente depois que a moderação analisar algum deles.`,
      retryAfterSeconds,
    );
  }
}

export class CommentIntervalError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super(
      'COMMUNITY.COMMENT_RATE_LIMITED',
      `Você pode comentar a cada ${COMMENT_INTERVAL_SECONDS} segundos. Tente novamente em ${Math.ceil(retryAfterSeconds)} segundo(s).`,
      retryAfterSeconds,
    );
  }
}

/** The same comment (after normalisation) as the member's previous one on the post. */
export const DuplicateCommentError = defineDomainError('COMMUNITY.DUPLICATE_COMMENT', 'conflict', 'Você já enviou este comentário.');
