import { DomainError, RateLimitedError } from '../../../shared/errors/index.js';

export class OAuthStateInvalidError extends DomainError {
  readonly code = 'IDENTITY.OAUTH_STATE_INVALID';
  readonly kind = 'unauthenticated' as const;
  constructor() {
    super('Erro de validação OAuth. Tente fazer login novamente.');
  }
}

export class OAuthCodeRejectedError extends DomainError {
  readonly code = 'IDENTITY.OAUTH_CODE_REJECTED';
  readonly kind = 'unauthenticated' as const;
  constructor() {
    super('Falha na autenticação. Tente novamente.');
  }
}

export class NotSignedInError extends DomainError {
  readonly code = 'IDENTITY.NOT_SIGNED_IN';
  readonly kind = 'unauthenticated' as const;
  constructor() {
    super('Faça login para continuar.');
  }
}

export class NotAdministratorError extends DomainError {
  readonly code = 'IDENTITY.NOT_ADMINISTRATOR';
  readonly kind = 'forbidden' as const;
  constructor() {
    super('Você não tem permissão para acessar esta área.');
  }
}

export class AdminCredentialsInvalidError extends DomainError {
  readonly code = 'IDENTITY.ADMIN_CREDENTIALS_INVALID';
  readonly kind = 'unauthenticated' as const;
  constructor() {
    super('Credenciais administrativas inválidas!');
  }
}

export class AdminLoginLockedError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super(
      'IDENTITY.ADMIN_LOGIN_LOCKED',
      `Muitas tentativas de login. Tente novamente em ${Math.ceil(retryAfterSeconds / 60)} minuto(s).`,
      retryAfterSeconds,
    );
  }
}

export class MemberBannedError extends DomainError {
  readonly code = 'IDENTITY.MEMBER_BANNED';
  readonly kind = 'forbidden' as const;
  /** `until` is the ISO end of a temporary ban, empty when permanent (ADR 0028). */
  constructor(ban?: { reason: string | null; until: Date | null; permanent: boolean }) {
    super('Sua conta está suspensa e não pode realizar esta ação.');
    if (ban) this.params = { reason: ban.reason ?? '', until: ban.until?.toISOString() ?? '', permanent: ban.permanent ? 1 : 0 };
  }
}

export class MemberNotFoundError extends DomainError {
  readonly code = 'IDENTITY.MEMBER_NOT_FOUND';
  readonly kind = 'not_found' as const;
  constructor() {
    super('Usuário não encontrado');
  }
}

export class NotificationNotFoundError extends DomainError {
  readonly code = 'IDENTITY.NOTIFICATION_NOT_FOUND';
  readonly kind = 'not_found' as const;
  constructor() {
    super('Notificação não encontrada');
  }
}
