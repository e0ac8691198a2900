import { Injectable, Module, Query } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { LanguageQueryDto, type Language } from '../shared/http/language.js';
import { CurrentMember, IdentityApi, IdentityModule, ForMembers, type AuthenticatedMember } from '../modules/identity/index.js';
import { BadgeDto, GamificationApi, GamificationModule, RankDto } from '../modules/gamification/index.js';
import { CommunityApi, CommunityModule } from '../modules/community/index.js';
import { CoursesApi, CoursesModule, type StartingCourse } from '../modules/courses/index.js';
import { CorrectionsFiguresApi, CorrectionsModule } from '../modules/corrections/index.js';
import { PgPool } from '../shared/pg-pool/index.js';
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

/** The member with their blocks and whether they finished a lesson: one prepared statement, planned once per connection. */
const DASHBOARD_MEMBER_STATEMENT = 'dashboard_member_first_lesson';

/** What every member's dashboard shows alike, with the authors a reader's blocks are checked against. */
interface SharedLists {
  posts: DashboardPostDto[];
  courses: { course: DashboardCourseDto; uploaderId: string }[];
  /** The administrators' course each language starts with (ADR 0128). */
  startingCourses: Map<string, StartingCourse>;
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
  @ApiProperty({ example: 1, description: 'The comments the reader is shown (none hidden from them, none by a member they block)' })
  comments_count!: number;
}

class DashboardStartingCourseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Inglês do zero' }) title!: string;
  @ApiProperty({ example: 'en', description: 'ISO 639-1 code' }) language!: string;
  @ApiProperty({ example: 'Iniciante' }) level!: string;
  @ApiProperty({ type: String, nullable: true }) cover_image!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Maria Silva' }) instructor_name!: string | null;
  @ApiProperty({ example: 8 }) total_lessons!: number;
}

class DashboardFirstLessonDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'en',
    description: 'The language the member learns (their first declaration at a learning level); null when they declared none',
  })
  language!: string | null;
  @ApiProperty({
    type: DashboardStartingCourseDto,
    nullable: true,
    description: 'The administrators’ course with lessons the catalogue lists first in that language; null when there is none (show the catalogue)',
  })
  course!: DashboardStartingCourseDto | null;
}

class DashboardWaitingDto {
  @ApiProperty({ enum: ['pt', 'en'], example: 'en' }) language!: string;
  @ApiProperty({ example: 3 }) count!: number;
}

class DashboardCorrectionsDto {
  @ApiProperty({
    type: [DashboardWaitingDto],
    description:
      'Per language the member declared Nativo or Fluente, the texts with no correction yet that they may correct (not their own, none across a block); languages with none are left out',
  })
  waiting!: DashboardWaitingDto[];
  @ApiProperty({ example: 1, description: 'The member’s own texts with no correction yet' }) mineWaiting!: number;
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
  @ApiProperty({
    type: DashboardFirstLessonDto,
    nullable: true,
    description: '“Start your first lesson”, for a member who has not finished a lesson yet; null once they have (ADR 0128)',
  })
  firstLesson!: DashboardFirstLessonDto | null;
  @ApiProperty({ type: DashboardCorrectionsDto, description: 'Texts waiting for a correction (issue 47, ADR 0138)' })
  corrections!: DashboardCorrectionsDto;
}

/** The dashboard, composed above identity, gamification, community, courses and corrections (docs/architecture.md, The module chain). */
@Injectable()
export class DashboardService {
  /** What every member's dashboard shows alike (ADR 0070): rebuilt after a post, a course or a member changes. */
  private readonly shared: ReadModel<SharedLists>;

  constructor(
    private readonly identity: IdentityApi,
    private readonly gamification: GamificationApi,
    private readonly community: CommunityApi,
    private readonly courses: CoursesApi,
    private readonly corrections: CorrectionsFiguresApi,
    private readonly clock: Clock,
    private readonly db: PgPool,
    readModels: ReadModels,
  ) {
    this.shared = readModels.register('dashboard', ['posts', 'courses', 'members'], () => this.buildShared());
  }

  async dashboard(memberId: string, asked?: Language, isAdmin = false): Promise<DashboardDto> {
    // Two round trips in parallel: the member with courses' "finished a lesson", the comments of
    // the shared posts the reader is shown (ADR 0129) and the texts waiting for a correction
    // (ADR 0138) in one statement (ADR 0080), and their
    // figures; the shared part is in memory, and the statement waits for it only when it is cold.
    // The figures need no language: each promise is awaited here, so a failing read
    // (the database away) rejects this call and nothing else (issue 37).
    const sharedLists = this.shared.get();
    const composed = sharedLists.then((shared) =>
      this.db.readTogetherPrepared(
        DASHBOARD_MEMBER_STATEMENT,
        this.identity.memberWithBlocksPart(memberId),
        this.courses.lessonFinishedPart(memberId),
        this.community.shownCommentCountsPart({ memberId, isAdmin }, shared.posts.map((post) => post.id)),
        this.corrections.waitingFor(memberId, this.identity.languagesAndBlocksPart(memberId, CorrectionsFiguresApi.correctingLevels)),
      ),
    );
    const [[{ member, blocks, learningLanguage }, lessonFinished, commentCounts, waiting], progressIn, shared] = await Promise.all([
      composed,
      this.gamification.getDashboardProgress(memberId),
      sharedLists,
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
      recentPosts: shared.posts
        .filter((post) => !blocks.has(post.author_id))
        .slice(0, RECENT_POSTS)
        .map((post) => ({ ...post, comments_count: commentCounts.get(post.id) ?? 0 })),
      recentCourses: shared.courses
        .filter(({ uploaderId }) => !blocks.has(uploaderId))
        .slice(0, RECENT_COURSES)
        .map(({ course }) => course),
      firstLesson: lessonFinished ? null : { language: learningLanguage, course: startingCourse(shared, learningLanguage) },
      corrections: { waiting: waiting.queue, mineWaiting: waiting.mine },
    };
  }

  private async buildShared(): Promise<SharedLists> {
    const [posts, courses, starting] = await Promise.all([
      this.community.recentApprovedPosts(RECENT_POSTS * KEPT_FOR_BLOCKS),
      this.courses.recentUploads(RECENT_COURSES * KEPT_FOR_BLOCKS),
      this.courses.startingCourses(),
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
      startingCourses: new Map(starting.map((course) => [course.language, course])),
    };
  }
}

/** The course a member learning `language` starts with; none for a member who declared no language to learn. */
function startingCourse(shared: SharedLists, language: string | null): DashboardStartingCourseDto | null {
  const course = language === null ? undefined : shared.startingCourses.get(language);
  return course ? { ...course, total_lessons: Number(course.total_lessons) } : null;
}

@ForMembers('dashboard', 'dashboard')
export class DashboardController {
  constructor(private readonly dashboards: DashboardService) {}

  @Endpoint({
    method: 'GET', operationId: 'getDashboard', auth: 'member', ok: DashboardDto,
    summary: 'The member’s dashboard: progress, rank, badges, ranking position, and their first lesson until they finish one',
    errors: { 400: 'An unknown lang' },
  })
  get(@CurrentMember() member: AuthenticatedMember, @Query() query: LanguageQueryDto): Promise<DashboardDto> {
    return this.dashboards.dashboard(member.id, query.lang, member.isAdmin === true);
  }
}

@Module({
  imports: [IdentityModule, GamificationModule, CommunityModule, CoursesModule, CorrectionsModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
