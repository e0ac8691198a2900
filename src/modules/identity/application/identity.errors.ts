import { defineDomainError, defineRateLimitedError, segundos, minutos } from '../../../shared/errors/index.js';

export const OAuthStateInvalidError = defineDomainError(
  'IDENTITY.OAUTH_STATE_INVALID',
  'unauthenticated',
  'Erro de validação OAuth. Tente fazer login novamente.',
);

export const OAuthCodeRejectedError = defineDomainError(
  'IDENTITY.OAUTH_CODE_REJECTED',
  'unauthenticated',
  'Falha na autenticação. Tente novamente.',
);

export const NotSignedInError = defineDomainError('IDENTITY.NOT_SIGNED_IN', 'unauthenticated', 'Faça login para continuar.');

export const NotAdministratorError = defineDomainError(
  'IDENTITY.NOT_ADMINISTRATOR',
  'forbidden',
  'Você não tem permissão para acessar esta área.',
);

export const AdminCredentialsInvalidError = defineDomainError(
  'IDENTITY.ADMIN_CREDENTIALS_INVALID',
  'unauthenticated',
  'Credenciais administrativas inválidas!',
);

/** The account's back-off after failed attempts (ADR 0017). */
export const AdminLoginThrottledError = defineRateLimitedError(
  'IDENTITY.ADMIN_LOGIN_THROTTLED',
  (p) => `Muitas tentativas de login. Tente novamente em ${segundos(p.seconds)}.`,
);

export const AdminLoginLockedError = defineRateLimitedError(
  'IDENTITY.ADMIN_LOGIN_LOCKED',
  (p) => `Muitas tentativas de login. Tente novamente em ${minutos(p.minutes)}.`,
);

/**
 * A suspended member's write or sign-in. Params: `reason`, `until` (ISO end of a
 * temporary ban, empty when permanent) and `permanent` (1 or 0) — ADR 0028.
 */
export const MemberBannedError = defineDomainError<{ reason: string; until: string; permanent: number }>(
  'IDENTITY.MEMBER_BANNED',
  'forbidden',
  'Sua conta está suspensa e não pode realizar esta ação.',
);

/** The MemberBannedError of a ban in force, with its reason and end as params. */
export function memberBanned(ban: { banReason: string | null; bannedUntil: Date | null; bannedPermanently: boolean }) {
  return new MemberBannedError({
    reason: ban.banReason ?? '',
    until: ban.bannedPermanently ? '' : (ban.bannedUntil?.toISOString() ?? ''),
    permanent: ban.bannedPermanently ? 1 : 0,
  });
}

export const MemberNotFoundError = defineDomainError('IDENTITY.MEMBER_NOT_FOUND', 'not_found', 'Usuário não encontrado');


/** One copy of a member's data a day (ADR 0106). */
export const DataExportLimitedError = defineRateLimitedError<{ hours: number }>(
  'IDENTITY.DATA_EXPORT_LIMITED',
  (p) => `Você já pediu uma cópia dos seus dados nas últimas 24 horas. Tente novamente em ${p.hours} ${p.hours === 1 ? 'hora' : 'horas'}.`,
);

export const DataExportNotFoundError = defineDomainError('IDENTITY.DATA_EXPORT_NOT_FOUND', 'not_found', 'Arquivo não encontrado ou expirado.');
