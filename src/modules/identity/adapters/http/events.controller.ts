import { Controller, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiPropertyOptional, ApiTags, IntersectionType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type { Request, Response } from 'express';
import { ValidationFailedError } from '../../../../shared/errors/index.js';
import { Endpoint } from '../../../../shared/http/endpoint.js';
import { LanguageQueryDto } from '../../../../shared/http/language.js';
import { IdentityApi } from '../../application/identity.api.js';
import { MemberStreamHub, type MemberStreamSink } from '../../application/member-streams.service.js';
import { NotificationsService } from '../../application/notifications.service.js';
import type { AuthenticatedMember } from '../../application/session.types.js';
import { CurrentMember, MemberGuard } from './guards.js';
import { SessionWatch } from './session-watch.js';

class EventStreamPositionDto {
  @ApiPropertyOptional({
    description: 'Resume after this event id (as the Last-Event-ID header does; the header wins)',
    minimum: 0,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'lastEventId deve ser um número inteiro' })
  @Min(0, { message: 'lastEventId deve ser pelo menos 0' })
  @Max(Number.MAX_SAFE_INTEGER, { message: 'lastEventId inválido' })
  lastEventId?: number;
}

export class EventStreamQueryDto extends IntersectionType(EventStreamPositionDto, LanguageQueryDto) {}

/**
 * The member's live events, one stream per tab (ADR 0060): what the bell, the
 * unread count, the XP toasts and the rank-up and badge celebrations show.
 */
@ApiTags('events')
@UseGuards(MemberGuard)
@Controller('events')
export class EventsController {
  constructor(
    private readonly hub: MemberStreamHub,
    private readonly identity: IdentityApi,
    private readonly notifications: NotificationsService,
    private readonly sessions: SessionWatch,
  ) {}

  @Endpoint({
    method: 'GET', operationId: 'streamMemberEvents', auth: 'member', ok: { type: 'string' }, produces: 'text/event-stream',
    summary:
      "The member's live events (Server-Sent Events): `notification` (as the inbox shows it, in the reader's language), " +
      '`unread` ({count}), `xp` ({amount, source, total}), `rank` ({level, name, badge_color, text_color}), ' +
      '`badge` ({id, code, name, description, icon, badge_color}), `ready` and `end` ({reason}); ' +
      'a heartbeat comment every 20 s. Resume with Last-Event-ID (events of the last 15 minutes).',
    okDescription: 'An event stream',
    errors: {
      403: 'The member is suspended (`IDENTITY.MEMBER_BANNED`)',
      503: 'Too many open streams (10 per member, 5000 per instance); Retry-After',
    },
  })
  @ApiHeader({ name: 'Last-Event-ID', required: false, description: 'The id of the last event received' })
  async stream(
    @CurrentMember() member: AuthenticatedMember,
    @Query() query: EventStreamQueryDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const header = req.headers['last-event-id'];
    let lastSeq: number | undefined = query.lastEventId;
    if (typeof header === 'string' && header !== '') {
      if (!/^\d{1,15}$/.test(header)) throw ValidationFailedError.fromFields({ 'Last-Event-ID': ['Last-Event-ID inválido.'] });
      lastSeq = Number(header);
    }
    await this.identity.assertNotBanned(member.id);
    this.hub.assertCapacity(member.id);
    const language = query.lang ?? (await this.notifications.preferredLanguage(member.id));
    lastSeq ??= await this.hub.latestSeq(member.id);

    // The stream is written on the response from here on (`@Res()`: Nest sends nothing more).
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform keeps compression and proxies from buffering the stream.
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
    const sink: MemberStreamSink = {
      memberId: member.id,
      language,
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
        // Ends now: a session save at the end of the response would hold the end back,
        // and could bring back a session that logout or a ban just removed.
        (req as { session?: unknown }).session = undefined;
        if (!res.writableEnded) res.end();
      },
      stillValid: () =>
        new Promise((resolve) => {
          if (!store || !sessionId) return resolve(true);
          store.get(sessionId, (error, session) => {
            if (error) return resolve(true);
            const valid = (session as { memberId?: string } | null | undefined)?.memberId === member.id;
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
