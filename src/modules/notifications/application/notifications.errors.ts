import { defineDomainError } from '../../../shared/errors/index.js';
import { defineStreamsExhaustedError } from '../../../shared/http/sse-hub.js';

// The codes keep the IDENTITY. prefix they were published with (the SPA and the
// OpenAPI document name them); they moved with the inbox and the streams (ADR 0082).

export const NotificationNotFoundError = defineDomainError(
  'IDENTITY.NOTIFICATION_NOT_FOUND',
  'not_found',
  'Notificação não encontrada',
);

/** Too many open event streams (per member or on this instance): 503 with Retry-After (ADR 0060). */
export const EventStreamsExhaustedError = defineStreamsExhaustedError('IDENTITY.TOO_MANY_STREAMS', {
  member: 'Você tem muitas abas abertas. Feche alguma e tente de novo.',
  instance: 'As atualizações ao vivo estão lotadas agora. Tente de novo em instantes.',
});
