import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorBody } from '../../../../shared/http/error-body.js';
import { AdminGuard, CurrentAdmin } from '../../../identity/index.js';
import { ModerationService } from '../../application/moderation.service.js';
import {
  AdminCommentListDto,
  ApprovedPostsDto,
  ApprovedPostsQueryDto,
  ModerationReasonDto,
  ModerationResultDto,
  PendingPostsDto,
} from './community.dto.js';

/** Post moderation (spec: admin sections 2 and 7). Every action lands in the audit trail. */
@ApiTags('admin')
@ApiUnauthorizedResponse({ type: ErrorBody, description: 'Not signed in' })
@ApiForbiddenResponse({ type: ErrorBody, description: 'Not an administrator' })
@UseGuards(AdminGuard)
@Controller('admin')
export class CommunityAdminController {
  constructor(private readonly moderation: ModerationService) {}

  @Get('posts/pending')
  @ApiOperation({ summary: 'The review queue: posts awaiting approval, oldest first', operationId: 'listPendingPosts' })
  @ApiOkResponse({ type: PendingPostsDto })
  async pending(): Promise<PendingPostsDto> {
    return { posts: await this.moderation.pendingPosts() };
  }

  @Get('posts/approved')
  @ApiOperation({ summary: 'Published posts, newest first, in pages of up to 10', operationId: 'listApprovedPosts' })
  @ApiOkResponse({ type: ApprovedPostsDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  approved(@Query() query: ApprovedPostsQueryDto): Promise<ApprovedPostsDto> {
    return this.moderation.approvedPosts(query.page, query.limit);
  }

  @Get('posts/:id/comments')
  @ApiOperation({ summary: "A post's comments with their authors' e-mails, oldest first", operationId: 'listPostCommentsForModeration' })
  @ApiOkResponse({ type: AdminCommentListDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  async comments(@Param('id') postId: string): Promise<AdminCommentListDto> {
    return { comments: await this.moderation.postComments(postId) };
  }

  @Post('posts/:id/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Publish a post from the review queue (its author is notified)', operationId: 'approvePost' })
  @ApiOkResponse({ type: ModerationResultDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'The post is not awaiting approval' })
  approve(@CurrentAdmin() admin: string, @Param('id') postId: string): Promise<ModerationResultDto> {
    return this.moderation.approvePost(admin, postId);
  }

  @Post('posts/:id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject a post from the review queue: it is removed permanently', operationId: 'rejectPost' })
  @ApiBody({ type: ModerationReasonDto, required: false })
  @ApiOkResponse({ type: ModerationResultDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'The post is already published' })
  reject(
    @CurrentAdmin() admin: string,
    @Param('id') postId: string,
    @Body() body: ModerationReasonDto,
  ): Promise<ModerationResultDto> {
    return this.moderation.rejectPost(admin, postId, cleanReason(body.reason));
  }

  @Delete('posts/:id')
  @ApiOperation({ summary: 'Delete a published post with its comments and likes', operationId: 'deletePost' })
  @ApiBody({ type: ModerationReasonDto, required: false })
  @ApiOkResponse({ type: ModerationResultDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'The post still awaits approval (reject it)' })
  deletePost(
    @CurrentAdmin() admin: string,
    @Param('id') postId: string,
    @Body() body: ModerationReasonDto,
  ): Promise<ModerationResultDto> {
    return this.moderation.deletePost(admin, postId, cleanReason(body.reason));
  }

  @Post('posts/:id/quality-badge')
  @HttpCode(200)
  @ApiOperation({ summary: 'Give a published post the quality badge (one way)', operationId: 'markPostQuality' })
  @ApiOkResponse({ type: ModerationResultDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({
    type: ErrorBody,
    description: 'Already given (`error`: "Este post já possui o badge de qualidade"), or the post is not published',
  })
  markQuality(@CurrentAdmin() admin: string, @Param('id') postId: string): Promise<ModerationResultDto> {
    return this.moderation.markQuality(admin, postId);
  }

  @Delete('comments/:id')
  @ApiOperation({ summary: 'Delete a comment', operationId: 'deleteComment' })
  @ApiBody({ type: ModerationReasonDto, required: false })
  @ApiOkResponse({ type: ModerationResultDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  deleteComment(
    @CurrentAdmin() admin: string,
    @Param('id') commentId: string,
    @Body() body: ModerationReasonDto,
  ): Promise<ModerationResultDto> {
    return this.moderation.deleteComment(admin, commentId, cleanReason(body.reason));
  }
}

function cleanReason(reason: string | undefined): string | null {
  const text = reason?.trim();
  return text ? text : null;
}
