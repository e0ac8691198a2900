import { Body, Param, Query, Res } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentAdmin, CurrentMember, ForAdministrators, ForMembers, type AuthenticatedMember } from '../../../identity/index.js';
import { Endpoint } from '../../../../shared/http/endpoint.js';
import { FLAG_TARGET_TYPES, type FlagTargetType } from '../../../../shared/moderation/index.js';
import { FlagsService } from '../../application/flags.service.js';
import { FlagTargetNotFoundError, FlagsNotOpenError } from '../../application/admin.errors.js';
import { AdminSuccessDto } from './admin.dto.js';
import { FlagReviewDto, FlagsAlreadyDecidedBodyDto, FlagsPageDto, FlagsQueryDto, ReportBodyDto, ReportResultDto, ResolveFlagsDto } from './flags.dto.js';

/** Members report what is wrong (ADR 0103). */
@ForMembers('flags', 'admin')
export class FlagsController {
  constructor(private readonly flags: FlagsService) {}

  @Endpoint({
    method: 'POST', operationId: 'reportItem', auth: 'member', ok: ReportResultDto,
    summary: 'Report an item to the administrators (201; 200 when it replaced the member’s earlier report); 20 a day',
    okDescription: 'A new report',
    errors: { 400: 'One’s own item', 404: 'No such item, or not one the member can see (hidden by its reports, or within a hidden post or course)', 429: '20 reports a day' },
  })
  @ApiResponse({ status: 200, description: 'It replaced the member’s open report of the item', type: ReportResultDto })
  async report(
    @CurrentMember() member: AuthenticatedMember,
    @Body() body: ReportBodyDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ReportResultDto> {
    const { replaced } = await this.flags.report(member.id, {
      targetType: body.targetType,
      targetId: body.targetId.toLowerCase(),
      reason: body.reason,
      details: body.details?.trim() ? body.details.trim() : null,
    }, member.isAdmin);
    if (replaced) res.status(200);
    return { success: true, replaced };
  }
}

/** The administrators' Reports page (ADR 0103). */
@ForAdministrators('admin/flags', 'admin')
export class AdminFlagsController {
  constructor(private readonly flags: FlagsService) {}

  @Endpoint({
    method: 'GET', operationId: 'listFlags', auth: 'admin', ok: FlagsPageDto,
    summary: 'Reported items with open (or closed) reports, grouped by item, the most recently reported first',
  })
  list(@Query() query: FlagsQueryDto): Promise<FlagsPageDto> {
    return this.flags.list(query.status ?? 'open', query.page ?? 1);
  }

  @Endpoint({
    method: 'GET', path: ':targetType/:targetId', operationId: 'reviewFlaggedItem', auth: 'admin', ok: FlagReviewDto,
    summary: 'One reported item with what judging it needs: its text (or what its removal kept, marked removed), where it is, every report, and a chat message’s neighbours in its room',
    errors: { 404: 'Nobody reported this item, or not a reportable kind' },
  })
  review(@Param('targetType') targetType: string, @Param('targetId') targetId: string): Promise<FlagReviewDto> {
    if (!(FLAG_TARGET_TYPES as readonly string[]).includes(targetType)) throw new FlagTargetNotFoundError();
    return this.flags.review(targetType as FlagTargetType, targetId);
  }

  @Endpoint({
    method: 'POST', path: ':targetType/:targetId/resolve', operationId: 'resolveFlags', auth: 'admin', status: 200, ok: AdminSuccessDto,
    summary: 'Decide an item’s open reports: keep shows it again, remove deletes it; reporters are told, the author too on removal',
    errors: {
      404: 'The item has no reports to decide (never reported, or not a reportable kind)',
      409: { description: 'Another decision already closed the item’s reports (`ADMIN.FLAGS_ALREADY_DECIDED`): the body names it', type: FlagsAlreadyDecidedBodyDto },
    },
  })
  resolve(
    @CurrentAdmin() admin: string,
    @Param('targetType') targetType: string,
    @Param('targetId') targetId: string,
    @Body() body: ResolveFlagsDto,
  ): Promise<AdminSuccessDto> {
    if (!(FLAG_TARGET_TYPES as readonly string[]).includes(targetType)) throw new FlagsNotOpenError();
    return this.flags.resolve(admin, targetType as FlagTargetType, targetId, body.action, body.note?.trim() ? body.note.trim() : null);
  }
}
