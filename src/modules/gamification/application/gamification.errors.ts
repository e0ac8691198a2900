import { DomainError } from '../../../shared/errors/index.js';

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
