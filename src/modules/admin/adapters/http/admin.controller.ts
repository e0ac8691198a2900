import { Body, Param, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ApiHeader, ApiQuery } from '@nestjs/swagger';
import { LANGUAGES, type Language } from '../../../../shared/http/language.js';
import { isUuid } from '../../../../shared/ids.js';
import { ForAdministrators, CurrentAdmin } from '../../../identity/index.js';
import { AdminHomeService } from '../../application/admin-home.service.js';
import { MemberManagementService } from '../../application/member-management.service.js';
import { AdminMemberNotFoundError } from '../../application/admin.errors.js';
import { USERS_PAGE_SIZE } from '../../domain/ban.js';
import { AdminStatsDto, AdminSuccessDto, AuditPageDto, AuditQueryDto, BanMemberDto, BanResultDto, DebugReportDto, GiveXpDto, GiveXpResultDto, UserDetailsDto, UsersPageDto, UsersQueryDto } from './admin.dto.js';
import { Endpoint } from '../../../../shared/http/endpoint.js';

function memberId(id: string): string {
  if (!isUuid(id)) throw new AdminMemberNotFoundError();
  return id.toLowerCase();
}

/** The admin area's own endpoints (spec: admin sections 2, 3 and 7); ADR 0028 and 0029. */
@ForAdministrators('admin', 'admin')
export class AdminController {
  constructor(
    private readonly home: AdminHomeService,
    private readonly members: MemberManagementService,
  ) {}

  @Endpoint({
    method: 'GET', path: 'stats', operationId: 'getAdminStats', auth: 'admin', ok: AdminStatsDto,
    summary: 'The admin home’s four cards',
  })
  stats(): Promise<AdminStatsDto> {
    return this.home.stats();
  }

  @Endpoint({
    method: 'GET', path: 'users', operationId: 'listAdminUsers', auth: 'admin', ok: UsersPageDto,
    summary: 'Members, newest first, 20 per page; search by part of the name or e-mail',
  })
  users(@Query() query: UsersQueryDto): Promise<UsersPageDto> {
    return this.members.listUsers(query.page ?? 1, query.limit ?? USERS_PAGE_SIZE, query.search);
  }

  @Endpoint({
    method: 'GET', path: 'users/:id/details', operationId: 'getAdminUserDetails', auth: 'admin', ok: UserDetailsDto,
    summary: 'A member’s profile, badges, recent posts, bans, XP grants and audit entries',
    errors: { 404: 'Not found' },
  })
  @ApiQuery({ name: 'lang', required: false, enum: LANGUAGES, description: 'Language of the badge names (default pt)' })
  details(@Param('id') id: string, @Query('lang') lang?: string): Promise<UserDetailsDto> {
    const language: Language = lang === 'en' ? 'en' : 'pt';
    return this.members.userDetails(memberId(id), language);
  }

  @Endpoint({
    method: 'POST', path: 'users/:id/ban', operationId: 'banUser', auth: 'admin', status: 200, ok: BanResultDto,
    summary: 'Ban a member for 1, 3, 7, 30 or 90 days or permanently; their sessions end at once',
    errors: { 400: 'Motivo do banimento é obrigatório, or a duration not offered', 404: 'Not found', 409: 'Administrators cannot be banned' },
  })
  ban(@CurrentAdmin() admin: string, @Param('id') id: string, @Body() body: BanMemberDto): Promise<BanResultDto> {
    return this.members.banMember(admin, memberId(id), {
      reason: body.reason,
      days: body.days ?? null,
      permanent: body.permanent === true,
    });
  }

  @Endpoint({
    method: 'POST', path: 'users/:id/unban', operationId: 'unbanUser', auth: 'admin', status: 200, ok: AdminSuccessDto,
    summary: 'End a member’s ban',
    errors: { 404: 'Not found' },
  })
  unban(@CurrentAdmin() admin: string, @Param('id') id: string): Promise<AdminSuccessDto> {
    return this.members.unbanMember(admin, memberId(id));
  }

  @Endpoint({
    method: 'POST', path: 'users/:id/give-xp', operationId: 'giveUserXp', auth: 'admin', status: 200, ok: GiveXpResultDto,
    summary: 'Give a member XP (ledger entry admin_grant, notification admin_message); once per Idempotency-Key',
    errors: { 400: 'Quantidade de XP deve ser maior que 0, Motivo da concessão de XP é obrigatório', 404: 'Not found', 409: 'The Idempotency-Key was used for another grant' },
  })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'Chosen by the client per grant (8–100 of A-Z a-z 0-9 - _); a retried request with it grants once',
  })
  giveXp(
    @CurrentAdmin() admin: string,
    @Param('id') id: string,
    @Body() body: GiveXpDto,
    @Req() req: Request,
  ): Promise<GiveXpResultDto> {
    const header = req.headers['idempotency-key'];
    const key = Array.isArray(header) ? header[0] : header;
    return this.members.giveXp(admin, memberId(id), { amount: body.amount, reason: body.reason, idempotencyKey: key });
  }

  @Endpoint({
    method: 'GET', path: 'audit', operationId: 'listAdminAudit', auth: 'admin', ok: AuditPageDto,
    summary: 'The audit log of every administrator action, newest first, 50 per page',
  })
  audit(@Query() query: AuditQueryDto): Promise<AuditPageDto> {
    return this.home.audit({ memberId: query.member?.toLowerCase(), action: query.action }, query.page ?? 1);
  }

  @Endpoint({
    method: 'GET', path: 'debug/database', operationId: 'getAdminDebugDatabase', auth: 'admin', ok: DebugReportDto,
    summary: 'Database diagnostics: totals, orphaned posts, recent members and posts',
    okDescription: 'status error (never a 500) when the database cannot answer',
  })
  debug(): Promise<DebugReportDto> {
    return this.home.debug();
  }
}
