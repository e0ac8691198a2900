import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/errors';
import type { components } from '../../../lib/api/schema';

export type ChatRoom = components['schemas']['ChatRoomDto'];
export type ChatMessage = components['schemas']['ChatMessageDto'];
export type OnlineUser = components['schemas']['ChatOnlineUserDto'];

/** The spec's refresh interval while a room is open and the live stream is unavailable. */
export const POLL_INTERVAL_MS = 3_000;
/** Heartbeats and room counts while the live stream carries messages and presence. */
export const LIVE_REFRESH_MS = 10_000;

export const chatKeys = {
  all: ['chat'] as const,
  rooms: ['chat', 'rooms'] as const,
  users: (roomId: string) => ['chat', 'users', roomId] as const,
};

export function useChatRooms(refetchInterval: number | false) {
  return useQuery({
    queryKey: chatKeys.rooms,
    queryFn: async () => unwrap(await api.GET('/api/chat/rooms')).rooms,
    refetchInterval,
  });
}

export function useOnlineUsers(roomId: string | null, refetchInterval: number | false) {
  return useQuery({
    queryKey: chatKeys.users(roomId ?? ''),
    queryFn: async () =>
      unwrap(await api.GET('/api/chat/rooms/{id}/users', { params: { path: { id: roomId! } } })).users,
    enabled: roomId !== null,
    refetchInterval,
  });
}

/** Messages of a room, oldest first: the latest page, those after one, or those before one. */
export async function fetchMessages(roomId: string, position: { after?: string; before?: string } = {}) {
  return unwrap(
    await api.GET('/api/chat/rooms/{id}/messages', {
      params: { path: { id: roomId }, query: { ...position, _: String(Date.now()) } },
    }),
  ).messages;
}

export function useSendMessage(roomId: string) {
  return useMutation({
    mutationFn: async (content: string) =>
      unwrap(await api.POST('/api/chat/rooms/{id}/messages', { params: { path: { id: roomId } }, body: { content } })),
  });
}

/** An administrator deletes a message: it disappears for everyone through the stream or the poll. */
export function useDeleteMessage() {
  return useMutation({
    mutationFn: async (messageId: string) =>
      unwrap(await api.DELETE('/api/admin/chat/messages/{id}', { params: { path: { id: messageId } } })),
  });
}

export type PresenceAction = 'join' | 'presence' | 'leave';

/** Join, heartbeat or leave with this tab. `keepalive` lets a leave outlive the page. */
export async function sendPresence(roomId: string, action: PresenceAction, connectionId: string, keepalive = false) {
  await fetch(`/api/chat/rooms/${encodeURIComponent(roomId)}/${action}`, {
    method: 'POST',
    credentials: 'include',
    keepalive,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ connectionId }),
  });
}
