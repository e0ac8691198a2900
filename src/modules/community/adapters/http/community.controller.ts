import { Body, Param, Query } from '@nestjs/common';
import { CursorQueryDto } from '../../../../shared/http/pagination.js';
import { CurrentMember, ForMembers, type AuthenticatedMember } from '../../../identity/index.js';
import { FeedService, type Member } from '../../application/feed.service.js';
import { LikesService } from '../../application/likes.service.js';
import { PostingService } from '../../application/posting.service.js';
import { CommentListDto, CreateCommentDto, CreateCommentResultDto, CreatePostDto, CreatePostResultDto, LikeDto, LikeResultDto, PostDetailDto, PostPageDto } from './community.dto.js';
import { Endpoint } from '../../../../shared/http/endpoint.js';
import { LIKES_LIMIT_DESCRIPTION } from '../../../../shared/engagement/index.js';

/** Who reads or acts, for the rule on items hidden by their reports (ADR 0103). */
const viewerOf = (member: AuthenticatedMember): Member => ({ memberId: member.id, isAdmin: member.isAdmin === true });

/**
 * The community for members. Everything here needs a signed-in member: the
 * spec shows visitors a prompt to sign in instead of the posts (401 for guests).
 */
@ForMembers('community', 'community')
export class CommunityController {
  constructor(
    private readonly feed: FeedService,
    private readonly posting: PostingService,
    private readonly likes: LikesService,
  ) {}

  @Endpoint({
    method: 'GET', path: 'posts', operationId: 'listCommunityPosts', auth: 'member', ok: PostPageDto,
    summary: "Published posts, pinned first then newest (the first page starts with the caller's posts awaiting approval)",
  })
  listPosts(@CurrentMember() member: AuthenticatedMember, @Query() query: CursorQueryDto): Promise<PostPageDto> {
    return this.feed.listPosts(viewerOf(member), { cursor: query.cursor, limit: query.limit });
  }

  @Endpoint({
    method: 'POST', path: 'posts', operationId: 'createCommunityPost', auth: 'member', ok: CreatePostResultDto,
    summary: 'Send a post to the review queue (published after approval)',
    errors: { 403: 'The member is banned', 429: 'One post per 30 s; at most 10 awaiting approval' },
  })
  async createPost(@CurrentMember() member: AuthenticatedMember, @Body() body: CreatePostDto): Promise<CreatePostResultDto> {
    const post = await this.posting.submitPost(member.id, body);
    return { success: true, post };
  }

  @Endpoint({
    method: 'GET', path: 'posts/:id', operationId: 'getCommunityPost', auth: 'member', ok: PostDetailDto,
    summary: "A published post by its id, for its own page (or the caller's post awaiting approval; administrators read any)",
    errors: { 404: 'No such post, or one hidden by its reports or written by a member the caller blocks (the same answer); also an id that is not a UUID' },
  })
  async getPost(@CurrentMember() member: AuthenticatedMember, @Param('id') postId: string): Promise<PostDetailDto> {
    return { post: await this.feed.getPost(viewerOf(member), postId) };
  }

  @Endpoint({
    method: 'GET', path: 'posts/:id/comments', operationId: 'listPostComments', auth: 'member', ok: CommentListDto,
    summary: 'Comments of a published post (or of your own post awaiting approval), oldest first',
    errors: { 404: 'Not found' },
  })
  async listComments(@CurrentMember() member: AuthenticatedMember, @Param('id') postId: string): Promise<CommentListDto> {
    return { comments: await this.feed.listComments(viewerOf(member), postId) };
  }

  @Endpoint({
    method: 'POST', path: 'posts/:id/comments', operationId: 'addPostComment', auth: 'member', ok: CreateCommentResultDto,
    summary: 'Comment on a published post',
    errors: { 403: 'The member is banned', 404: 'Not found', 409: 'Your own post still awaits approval, or the text repeats your previous comment on this post (COMMUNITY.DUPLICATE_COMMENT)', 429: 'One comment per 5 s' },
  })
  async addComment(
    @CurrentMember() member: AuthenticatedMember,
    @Param('id') postId: string,
    @Body() body: CreateCommentDto,
  ): Promise<CreateCommentResultDto> {
    const comment = await this.posting.addComment(viewerOf(member), postId, body.content);
    return { success: true, comment };
  }

  @Endpoint({
    method: 'POST', path: 'posts/:id/like', operationId: 'likePost', auth: 'member', status: 200, ok: LikeResultDto,
    summary: 'Like or unlike a published post: {liked} sets the state, no body toggles',
    body: { type: LikeDto, required: false },
    errors: { 400: '`liked` is not a boolean', 403: 'The member is banned', 404: 'Not found', 429: LIKES_LIMIT_DESCRIPTION },
  })
  likePost(
    @CurrentMember() member: AuthenticatedMember,
    @Param('id') postId: string,
    @Body() body: LikeDto,
  ): Promise<LikeResultDto> {
    return this.likes.likePost(viewerOf(member), postId, body.liked);
  }

  @Endpoint({
    method: 'POST', path: 'comments/:id/like', operationId: 'likeComment', auth: 'member', status: 200, ok: LikeResultDto,
    summary: 'Like or unlike a comment: {liked} sets the state, no body toggles',
    body: { type: LikeDto, required: false },
    errors: { 400: '`liked` is not a boolean', 403: 'The member is banned', 404: 'Not found', 429: LIKES_LIMIT_DESCRIPTION },
  })
  likeComment(
    @CurrentMember() member: AuthenticatedMember,
    @Param('id') commentId: string,
    @Body() body: LikeDto,
  ): Promise<LikeResultDto> {
    return this.likes.likeComment(viewerOf(member), commentId, body.liked);
  }
}
