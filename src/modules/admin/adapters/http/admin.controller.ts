import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorBody } from '../../../../shared/http/error-body.js';
import { LANGUAGES, type Language } from '../../../../shared/http/language.js';
import { isUuid } from '../../../../shared/ids.js';
import { AdminGuard, CurrentAdmin } from '../../../identity/index.js';
import { AdminHomeService } from '../../application/admin-home.service.js';
import { MemberManagementService } from '../../application/member-management.service.js';
import { AdminMemberNotFoundError } from '../../application/admin.errors.js';
import { USERS_PAGE_SIZE } from '../../domain/ban.js';
import {
  AdminStatsDto,
  AdminSuccessDto,
  AuditPageDto,
  AuditQueryDto,
  BanMemberDto,
  BanResultDto,
  DebugReportDto,
  GiveXpDto,
  GiveXpResultDto,
  UserDetailsDto,
  UsersPageDto,
  UsersQueryDto,
} from './admin.dto.js';

function memberId(id: string): string {
  if (!isUuid(id)) throw new AdminMemberNotFoundError();
  return id.toLowerCase();
}

/** The admin area's own endpoints (spec: admin sections 2, 3 and 7); ADR 0028 and 0029. */
@ApiTags('admin')
@ApiUnauthorizedResponse({ type: ErrorBody, description: 'Not signed in' })
@ApiForbiddenResponse({ type: ErrorBody, description: 'Not an administrator' })
@UseGuards(AdminGuard)
@Controller('admin')
export class AdminController {
  constructor(
    private readonly home: AdminHomeService,
    private readonly members: MemberManagementService,
  ) {}

  @Get('stats')
  @ApiOperation({ summary: 'The admin home’s four cards', operationId: 'getAdminStats' })
  @ApiOkResponse({ type: AdminStatsDto })
  stats(): Promise<AdminStatsDto> {
    return this.home.stats();
  }

  @Get('users')
  @ApiOperation({ summary: 'Members, newest first, 20 per page; search by part of the name or e-mail', operationId: 'listAdminUsers' })
  @ApiOkResponse({ type: UsersPageDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  users(@Query() query: UsersQueryDto): Promise<UsersPageDto> {
    return this.members.listUsers(query.page ?? 1, query.limit ?? USERS_PAGE_SIZE, query.search);
  }

  @Get('users/:id/details')
  @ApiOperation({ summary: 'A member’s profile, badges, recent posts, bans, XP grants and audit entries', operationId: 'getAdminUserDetails' })
  @ApiQuery({ name: 'lang', required: false, enum: LANGUAGES, description: 'Language of the badge names (default pt)' })
  @ApiOkResponse({ type: UserDetailsDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  details(@Param('id') id: string, @Query('lang') lang?: string): Promise<UserDetailsDto> {
    const language: Language = lang === 'en' ? 'en' : 'pt';
    return this.members.userDetails(memberId(id), language);
  }

  @Post('users/:id/ban')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Ban a member for 1, 3, 7, 30 or 90 days or permanently; their sessions end at once',
    operationId: 'banUser',
  })
  @ApiOkResponse({ type: BanResultDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Motivo do banimento é obrigatório, or a duration not offered' })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'Administrators cannot be banned' })
  ban(@CurrentAdmin() admin: string, @Param('id') id: string, @Body() body: BanMemberDto): Promise<BanResultDto> {
    return this.members.banMember(admin, memberId(id), {
      reason: body.reason,
      days: body.days ?? null,
      permanent: body.permanent === true,
    });
  }

  @Post('users/:id/unban')
  @HttpCode(200)
  @ApiOperation({ summary: 'End a member’s ban', operationId: 'unbanUser' })
  @ApiOkResponse({ type: AdminSuccessDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  unban(@CurrentAdmin() admin: string, @Param('id') id: string): Promise<AdminSuccessDto> {
    return this.members.unbanMember(admin, memberId(id));
  }

  @Post('users/:id/give-xp')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Give a member XP (ledger entry admin_grant, notification admin_message); once per Idempotency-Key',
    operationId: 'giveUserXp',
  })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'Chosen by the client per grant (8–100 of A-Z a-z 0-9 - _); a retried request with it grants once',
  })
  @ApiOkResponse({ type: GiveXpResultDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Quantidade de XP deve ser maior que 0, Motivo da concessão de XP é obrigatório' })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'The Idempotency-Key was used for another grant' })
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

  @Get('audit')
  @ApiOperation({ summary: 'The audit log of every administrator action, newest first, 50 per page', operationId: 'listAdminAudit' })
  @ApiOkResponse({ type: AuditPageDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  audit(@Query() query: AuditQueryDto): Promise<AuditPageDto> {
    return this.home.audit({ memberId: query.member?.toLowerCase(), action: query.action }, query.page ?? 1);
  }

  @Get('debug/database')
  @ApiOperation({ summary: 'Database diagnostics: totals, orphaned posts, recent members and posts', operationId: 'getAdminDebugDatabase' })
  @ApiOkResponse({ type: DebugReportDto, description: 'status error (never a 500) when the database cannot answer' })
  debug(): Promise<DebugReportDto> {
    return this.home.debug();
  }
}
