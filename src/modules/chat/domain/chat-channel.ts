/**
 * The one PostgreSQL NOTIFY channel of the chat (ADR 0024). Payloads are ids:
 * every instance reads the rows itself.
 *   message:<roomId>:<messageId>   a message was posted
 *   deleted:<roomId>:<messageId>   an administrator deleted a message
 *   presence:<roomId>              someone arrived in or left the room
 */
export const CHAT_CHANNEL = 'chat';

export type ChatSignal =
  | { kind: 'message'; roomId: string; messageId: string }
  | { kind: 'deleted'; roomId: string; messageId: string }
  | { kind: 'presence'; roomId: string };

export function encodeSignal(signal: ChatSignal): string {
  return signal.kind === 'presence' ? `presence:${signal.roomId}` : `${signal.kind}:${signal.roomId}:${signal.messageId}`;
}

export function decodeSignal(payload: string): ChatSignal | null {
  const [kind, roomId, messageId] = payload.split(':');
  if (!roomId) return null;
  if (kind === 'presence') return { kind, roomId };
  if ((kind === 'message' || kind === 'deleted') && messageId) return { kind, roomId, messageId };
  return null;
}
