import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorBody } from '../../../../shared/http/error-body.js';
import { CursorQueryDto } from '../../../../shared/http/pagination.js';
import { CurrentMember, MemberGuard, type AuthenticatedMember } from '../../../identity/index.js';
import { FeedService } from '../../application/feed.service.js';
import { LikesService } from '../../application/likes.service.js';
import { PostingService } from '../../application/posting.service.js';
import {
  CommentListDto,
  CreateCommentDto,
  CreateCommentResultDto,
  CreatePostDto,
  CreatePostResultDto,
  LikeDto,
  LikeResultDto,
  PostPageDto,
} from './community.dto.js';

/**
 * The community for members. Everything here needs a signed-in member: the
 * spec shows visitors a prompt to sign in instead of the posts (401 for guests).
 */
@ApiTags('community')
@ApiUnauthorizedResponse({ type: ErrorBody, description: 'Not signed in' })
@UseGuards(MemberGuard)
@Controller('community')
export class CommunityController {
  constructor(
    private readonly feed: FeedService,
    private readonly posting: PostingService,
    private readonly likes: LikesService,
  ) {}

  @Get('posts')
  @ApiOperation({
    summary: "Published posts, pinned first then newest (the first page starts with the caller's posts awaiting approval)",
    operationId: 'listCommunityPosts',
  })
  @ApiOkResponse({ type: PostPageDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  listPosts(@CurrentMember() member: AuthenticatedMember, @Query() query: CursorQueryDto): Promise<PostPageDto> {
    return this.feed.listPosts(member.id, { cursor: query.cursor, limit: query.limit });
  }

  @Post('posts')
  @ApiOperation({ summary: 'Send a post to the review queue (published after approval)', operationId: 'createCommunityPost' })
  @ApiCreatedResponse({ type: CreatePostResultDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'The member is banned' })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'One post per 30 s; at most 10 awaiting approval' })
  async createPost(@CurrentMember() member: AuthenticatedMember, @Body() body: CreatePostDto): Promise<CreatePostResultDto> {
    const post = await this.posting.submitPost(member.id, body);
    return { success: true, post };
  }

  @Get('posts/:id/comments')
  @ApiOperation({ summary: 'Comments of a published post (or of your own post awaiting approval), oldest first', operationId: 'listPostComments' })
  @ApiOkResponse({ type: CommentListDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  async listComments(@CurrentMember() member: AuthenticatedMember, @Param('id') postId: string): Promise<CommentListDto> {
    return { comments: await this.feed.listComments(member.id, postId) };
  }

  @Post('posts/:id/comments')
  @ApiOperation({ summary: 'Comment on a published post', operationId: 'addPostComment' })
  @ApiCreatedResponse({ type: CreateCommentResultDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'The member is banned' })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'Your own post still awaits approval, or the text repeats your previous comment on this post (COMMUNITY.DUPLICATE_COMMENT)' })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'One comment per 5 s' })
  async addComment(
    @CurrentMember() member: AuthenticatedMember,
    @Param('id') postId: string,
    @Body() body: CreateCommentDto,
  ): Promise<CreateCommentResultDto> {
    const comment = await this.posting.addComment(member.id, postId, body.content);
    return { success: true, comment };
  }

  @Post('posts/:id/like')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Like or unlike a published post: {liked} sets the state, no body toggles',
    operationId: 'likePost',
  })
  @ApiBody({ type: LikeDto, required: false })
  @ApiOkResponse({ type: LikeResultDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: '`liked` is not a boolean' })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'The member is banned' })
  @ApiNotFoundResponse({ type: ErrorBody })
  likePost(
    @CurrentMember() member: AuthenticatedMember,
    @Param('id') postId: string,
    @Body() body: LikeDto,
  ): Promise<LikeResultDto> {
    return this.likes.likePost(member.id, postId, body.liked);
  }

  @Post('comments/:id/like')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Like or unlike a comment: {liked} sets the state, no body toggles',
    operationId: 'likeComment',
  })
  @ApiBody({ type: LikeDto, required: false })
  @ApiOkResponse({ type: LikeResultDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: '`liked` is not a boolean' })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'The member is banned' })
  @ApiNotFoundResponse({ type: ErrorBody })
  likeComment(
    @CurrentMember() member: AuthenticatedMember,
    @Param('id') commentId: string,
    @Body() body: LikeDto,
  ): Promise<LikeResultDto> {
    return this.likes.likeComment(member.id, commentId, body.liked);
  }
}
