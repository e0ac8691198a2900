import { defineDomainError, defineRateLimitedError, segundos, minutos } from '../../../shared/errors/index.js';
import { BLOCK_WRITES_PER_MINUTE } from '../domain/blocks.js';

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

/** A member cannot block themselves (ADR 0101). */
export const CannotBlockSelfError = defineDomainError('IDENTITY.CANNOT_BLOCK_SELF', 'invalid', 'Você não pode bloquear a própria conta.');

/** Administrators stay visible to everyone: they moderate what members see (ADR 0101). */
export const CannotBlockAdministratorError = defineDomainError(
  'IDENTITY.CANNOT_BLOCK_ADMINISTRATOR',
  'invalid',
  'Não é possível bloquear quem faz parte da administração.',
);

/** The member already blocks MAX_BLOCKS_PER_MEMBER members. */
export const BlockLimitReachedError = defineDomainError<{ max: number }>(
  'IDENTITY.BLOCK_LIMIT_REACHED',
  'conflict',
  'Você atingiu o limite de bloqueios. Desfaça um bloqueio para bloquear outra pessoa.',
);

/** Blocks and unblocks beyond BLOCK_WRITES_PER_MINUTE (ADR 0017). */
export const BlockWritesRateLimitedError = defineRateLimitedError(
  'IDENTITY.BLOCK_RATE_LIMITED',
  (p) => `Muitas alterações de bloqueio: no máximo ${p.max} por minuto. Tente novamente em ${segundos(p.seconds)}.`,
  { max: BLOCK_WRITES_PER_MINUTE.limit },
);

/** An acceptance of a version of the Termos de Uso or the Política de Privacidade that is not the one in force (ADR 0110). */
export const ConsentVersionNotCurrentError = defineDomainError<{ document: string }>(
  'IDENTITY.CONSENT_VERSION_NOT_CURRENT',
  'invalid',
  'Os termos mudaram enquanto você lia. Recarregue a página e aceite a versão atual.',
);

/**
 * A member's write before they accepted the Termos de Uso and the Política de Privacidade in
 * force (ADR 0110): the SPA shows its consent screen on this code.
 */
export const ConsentRequiredError = defineDomainError(
  'IDENTITY.CONSENT_REQUIRED',
  'forbidden',
  'Aceite os Termos de Uso e a Política de Privacidade em vigor para continuar.',
);

/** One copy of a member's data a day (ADR 0106). */
export const DataExportLimitedError = defineRateLimitedError<{ hours: number }>(
  'IDENTITY.DATA_EXPORT_LIMITED',
  (p) => `Você já pediu uma cópia dos seus dados nas últimas 24 horas. Tente novamente em ${p.hours} ${p.hours === 1 ? 'hora' : 'horas'}.`,
);

export const DataExportNotFoundError = defineDomainError('IDENTITY.DATA_EXPORT_NOT_FOUND', 'not_found', 'Arquivo não encontrado ou expirado.');

/** The name typed to confirm a deletion is not the member's (ADR 0108). */
export const DeletionConfirmationMismatchError = defineDomainError(
  'IDENTITY.DELETION_CONFIRMATION_MISMATCH',
  'invalid',
  'Digite o seu nome exatamente como aparece no seu perfil para confirmar a exclusão.',
);

/**
 * A write by a member whose deletion is scheduled (ADR 0108): until they cancel it, the
 * session only shows the date and offers to cancel. Param: `scheduledFor` (ISO).
 */
export const DeletionScheduledError = defineDomainError<{ scheduledFor: string }>(
  'IDENTITY.DELETION_SCHEDULED',
  'forbidden',
  'A exclusão da sua conta está agendada. Cancele a exclusão para continuar usando o Poliglota.',
);

/** The erasure already started: a deletion can no longer be cancelled (ADR 0108). */
export const DeletionUnderWayError = defineDomainError(
  'IDENTITY.DELETION_UNDER_WAY',
  'conflict',
  'A exclusão da sua conta já começou e não pode mais ser cancelada.',
);
