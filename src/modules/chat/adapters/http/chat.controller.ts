import { Body, Controller, Header, Param, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ValidationFailedError } from '../../../../shared/errors/index.js';
import { CurrentMember, MemberGuard, SessionWatch, type AuthenticatedMember } from '../../../identity/index.js';
import { ChatService } from '../../application/chat.service.js';
import { ChatStreamHub, type StreamSink } from '../../application/chat-streams.service.js';
import {
  ChatMessageListDto,
  ChatMessagesQueryDto,
  ChatOnlineUserListDto,
  ChatPresenceDto,
  ChatRoomListDto,
  ChatStreamQueryDto,
  ChatSuccessDto,
  SendChatMessageDto,
  SendChatMessageResultDto,
} from './chat.dto.js';
import { ChatQueries } from '../persistence/chat.queries.js';
import { Endpoint } from '../../../../shared/http/endpoint.js';

const DEFAULT_CONNECTION = 'default';

/**
 * The chat for members (spec section 7, Chat): the spec's polling API and the
 * live stream. Visitors see Acesso Restrito: 401 for guests everywhere.
 */
@ApiTags('chat')
@UseGuards(MemberGuard)
@Controller('chat')
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
    summary: 'The latest messages (oldest first), those after a message (polling) or before one (history)',
    errors: { 400: 'after/before names no message of the room, or a bad limit', 404: 'Not found' },
  })
  @Header('Cache-Control', 'no-store')
  async listMessages(@Param('id') roomId: string, @Query() query: ChatMessagesQueryDto): Promise<ChatMessageListDto> {
    if (query.after !== undefined && query.before !== undefined) {
      throw ValidationFailedError.fromFields({ after: ['Use after ou before, não os dois.'] });
    }
    const messages = await this.chat.listMessages(roomId, query);
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
    await this.chat.beat(member.id, roomId, body.connectionId ?? DEFAULT_CONNECTION);
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
    @Query() query: ChatStreamQueryDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const header = req.headers['last-event-id'];
    let lastSeq: number | undefined = query.lastEventId;
    if (typeof header === 'string' && header !== '') {
      if (!/^\d{1,15}$/.test(header)) throw ValidationFailedError.fromFields({ 'Last-Event-ID': ['Last-Event-ID inválido.'] });
      lastSeq = Number(header);
    }
    await this.chat.assertRoom(roomId);
    this.hub.assertCapacity(member.id);
    lastSeq ??= await this.queries.lastSeq(roomId);

    // The stream is written on the response from here on (`@Res()`: Nest sends nothing more).
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform keeps proxies from buffering the stream.
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    });
    res.flushHeaders();
    req.socket.setNoDelay(true);
    req.socket.setKeepAlive(true);

    const sessionId = req.sessionID;
    const store = req.sessionStore;
    let ended = false;
    let stopWatching: (() => void) | undefined;
    const sink: StreamSink = {
      memberId: member.id,
      roomId,
      lastSeq,
      write: (chunk) => {
        if (ended || res.writableEnded || res.destroyed) return 0;
        res.write(chunk);
        return res.writableLength;
      },
      end: () => {
        if (ended) return;
        ended = true;
        stopWatching?.();
        // Ends now: a session save at the end of the response (the rolling expiry) would
        // hold the end back for a round trip, and at shutdown keep the connection open.
        (req as { session?: unknown }).session = undefined;
        if (!res.writableEnded) res.end();
      },
      stillValid: () =>
        new Promise((resolve) => {
          if (!store || !sessionId) return resolve(true);
          store.get(sessionId, (error, session) => {
            if (error) return resolve(true);
            const valid = (session as { memberId?: string } | null | undefined)?.memberId === member.id;
            // Without this, ending the response would save the request's copy of the session
            // and bring back a session that logout or a ban just removed.
            if (!valid) (req as { session?: unknown }).session = undefined;
            resolve(valid);
          });
        }),
    };
    res.write('retry: 3000\n: connected\n\n');
    res.on('close', () => {
      stopWatching?.();
      this.hub.close(sink);
    });
    // A logout or a ban on any instance ends the stream at once, not at the next heartbeat (ADR 0060).
    if (sessionId) {
      const stop = await this.sessions.watch(sessionId, () => this.hub.recheck(sink));
      if (ended || res.destroyed) stop();
      else stopWatching = stop;
    }
    try {
      await this.hub.open(sink);
    } catch {
      // Capacity taken between the check and now: the client retries after `retry`.
      sink.end();
      return;
    }
    // A logout or ban that committed before the watch began was not heard: read the session once more.
    this.hub.recheck(sink);
  }
}
