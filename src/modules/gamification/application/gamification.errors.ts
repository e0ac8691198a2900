import { defineDomainError, defineRateLimitedError, segundos } from '../../../shared/errors/index.js';
import { XP_ADD_RATE_LIMIT } from '../domain/xp-rules.js';

export const UnknownXpActionError = defineDomainError('GAMIFICATION.UNKNOWN_ACTION', 'invalid', 'Tipo de ação desconhecido.');

/**
 * `reason` says which rule failed: `type` (the reference type does not match the
 * action; `expectedType` and `actionType` name them) or `id` (not a uuid).
 */
export const InvalidXpReferenceError = defineDomainError(
  'GAMIFICATION.INVALID_REFERENCE',
  'invalid',
  (p: { reason: 'type'; expectedType: string; actionType: string } | { reason: 'id' }) =>
    p.reason === 'type' ? `referenceType deve ser ${p.expectedType} para ${p.actionType}.` : 'referenceId inválido.',
);

/** `reason`: `amount` (not an integer in 1..`max`), `reason` (missing or too long) or `id`. */
export const InvalidXpGrantError = defineDomainError(
  'GAMIFICATION.INVALID_GRANT',
  'invalid',
  (p: { reason: 'amount'; max: number } | { reason: 'reason' | 'id' }) =>
    p.reason === 'amount'
      ? `A quantidade de XP deve ser um número inteiro entre 1 e ${'max' in p ? p.max : ''}.`
      : p.reason === 'reason'
        ? 'Informe o motivo (até 500 caracteres).'
        : 'Identificador inválido.',
);

/** `POST /api/xp/add` called more often than XP_ADD_RATE_LIMIT allows (ADR 0017). */
export const XpAddRateLimitedError = defineRateLimitedError(
  'GAMIFICATION.XP_ADD_RATE_LIMITED',
  (p) => `Muitas requisições: no máximo ${p.max} por minuto. Tente novamente em ${segundos(p.seconds)}.`,
  { max: XP_ADD_RATE_LIMIT.limit },
);
