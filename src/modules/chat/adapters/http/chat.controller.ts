import { Body, Header, Param, Query, Req, Res } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ValidationFailedError } from '../../../../shared/errors/index.js';
import { CurrentMember, ForMembers, SessionWatch, type AuthenticatedMember } from '../../../identity/index.js';
import { ChatService } from '../../application/chat.service.js';
import { ChatStreamHub } from '../../application/chat-streams.service.js';
import { ChatMessageListDto, ChatMessagesQueryDto, ChatOnlineUserListDto, ChatPresenceDto, ChatRoomListDto, ChatSuccessDto, SendChatMessageDto, SendChatMessageResultDto } from './chat.dto.js';
import { ChatQueries } from '../persistence/chat.queries.js';
import { Endpoint } from '../../../../shared/http/endpoint.js';
import { resumeAfter } from '../../../../shared/http/sse-hub.js';
import { LastEventIdQueryDto, lastEventId, serveSseStream } from '../../../../shared/http/sse-stream.js';

const DEFAULT_CONNECTION = 'default';

/**
 * The chat for members (spec section 7, Chat): the spec's polling API and the
 * live stream. Visitors see Acesso Restrito: 401 for guests everywhere.
 */
@ForMembers('chat', 'chat')
export class ChatController {
  constructor(
    private readonly chat: ChatService,
    private readonly hub: ChatStreamHub,
    private readonly queries: ChatQueries,
    private readonly sessions: SessionWatch,
  ) {}

  @Endpoint({
    method: 'GET', path: 'rooms', operationId: 'listChatRooms', auth: 'member', ok: ChatRoomListDto,
    summary: 'The rooms, with how many members are present in each now',
  })
  @Header('Cache-Control', 'no-store')
  async listRooms(): Promise<ChatRoomListDto> {
    return { rooms: await this.chat.listRooms() };
  }

  @Endpoint({
    method: 'GET', path: 'rooms/:id/messages', operationId: 'listChatMessages', auth: 'member', ok: ChatMessageListDto,
    summary: "The latest messages (oldest first), those after a message (polling) or before one (history), without those of members the reader blocks",
    errors: { 400: 'after/before names no message of the room, or a bad limit', 404: 'Not found' },
  })
  @Header('Cache-Control', 'no-store')
  async listMessages(
    @CurrentMember() member: AuthenticatedMember,
    @Param('id') roomId: string,
    @Query() query: ChatMessagesQueryDto,
  ): Promise<ChatMessageListDto> {
    if (query.after !== undefined && query.before !== undefined) {
      throw ValidationFailedError.fromFields({ after: ['Use after ou before, não os dois.'] });
    }
    const messages = await this.chat.listMessages(member.id, roomId, query);
    return { messages };
  }

  @Endpoint({
    method: 'POST', path: 'rooms/:id/messages', operationId: 'sendChatMessage', auth: 'member', ok: SendChatMessageResultDto,
    summary: 'Post a message (plain text, 1 to 500 characters)',
    errors: { 403: 'The member is banned', 404: 'Not found', 429: 'Slow mode: at most 5 messages per 10 s per room (per room setting)' },
  })
  async sendMessage(
    @CurrentMember() member: AuthenticatedMember,
    @Param('id') roomId: string,
    @Body() body: SendChatMessageDto,
  ): Promise<SendChatMessageResultDto> {
    return { success: true, messageId: await this.chat.sendMessage(member.id, roomId, body.content) };
  }

  @Endpoint({
    method: 'GET', path: 'rooms/:id/users', operationId: 'listChatUsers', auth: 'member', ok: ChatOnlineUserListDto,
    summary: 'Members present in the room (a heartbeat within 30 s)',
    errors: { 404: 'Not found' },
  })
  @Header('Cache-Control', 'no-store')
  async listUsers(@Param('id') roomId: string): Promise<ChatOnlineUserListDto> {
    return { users: await this.chat.onlineUsers(roomId) };
  }

  @Endpoint({
    method: 'POST', path: 'rooms/:id/join', operationId: 'joinChatRoom', auth: 'member', status: 200, ok: ChatSuccessDto,
    summary: 'Enter the room with this tab',
    errors: { 404: 'Not found' },
  })
  async join(@CurrentMember() member: AuthenticatedMember, @Param('id') roomId: string, @Body() body: ChatPresenceDto): Promise<ChatSuccessDto> {
    await this.chat.beat(member.id, roomId, body.connectionId ?? DEFAULT_CONNECTION);
    return { success: true };
  }

  @Endpoint({
    method: 'POST', path: 'rooms/:id/presence', operationId: 'chatPresence', auth: 'member', status: 200, ok: ChatSuccessDto,
    summary: 'Heartbeat of this tab: present while one arrives every 30 s',
    errors: { 404: 'Not found' },
  })
  async presence(@CurrentMember() member: AuthenticatedMember, @Param('id') roomId: string, @Body() body: ChatPresenceDto): Promise<ChatSuccessDto> {
    await this.chat.beat(member.id, roomId, body.connectionId ?? DEFAULT_CONNECTION, 'heartbeat');
    return { success: true };
  }

  @Endpoint({
    method: 'POST', path: 'rooms/:id/leave', operationId: 'leaveChatRoom', auth: 'member', status: 200, ok: ChatSuccessDto,
    summary: 'Leave the room with this tab (other tabs keep the member present)',
    errors: { 404: 'Not found' },
  })
  async leave(@CurrentMember() member: AuthenticatedMember, @Param('id') roomId: string, @Body() body: ChatPresenceDto): Promise<ChatSuccessDto> {
    await this.chat.leave(member.id, roomId, body.connectionId ?? DEFAULT_CONNECTION);
    return { success: true };
  }

  @Endpoint({
    method: 'GET', path: 'rooms/:id/stream', operationId: 'streamChatRoom', auth: 'member', ok: { type: 'string' }, produces: 'text/event-stream',
    summary: 'Live events of the room (Server-Sent Events): `message` (id = seq), `deleted`, `presence`, `end`; ' +
      'a heartbeat comment every 20 s. Resume with Last-Event-ID.',
    okDescription: 'An event stream',
    errors: { 404: 'Not found', 503: 'Too many open streams (5 per member, 1000 per instance); Retry-After' },
  })
  @ApiHeader({ name: 'Last-Event-ID', required: false, description: 'The id of the last event received: a message seq or a deletion seq' })
  async stream(
    @CurrentMember() member: AuthenticatedMember,
    @Param('id') roomId: string,
    @Query() query: LastEventIdQueryDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const lastSeq = lastEventId(req, query.lastEventId);
    await this.chat.assertRoom(roomId);
    this.hub.assertCapacity(member.id);
    await serveSseStream(req, res, this.hub, this.sessions, {
      memberId: member.id,
      roomId,
      lastSeq: resumeAfter(lastSeq, await this.queries.lastSeq(roomId)),
    });
  }
}
