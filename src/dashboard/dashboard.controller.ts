import { Injectable, Module, Query } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { LanguageQueryDto, type Language } from '../shared/http/language.js';
import { CurrentMember, IdentityApi, IdentityModule, ForMembers, type AuthenticatedMember } from '../modules/identity/index.js';
import { BadgeDto, GamificationApi, GamificationModule, RankDto } from '../modules/gamification/index.js';
import { CommunityApi, CommunityModule } from '../modules/community/index.js';
import { CoursesApi, CoursesModule } from '../modules/courses/index.js';
import { Endpoint } from '../shared/http/endpoint.js';
import { ReadModels, type ReadModel } from '../shared/read-models/index.js';
import { Clock, saoPauloDay } from '../shared/time/index.js';

/** How many of the latest community posts the dashboard shows. */
const RECENT_POSTS = 5;
/** How many of the latest community courses the dashboard shows. */
const RECENT_COURSES = 4;
/**
 * How many times as many the shared lists keep: each reader's blocks are taken out after the read
 * (ADR 0101), and the lists stay full unless a reader blocks the authors of most of them.
 */
const KEPT_FOR_BLOCKS = 4;

/** What every member's dashboard shows alike, with the authors a reader's blocks are checked against. */
interface SharedLists {
  posts: DashboardPostDto[];
  courses: { course: DashboardCourseDto; uploaderId: string }[];
}

class DashboardCourseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Inglês para viagens' }) title!: string;
  @ApiProperty({ example: 'en', description: 'ISO 639-1 code' }) language!: string;
  @ApiProperty({ example: 'Iniciante' }) level!: string;
  @ApiProperty({ type: String, nullable: true }) cover_image!: string | null;
  @ApiProperty({ example: 'Ana Souza' }) uploaded_by_name!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

class DashboardPostDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Dicas para treinar listening' }) title!: string;
  @ApiProperty({ format: 'uuid' }) author_id!: string;
  @ApiProperty({ example: 'Ana Souza' }) author_name!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ example: 3 }) likes_count!: number;
  @ApiProperty({ example: 1 }) comments_count!: number;
}

class DashboardUserDto {
  @ApiProperty({ example: 'Ana Souza' }) name!: string;
  @ApiProperty({ example: 2 }) level!: number;
  @ApiProperty({ example: 140 }) xp_total!: number;
  @ApiProperty({ example: 25, description: 'XP earned today (São Paulo day)' }) xp_daily!: number;
  @ApiProperty({ example: 50, description: 'The member’s daily XP goal' }) daily_goal!: number;
  @ApiProperty({ example: 3, description: 'Consecutive São Paulo days with a login; 0 once a day was missed' })
  streak_days!: number;
  @ApiProperty({ example: 26, description: 'Percent of the way from the current rank to the next (100 at the top)' })
  level_progress!: number;
  @ApiProperty({ type: RankDto }) currentRank!: RankDto;
  @ApiProperty({ type: RankDto, nullable: true, description: 'null at level 10' }) nextRank!: RankDto | null;
  @ApiProperty({ type: [BadgeDto], description: 'The 5 most recent badges' }) recentBadges!: BadgeDto[];
  @ApiProperty({ example: 7 }) totalBadges!: number;
  @ApiProperty({ type: Number, nullable: true, example: 12, description: 'Position in this week’s ranking' })
  rankingPosition!: number | null;
  @ApiProperty({ example: false, description: 'True on the São Paulo day the member joined: greet them as new, not “welcome back”' })
  is_new_member!: boolean;
}

class DashboardDto {
  @ApiProperty({ type: DashboardUserDto }) user!: DashboardUserDto;
  @ApiProperty({ type: [DashboardPostDto], description: 'The latest published community posts' })
  recentPosts!: DashboardPostDto[];
  @ApiProperty({ type: [DashboardCourseDto], description: 'The latest published courses sent by the community, newest first' })
  recentCourses!: DashboardCourseDto[];
}

/** The dashboard, composed above identity, gamification and community (docs/architecture.md, The module chain). */
@Injectable()
export class DashboardService {
  /** What every member's dashboard shows alike (ADR 0070): rebuilt after a post, a course or a member changes. */
  private readonly shared: ReadModel<SharedLists>;

  constructor(
    private readonly identity: IdentityApi,
    private readonly gamification: GamificationApi,
    private readonly community: CommunityApi,
    private readonly courses: CoursesApi,
    private readonly clock: Clock,
    readModels: ReadModels,
  ) {
    this.shared = readModels.register('dashboard', ['posts', 'courses', 'members'], () => this.buildShared());
  }

  async dashboard(memberId: string, asked?: Language): Promise<DashboardDto> {
    // Two round trips in parallel (the member, their figures); the shared part is in memory.
    // The figures need no language: each promise is awaited here, so a failing read
    // (the database away) rejects this call and nothing else (issue 37).
    const [{ member, blocks }, progressIn, shared] = await Promise.all([
      this.identity.getMemberWithBlocks(memberId),
      this.gamification.getDashboardProgress(memberId),
      this.shared.get(),
    ]);
    const progress = progressIn(asked ?? (member?.preferredLanguage === 'en' ? 'en' : 'pt'));
    return {
      user: {
        name: member?.name ?? '',
        level: progress.level,
        xp_total: progress.xpTotal,
        xp_daily: progress.xpToday,
        daily_goal: member?.dailyGoal ?? IdentityApi.defaultDailyGoal,
        streak_days: progress.streakDays,
        level_progress: progress.levelProgress,
        currentRank: progress.currentRank,
        nextRank: progress.nextRank,
        recentBadges: progress.recentBadges,
        totalBadges: progress.totalBadges,
        rankingPosition: progress.rankingPosition,
        is_new_member: member !== null && saoPauloDay(member.createdAt) === saoPauloDay(this.clock.now()),
      },
      recentPosts: shared.posts.filter((post) => !blocks.has(post.author_id)).slice(0, RECENT_POSTS),
      recentCourses: shared.courses
        .filter(({ uploaderId }) => !blocks.has(uploaderId))
        .slice(0, RECENT_COURSES)
        .map(({ course }) => course),
    };
  }

  private async buildShared(): Promise<SharedLists> {
    const [posts, courses] = await Promise.all([
      this.community.recentApprovedPosts(RECENT_POSTS * KEPT_FOR_BLOCKS),
      this.courses.recentUploads(RECENT_COURSES * KEPT_FOR_BLOCKS),
    ]);
    return {
      posts: posts.map((post) => ({
        id: post.id,
        title: post.title,
        author_id: post.authorId,
        author_name: post.authorName,
        created_at: post.createdAt.toISOString(),
        likes_count: post.likesCount,
        comments_count: post.commentsCount,
      })),
      courses: courses.map(({ uploaded_by: uploaderId, ...course }) => ({ course, uploaderId })),
    };
  }
}

@ForMembers('dashboard', 'dashboard')
export class DashboardController {
  constructor(private readonly dashboards: DashboardService) {}

  @Endpoint({
    method: 'GET', operationId: 'getDashboard', auth: 'member', ok: DashboardDto,
    summary: 'The member’s dashboard: progress, rank, badges, ranking position',
    errors: { 400: 'An unknown lang' },
  })
  get(@CurrentMember() member: AuthenticatedMember, @Query() query: LanguageQueryDto): Promise<DashboardDto> {
    return this.dashboards.dashboard(member.id, query.lang);
  }
}

@Module({
  imports: [IdentityModule, GamificationModule, CommunityModule, CoursesModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
