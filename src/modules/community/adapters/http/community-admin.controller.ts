import { Body, Param, Query } from '@nestjs/common';
import { ForAdministrators, CurrentAdmin } from '../../../identity/index.js';
import { ModerationService } from '../../application/moderation.service.js';
import { AdminCommentListDto, ApprovedPostsDto, ApprovedPostsQueryDto, ModerationReasonDto, ModerationResultDto, PendingPostsDto } from './community.dto.js';
import { Endpoint } from '../../../../shared/http/endpoint.js';

/** Post moderation (spec: admin sections 2 and 7). Every action lands in the audit trail. */
@ForAdministrators('admin', 'admin')
export class CommunityAdminController {
  constructor(private readonly moderation: ModerationService) {}

  @Endpoint({
    method: 'GET', path: 'posts/pending', operationId: 'listPendingPosts', auth: 'admin', ok: PendingPostsDto,
    summary: 'The review queue: posts awaiting approval, oldest first',
  })
  async pending(): Promise<PendingPostsDto> {
    return { posts: await this.moderation.pendingPosts() };
  }

  @Endpoint({
    method: 'GET', path: 'posts/approved', operationId: 'listApprovedPosts', auth: 'admin', ok: ApprovedPostsDto,
    summary: 'Published posts, newest first, in pages of up to 10',
  })
  approved(@Query() query: ApprovedPostsQueryDto): Promise<ApprovedPostsDto> {
    return this.moderation.approvedPosts(query.page, query.limit);
  }

  @Endpoint({
    method: 'GET', path: 'posts/:id/comments', operationId: 'listPostCommentsForModeration', auth: 'admin', ok: AdminCommentListDto,
    summary: "A post's comments with their authors' e-mails, oldest first",
    errors: { 404: 'Not found' },
  })
  async comments(@Param('id') postId: string): Promise<AdminCommentListDto> {
    return { comments: await this.moderation.postComments(postId) };
  }

  @Endpoint({
    method: 'POST', path: 'posts/:id/approve', operationId: 'approvePost', auth: 'admin', status: 200, ok: ModerationResultDto,
    summary: 'Publish a post from the review queue (its author is notified)',
    errors: { 404: 'Not found', 409: 'The post is not awaiting approval' },
  })
  approve(@CurrentAdmin() admin: string, @Param('id') postId: string): Promise<ModerationResultDto> {
    return this.moderation.approvePost(admin, postId);
  }

  @Endpoint({
    method: 'POST', path: 'posts/:id/reject', operationId: 'rejectPost', auth: 'admin', status: 200, ok: ModerationResultDto,
    summary: 'Reject a post from the review queue: it is removed permanently',
    body: { type: ModerationReasonDto, required: false },
    errors: { 404: 'Not found', 409: 'The post is already published' },
  })
  reject(
    @CurrentAdmin() admin: string,
    @Param('id') postId: string,
    @Body() body: ModerationReasonDto,
  ): Promise<ModerationResultDto> {
    return this.moderation.rejectPost(admin, postId, cleanReason(body.reason));
  }

  @Endpoint({
    method: 'DELETE', path: 'posts/:id', operationId: 'deletePost', auth: 'admin', ok: ModerationResultDto,
    summary: 'Delete a published post with its comments and likes',
    body: { type: ModerationReasonDto, required: false },
    errors: { 404: 'Not found', 409: 'The post still awaits approval (reject it)' },
  })
  deletePost(
    @CurrentAdmin() admin: string,
    @Param('id') postId: string,
    @Body() body: ModerationReasonDto,
  ): Promise<ModerationResultDto> {
    return this.moderation.deletePost(admin, postId, cleanReason(body.reason));
  }

  @Endpoint({
    method: 'POST', path: 'posts/:id/quality-badge', operationId: 'markPostQuality', auth: 'admin', status: 200, ok: ModerationResultDto,
    summary: 'Give a published post the quality badge (one way)',
    errors: { 404: 'Not found', 409: 'Already given (`error`: "Este post já possui o badge de qualidade"), or the post is not published' },
  })
  markQuality(@CurrentAdmin() admin: string, @Param('id') postId: string): Promise<ModerationResultDto> {
    return this.moderation.markQuality(admin, postId);
  }

  @Endpoint({
    method: 'DELETE', path: 'comments/:id', operationId: 'deleteComment', auth: 'admin', ok: ModerationResultDto,
    summary: 'Delete a comment',
    body: { type: ModerationReasonDto, required: false },
    errors: { 404: 'Not found' },
  })
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
