import { defineDomainError, defineRateLimitedError, DomainError } from '../../../shared/errors/index.js';
import { FLAGS_PER_DAY, type FlagDecision } from '../domain/flags.js';

export const BanReasonRequiredError = defineDomainError('ADMIN.BAN_REASON_REQUIRED', 'invalid', 'Motivo do banimento é obrigatório');
export const BanDurationInvalidError = defineDomainError(
  'ADMIN.BAN_DURATION_INVALID',
  'invalid',
  'Escolha 1, 3, 7, 30 ou 90 dias, ou banimento permanente',
);
export const GrantAmountInvalidError = defineDomainError(
  'ADMIN.GRANT_AMOUNT_INVALID',
  'invalid',
  'Quantidade de XP deve ser maior que 0',
);
export const GrantAmountTooLargeError = defineDomainError<{ max: number }>(
  'ADMIN.GRANT_AMOUNT_TOO_LARGE',
  'invalid',
  (p) => `Quantidade de XP deve ser no máximo ${p.max}`,
);
export const GrantReasonRequiredError = defineDomainError(
  'ADMIN.GRANT_REASON_REQUIRED',
  'invalid',
  'Motivo da concessão de XP é obrigatório',
);
export const IdempotencyKeyInvalidError = defineDomainError(
  'ADMIN.IDEMPOTENCY_KEY_INVALID',
  'invalid',
  'Idempotency-Key deve ter de 8 a 100 letras, dígitos, - ou _',
);
export const IdempotencyKeyReusedError = defineDomainError(
  'ADMIN.IDEMPOTENCY_KEY_REUSED',
  'conflict',
  'Esta chave de idempotência já foi usada em outra concessão',
);
export const AdminMemberNotFoundError = defineDomainError('ADMIN.MEMBER_NOT_FOUND', 'not_found', 'Usuário não encontrado');

export const FlagTargetNotFoundError = defineDomainError('ADMIN.FLAG_TARGET_NOT_FOUND', 'not_found', 'Conteúdo não encontrado');
export const FlagOwnItemError = defineDomainError('ADMIN.FLAG_OWN_ITEM', 'invalid', 'Você não pode denunciar o seu próprio conteúdo');
export const FlagsNotOpenError = defineDomainError('ADMIN.FLAGS_NOT_OPEN', 'not_found', 'Nenhuma denúncia aberta para este conteúdo');

const STANDING_DECISION: Record<FlagDecision, string> = {
  keep: 'o conteúdo foi mantido',
  remove: 'o conteúdo foi removido',
  gone: 'o conteúdo não existe mais',
};

/**
 * A decision on an item whose reports another decision already closed (ADR 0103): the body names
 * the decision that stands (`decision`, `decidedAt`), which the administrator's screen shows instead.
 */
export class FlagsAlreadyDecidedError extends DomainError {
  readonly code = 'ADMIN.FLAGS_ALREADY_DECIDED';
  readonly kind = 'conflict' as const;

  constructor(decision: FlagDecision, decidedAt: Date) {
    super(`Estas denúncias já foram decididas: ${STANDING_DECISION[decision]}.`);
    // `reason` picks the SPA's variant of the text (`FLAGS_ALREADY_DECIDED_keep`).
    this.params = { reason: decision };
    this.details.decision = decision;
    this.details.decidedAt = decidedAt.toISOString();
  }
}
export const FlagsDailyLimitError = defineRateLimitedError(
  'ADMIN.FLAGS_DAILY_LIMIT',
  (p: { max: number }) => `Você atingiu o limite de ${p.max} denúncias por dia. Tente novamente amanhã.`,
  { max: FLAGS_PER_DAY },
);
