import { Controller, Module, Query, Req, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { IdentityModule, OptionalMember, OptionalMemberGuard, type AuthenticatedMember } from '../modules/identity/index.js';
import { CommunityModule, CommunitySearchApi } from '../modules/community/index.js';
import { CourseSearchApi, CoursesModule } from '../modules/courses/index.js';
import { Endpoint } from '../shared/http/endpoint.js';
import { defineDomainError, defineRateLimitedError, segundos } from '../shared/errors/index.js';
import { RateLimiter } from '../shared/rate-limit/index.js';
import type { Viewer } from '../shared/moderation/index.js';
import { SEARCH_RATE_LIMIT, readSearchCursor, searchQueryText } from '../shared/search/index.js';
import { SearchPageDto, SearchQueryDto } from './search.dto.js';

/** The community is for members (spec: visitors see a prompt to sign in), so is searching it. */
export const SearchPostsSignInError = defineDomainError('SEARCH.SIGN_IN_TO_SEARCH_POSTS', 'unauthenticated', 'Faça login para buscar na comunidade.');

export const SearchRateLimitedError = defineRateLimitedError(
  'SEARCH.RATE_LIMITED',
  (p) => `Buscas demais em pouco tempo. Tente novamente em ${segundos(p.seconds)}.`,
  { limit: SEARCH_RATE_LIMIT.limit },
);

/**
 * One search box over the community's posts and the catalogue's courses (ADR 0130), composed
 * above the two modules: each answers its own `type` with its own visibility rules, so neither
 * calls the other.
 */
@ApiTags('search')
@Controller('search')
export class SearchController {
  constructor(
    private readonly posts: CommunitySearchApi,
    private readonly courses: CourseSearchApi,
    private readonly limiter: RateLimiter,
  ) {}

  @Endpoint({
    method: 'GET', operationId: 'search', auth: 'optional', ok: SearchPageDto,
    summary: 'Posts (members only) or courses (guests too) whose title or text match the words, accents and case ignored, best first',
    errors: {
      401: 'type=post for a guest (`SEARCH.SIGN_IN_TO_SEARCH_POSTS`)',
      429: `More than ${SEARCH_RATE_LIMIT.limit} searches a minute by this member (a guest: from this address)`,
    },
  })
  @UseGuards(OptionalMemberGuard)
  async search(
    @OptionalMember() member: AuthenticatedMember | undefined,
    @Req() req: Request,
    @Query() query: SearchQueryDto,
  ): Promise<SearchPageDto> {
    if (query.type === 'post' && !member) throw new SearchPostsSignInError();
    // A forged cursor is a 400 before anything is counted or read.
    const after = readSearchCursor(query.cursor);
    const subject = member ? member.id : `ip:${(req.ip ?? 'unknown').replace(/^::ffff:/, '')}`;
    const rate = await this.limiter.consume(`search:${subject}`, SEARCH_RATE_LIMIT.limit, SEARCH_RATE_LIMIT.windowSeconds);
    if (!rate.allowed) throw new SearchRateLimitedError(rate.retryAfterSeconds);
    const tsquery = searchQueryText(query.q);
    if (tsquery === null) return { results: [], nextCursor: null };
    const viewer: Viewer = { memberId: member?.id ?? null, isAdmin: member?.isAdmin === true || Boolean(req.session?.admin) };
    if (query.type === 'post') {
      const page = await this.posts.searchPosts(viewer, tsquery, after);
      return {
        results: page.results.map((post) => ({
          type: 'post', id: post.id, title: post.title, extract: post.extract, status: post.status, createdAt: post.createdAt,
          language: null, level: null, coverImage: null,
        })),
        nextCursor: page.nextCursor,
      };
    }
    const page = await this.courses.searchCourses(viewer, tsquery, after);
    return {
      results: page.results.map((course) => ({
        type: 'course', id: course.id, title: course.title, extract: course.extract, status: null, createdAt: null,
        language: course.language, level: course.level, coverImage: course.coverImage,
      })),
      nextCursor: page.nextCursor,
    };
  }
}

@Module({
  imports: [IdentityModule, CommunityModule, CoursesModule],
  controllers: [SearchController],
})
export class SearchModule {}
