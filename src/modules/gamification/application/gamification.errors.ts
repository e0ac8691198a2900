import { DomainError, RateLimitedError } from '../../../shared/errors/index.js';
import { XP_ADD_RATE_LIMIT } from '../domain/xp-rules.js';

export class UnknownXpActionError extends DomainError {
  readonly code = 'GAMIFICATION.UNKNOWN_ACTION';
  readonly kind = 'invalid' as const;
  constructor() {
    super('Tipo de ação desconhecido.');
  }
}

export class InvalidXpReferenceError extends DomainError {
  readonly code = 'GAMIFICATION.INVALID_REFERENCE';
  readonly kind = 'invalid' as const;
  constructor(message = 'Referência inválida.') {
    super(message);
  }
}

export class InvalidXpGrantError extends DomainError {
  readonly code = 'GAMIFICATION.INVALID_GRANT';
  readonly kind = 'invalid' as const;
  constructor(message: string) {
    super(message);
  }
}

/** `POST /api/xp/add` called more often than XP_ADD_RATE_LIMIT allows (ADR 0017). */
export class XpAddRateLimitedError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super(
      'GAMIFICATION.XP_ADD_RATE_LIMITED',
      `Muitas requisições: no máximo ${XP_ADD_RATE_LIMIT.limit} por minuto. Tente novamente em ${Math.max(1, Math.ceil(retryAfterSeconds))} segundo(s).`,
      retryAfterSeconds,
    );
    this.params = { max: XP_ADD_RATE_LIMIT.limit, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) };
  }
}
