import { Module, OnModuleInit, Param, Res } from '@nestjs/common';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { Endpoint } from '../shared/http/endpoint.js';
import { OpenToSuspendedMembers } from '../shared/http/open-to-banned.js';
import { CurrentMember, DataExportsApi, ForMembers, IdentityModule, type AuthenticatedMember, type DataExportView } from '../modules/identity/index.js';
import { NotificationsApi, NotificationsModule } from '../modules/notifications/index.js';
import { GamificationModule } from '../modules/gamification/index.js';
import { CoursesModule } from '../modules/courses/index.js';
import { CommunityModule } from '../modules/community/index.js';
import { ChatModule } from '../modules/chat/index.js';
import { AdminModule } from '../modules/admin/index.js';
import { DataExportDto } from './data-export.dto.js';
import { DataExportPreparation } from './data-export.handler.js';
import { MemberDataParts } from './member-data.parts.js';
import { DATA_EXPORT_NOTIFICATION_NAMESPACE, DATA_EXPORT_NOTIFICATIONS } from './notification-messages.js';

const NOT_FOUND = 'No ready export of this member by that id (another member’s is not told apart)';

/** A member's copy of everything Poliglota holds about them (ADR 0106; LGPD art. 18), banned or not (ADR 0123). */
@ForMembers('me/export', 'privacy')
export class DataExportController {
  constructor(private readonly exports: DataExportsApi) {}

  @Endpoint({
    method: 'POST', operationId: 'requestDataExport', auth: 'member', status: 202, ok: DataExportDto, openBeforeConsent: true,
    summary: 'Ask for a copy of all the member’s data: it is prepared in the background, and the member is told when it is ready',
    errors: { 429: 'One copy a day: Retry-After says when the next may be asked for' },
  })
  @OpenToSuspendedMembers()
  async request(@CurrentMember() member: AuthenticatedMember): Promise<DataExportDto> {
    return toDto(await this.exports.request(member.id));
  }

  @Endpoint({
    method: 'GET', operationId: 'getDataExport', auth: 'member', ok: DataExportDto,
    summary: 'Where the member’s copy of their data stands, with its address while it is ready',
  })
  @OpenToSuspendedMembers()
  async status(@CurrentMember() member: AuthenticatedMember): Promise<DataExportDto> {
    return toDto(await this.exports.status(member.id));
  }

  @Endpoint({
    method: 'GET', path: ':exportId/file', operationId: 'downloadDataExport', auth: 'member',
    ok: {
      type: 'string', format: 'binary',
      description: 'A ZIP of poliglota-meus-dados.json (the member’s data, by module, for programs) and poliglota-meus-dados.html (the same to read, in the member’s language, names instead of ids); a copy prepared before the copies were ZIPs is that JSON alone, as application/json',
    },
    produces: 'application/zip',
    summary: 'Download the member’s copy of their data (only its own member, until it expires)',
    errors: { 404: NOT_FOUND },
  })
  @OpenToSuspendedMembers()
  async download(@CurrentMember() member: AuthenticatedMember, @Param('exportId') exportId: string, @Res() res: Response): Promise<void> {
    const file = await this.exports.open(member.id, exportId);
    const zip = file.contentType === 'application/zip';
    res.setHeader('Content-Type', zip ? 'application/zip' : 'application/json; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="poliglota-meus-dados.${zip ? 'zip' : 'json'}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    if (file.contentLength !== undefined) res.setHeader('Content-Length', String(file.contentLength));
    await pipeline(file.body, res);
  }
}

function toDto(view: DataExportView): DataExportDto {
  return {
    status: view.status,
    readyAt: view.readyAt?.toISOString(),
    expiresAt: view.expiresAt?.toISOString(),
    url: view.status === 'ready' && view.exportId ? `/api/me/export/${view.exportId}/file` : undefined,
  };
}

@Module({
  imports: [IdentityModule, NotificationsModule, GamificationModule, CoursesModule, CommunityModule, ChatModule, AdminModule],
  controllers: [DataExportController],
  providers: [MemberDataParts, DataExportPreparation],
})
export class DataExportModule implements OnModuleInit {
  constructor(private readonly notifications: NotificationsApi) {}

  onModuleInit(): void {
    this.notifications.registerNotificationMessages(DATA_EXPORT_NOTIFICATION_NAMESPACE, DATA_EXPORT_NOTIFICATIONS);
  }
}
