import { defineDomainError } from '../../../shared/errors/index.js';

export const UnsubscribeTokenInvalidError = defineDomainError(
  'IDENTITY.UNSUBSCRIBE_TOKEN_INVALID',
  'invalid',
  'Link de cancelamento inválido ou expirado.',
);

export const PushEndpointNotAllowedError = defineDomainError(
  'IDENTITY.PUSH_ENDPOINT_NOT_ALLOWED',
  'invalid',
  'Endereço de notificação push não permitido.',
);

export const PushSubscriptionNotFoundError = defineDomainError(
  'IDENTITY.PUSH_SUBSCRIPTION_NOT_FOUND',
  'not_found',
  'Inscrição de notificações push não encontrada.',
);
