import { RateLimitedError, defineDomainError } from '../../../shared/errors/index.js';
import { defineStreamsExhaustedError } from '../../../shared/http/sse-hub.js';

export const ChatRoomNotFoundError = defineDomainError('CHAT.ROOM_NOT_FOUND', 'not_found', 'Sala não encontrada.');
export const ChatMessageNotFoundError = defineDomainError('CHAT.MESSAGE_NOT_FOUND', 'not_found', 'Mensagem não encontrada.');
/** `after` or `before` names no message of the room. */
export const ChatCursorInvalidError = defineDomainError(
  'CHAT.CURSOR_INVALID',
  'invalid',
  'A mensagem de referência não existe nesta sala.',
);
export const ChatContentInvalidError = defineDomainError('CHAT.CONTENT_INVALID', 'invalid', 'Mensagem inválida.');

/** Slow mode: too many messages by the member in the room within the window. */
export class ChatSlowModeError extends RateLimitedError {
  constructor(retryAfterSeconds: number, limit: { maxMessages: number; windowSeconds: number }) {
    super(
      'CHAT.SLOW_MODE',
      `Modo lento: no máximo ${limit.maxMessages} mensagens a cada ${limit.windowSeconds} segundos. Aguarde um pouco.`,
      retryAfterSeconds,
    );
    this.params = { max: limit.maxMessages, seconds: limit.windowSeconds, retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)) };
  }
}

/** Too many open live streams (per member or on this instance): 503 with Retry-After. */
export const ChatStreamsExhaustedError = defineStreamsExhaustedError('CHAT.TOO_MANY_STREAMS', {
  member: 'Você já tem muitas abas do chat abertas. Feche alguma e tente de novo.',
  instance: 'O chat ao vivo está lotado agora. Tente de novo em instantes.',
});
