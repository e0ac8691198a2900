import { Query, Req, Res } from '@nestjs/common';
import { ApiHeader, IntersectionType } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Endpoint } from '../../../../shared/http/endpoint.js';
import { LastEventIdQueryDto, lastEventId, serveSseStream } from '../../../../shared/http/sse-stream.js';
import { LanguageQueryDto } from '../../../../shared/http/language.js';
import { CurrentMember, IdentityApi, ForMembers, SessionWatch, type AuthenticatedMember } from '../../../identity/index.js';
import { MemberStreamHub } from '../../application/member-streams.service.js';
import { NotificationsService } from '../../application/notifications.service.js';

export class EventStreamQueryDto extends IntersectionType(LastEventIdQueryDto, LanguageQueryDto) {}

/**
 * The member's live events, one stream per tab (ADR 0060): what the bell, the
 * unread count, the XP toasts and the rank-up and badge celebrations show.
 */
@ForMembers('events', 'events')
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
    const lastSeq = lastEventId(req, query.lastEventId);
    await this.identity.assertNotBanned(member.id);
    this.hub.assertCapacity(member.id);
    const language = query.lang ?? (await this.notifications.preferredLanguage(member.id));
    await serveSseStream(req, res, this.hub, this.sessions, {
      memberId: member.id,
      language,
      lastSeq: await this.hub.startSeq(member.id, lastSeq),
    });
  }
}
