import { Injectable, Logger } from '@nestjs/common';
import { Clock, startOfSaoPauloDay } from '../../../shared/time/index.js';
import { PgPool } from '../../../shared/pg-pool/index.js';
import { IdentityApi, MemberReportsApi } from '../../identity/index.js';
import { XpReportsApi } from '../../gamification/index.js';
import { CommunityAdminApi, CommunityReportsApi } from '../../community/index.js';
import { CourseReportsApi } from '../../courses/index.js';
import { CorrectionsFiguresApi } from '../../corrections/index.js';
import { ORPHANS_MAX_AGE_MS, oneDecimal, percent, REPORT_LIST_SIZE, reportPeriod, SERIES_DAYS, zeroFilled } from '../domain/reports.js';
import { SystemHealthQueries } from '../adapters/persistence/system-health.queries.js';

/** The quiz questions most often missed that the reports list (issue 33). */
const MISSED_QUESTIONS = 5;
/** The week's top correctors the reports list (issue 47). */
const TOP_CORRECTORS = 5;

interface OrphanedData {
  orphanedPosts: number;
  orphanedEnrollments: number;
}

export interface ReportsView {
  overview: {
    totalUsers: number;
    totalCourses: number;
    totalPosts: number;
    totalLessons: number;
    totalEnrollments: number;
    totalRatings: number;
  };
  userAnalytics: {
    newUsersThisWeek: number;
    newUsersThisMonth: number;
    activeUsersToday: number;
    activeUsersThisWeek: number;
    topUsersByXP: { id: string; name: string | null; level: number; xp_total: number }[];
  };
  courseAnalytics: {
    popularCourses: {
      id: string;
      title: string;
      language: string;
      enrollment_count: number;
      completion_rate: number;
      average_rating: number | null;
    }[];
    recentEnrollments: { course_id: string; course_title: string; user_id: string; user_name: string | null; enrolled_at: string }[];
  };
  communityAnalytics: {
    postsThisWeek: number;
    postsThisMonth: number;
    pendingPosts: number;
    topActiveUsers: { user_id: string; user_name: string | null; post_count: number; total_likes: number }[];
  };
  learningAnalytics: {
    totalLessonsCompleted: number;
    averageLessonCompletionRate: number;
    totalStudyTime: number;
    recentCompletions: { lesson_title: string; course_title: string; user_name: string | null; completed_at: string }[];
    quizAnswers: number;
    quizCorrectRate: number;
    mostMissedQuestions: { question_id: string; prompt: string; lesson_title: string; course_title: string; answers: number; wrong: number }[];
  };
  systemHealth: {
    totalDbRows: number;
    orphanedData: { orphanedPosts: number; orphanedEnrollments: number };
    dataIntegrity: { usersWithProfile: number; totalUsers: number; integrityPercent: number };
  };
  correctionsAnalytics: {
    writingsInPeriod: number;
    correctedWithin24hRate: number;
    medianMinutesToFirstCorrection: { pt: number | null; en: number | null };
    correctionsInPeriod: number;
    helpfulRate: number;
    topCorrectorsThisWeek: { user_id: string; user_name: string | null; corrections: number; helpful: number }[];
  };
  series: { newMembersPerDay: { day: string; count: number }[]; xpPerDay: { day: string; xp: number }[] };
  timestamp: string;
}

/**
 * The administrators' reports (ADR 0033): every figure is one aggregate query
 * in the module that owns the data, offered by its public API as a part of one
 * statement (ADR 0080); this service runs them together, resolves names in one
 * batch and rounds: two round trips.
 */
@Injectable()
export class ReportsService {
  private readonly logger = new Logger(ReportsService.name);
  /** The last orphan counts and when they were counted (Clock milliseconds). */
  private orphansCounted: { value: OrphanedData; at: number } | null = null;
  private orphansCounting: Promise<OrphanedData> | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly identity: IdentityApi,
    private readonly members: MemberReportsApi,
    private readonly xp: XpReportsApi,
    private readonly courses: CourseReportsApi,
    private readonly community: CommunityReportsApi,
    private readonly communityAdmin: CommunityAdminApi,
    private readonly corrections: CorrectionsFiguresApi,
    private readonly systemHealth: SystemHealthQueries,
    private readonly db: PgPool,
  ) {}

  async report(): Promise<ReportsView> {
    const now = this.clock.now();
    const period = reportPeriod(now);
    const orphans = this.orphanFigures();
    // Settle the orphans' chain even when a list fails first, so no rejection goes unhandled.
    orphans.catch(() => undefined);
    // Every module's figures and lists in one statement, one round trip (ADR 0080); the names in a second.
    const seriesStart = startOfSaoPauloDay(period.seriesFrom);
    const [memberFigures, newPerDay, topXp, xpPerDay, courseFigures, popular, enrollments, completions, quiz, posts, authors, dbRows, writing, correctors] =
      await this.db.readTogether(
        this.members.memberFigures(period),
        this.members.registeredPerDay(period.seriesFrom),
        this.xp.topMembersByXp(REPORT_LIST_SIZE),
        this.xp.xpPerDay(period.seriesFrom, period.today),
        this.courses.courseFigures(),
        this.courses.popularCourses(REPORT_LIST_SIZE),
        this.courses.recentEnrollments(REPORT_LIST_SIZE),
        this.courses.recentLessonCompletions(REPORT_LIST_SIZE),
        this.courses.quizFigures(MISSED_QUESTIONS),
        this.community.postFigures(period.weekStart, period.monthStart),
        this.community.topAuthors(REPORT_LIST_SIZE),
        this.systemHealth.estimatedTotalRows(),
        this.corrections.reportFigures(seriesStart, now),
        this.corrections.topCorrectors(startOfSaoPauloDay(period.weekStart), TOP_CORRECTORS),
      );
    const [names, orphaned] = await Promise.all([
      this.names([
        ...topXp.map((m) => m.memberId),
        ...enrollments.map((e) => e.memberId),
        ...completions.map((c) => c.memberId),
        ...authors.map((a) => a.authorId),
        ...correctors.map((c) => c.correctorId),
      ]),
      orphans,
    ]);
    const nameOf = (id: string) => names.get(id) ?? null;

    return {
      overview: {
        totalUsers: memberFigures.totalUsers,
        totalCourses: courseFigures.totalCourses,
        totalPosts: posts.totalPosts,
        totalLessons: courseFigures.totalLessons,
        totalEnrollments: courseFigures.totalEnrollments,
        totalRatings: courseFigures.totalRatings,
      },
      userAnalytics: {
        newUsersThisWeek: memberFigures.newSinceWeekStart,
        newUsersThisMonth: memberFigures.newSinceMonthStart,
        activeUsersToday: memberFigures.activeToday,
        activeUsersThisWeek: memberFigures.activeThisWeek,
        topUsersByXP: topXp.map((m) => ({ id: m.memberId, name: nameOf(m.memberId), level: m.level, xp_total: m.xpTotal })),
      },
      courseAnalytics: {
        popularCourses: popular.map((c) => ({
          id: c.id,
          title: c.title,
          language: c.language,
          enrollment_count: c.enrollments,
          completion_rate: percent(c.completedEnrollments, c.enrollments),
          average_rating: c.averageRating === null ? null : oneDecimal(c.averageRating),
        })),
        recentEnrollments: enrollments.map((e) => ({
          course_id: e.courseId,
          course_title: e.courseTitle,
          user_id: e.memberId,
          user_name: nameOf(e.memberId),
          enrolled_at: e.enrolledAt.toISOString(),
        })),
      },
      communityAnalytics: {
        postsThisWeek: posts.postsSinceWeekStart,
        postsThisMonth: posts.postsSinceMonthStart,
        pendingPosts: posts.pendingPosts,
        topActiveUsers: authors.map((a) => ({ user_id: a.authorId, user_name: nameOf(a.authorId), post_count: a.posts, total_likes: a.likes })),
      },
      learningAnalytics: {
        totalLessonsCompleted: courseFigures.lessonsCompleted,
        averageLessonCompletionRate:
          courseFigures.averageLessonCompletion === null ? 0 : oneDecimal(Math.min(100, Math.max(0, courseFigures.averageLessonCompletion))),
        totalStudyTime: courseFigures.studySeconds,
        recentCompletions: completions.map((c) => ({
          lesson_title: c.lessonTitle,
          course_title: c.courseTitle,
          user_name: nameOf(c.memberId),
          completed_at: c.completedAt.toISOString(),
        })),
        quizAnswers: quiz.answers,
        quizCorrectRate: percent(quiz.correct, quiz.answers),
        mostMissedQuestions: quiz.mostMissed.map((q) => ({
          question_id: q.questionId,
          prompt: q.prompt,
          lesson_title: q.lessonTitle,
          course_title: q.courseTitle,
          answers: q.answers,
          wrong: q.wrong,
        })),
      },
      systemHealth: {
        totalDbRows: dbRows,
        orphanedData: orphaned,
        dataIntegrity: {
          usersWithProfile: memberFigures.withProfile,
          totalUsers: memberFigures.totalUsers,
          integrityPercent: percent(memberFigures.withProfile, memberFigures.totalUsers),
        },
      },
      correctionsAnalytics: {
        writingsInPeriod: writing.writings,
        correctedWithin24hRate: percent(writing.correctedWithinDay, writing.matured),
        medianMinutesToFirstCorrection: writing.medianMinutesToFirstCorrection,
        correctionsInPeriod: writing.corrections,
        helpfulRate: percent(writing.helpful, writing.corrections),
        topCorrectorsThisWeek: correctors.map((c) => ({ user_id: c.correctorId, user_name: nameOf(c.correctorId), corrections: c.corrections, helpful: c.helpful })),
      },
      series: {
        newMembersPerDay: zeroFilled(period.seriesFrom, SERIES_DAYS, newPerDay, 'count'),
        xpPerDay: zeroFilled(period.seriesFrom, SERIES_DAYS, xpPerDay, 'xp'),
      },
      timestamp: now.toISOString(),
    };
  }

  /**
   * The orphan counts, recounted at most once per ORPHANS_MAX_AGE_MS (ADR 0033):
   * the check reads every distinct member id of posts and enrolments, while
   * orphans only appear when a member row is deleted by hand.
   * The first report counts them; later ones answer the last counts at once and,
   * when those are older than the limit, start one recount in the background.
   */
  private orphanFigures(): Promise<OrphanedData> {
    const now = this.clock.now().getTime();
    const counted = this.orphansCounted;
    // Either way: a clock set back (tests, a corrected host clock) must not keep old counts for good.
    if (counted && Math.abs(now - counted.at) < ORPHANS_MAX_AGE_MS) return Promise.resolve(counted.value);
    if (!this.orphansCounting) {
      const counting = this.orphans().then((value) => {
        this.orphansCounted = { value, at: now };
        return value;
      });
      this.orphansCounting = counting;
      void counting
        .catch((error: unknown) => this.logger.warn(`Orphan recount failed: ${String(error)}`))
        .finally(() => {
          if (this.orphansCounting === counting) this.orphansCounting = null;
        });
    }
    return counted ? Promise.resolve(counted.value) : this.orphansCounting;
  }

  /**
   * Posts and enrolments whose member no longer exists, as the debug page counts
   * orphaned posts: identity says which of each owner's distinct member ids are
   * missing, and the owner counts its rows of those, all inside one statement
   * (ADR 0080): no id leaves PostgreSQL.
   */
  private async orphans(): Promise<OrphanedData> {
    const [orphanedPosts, orphanedEnrollments] = await this.db.readTogether(
      this.communityAdmin.countPostsByAuthors(this.members.missingMembers(this.communityAdmin.postAuthorIds())),
      this.courses.countEnrollmentsOf(this.members.missingMembers(this.courses.enrolledMemberIds())),
    );
    return { orphanedPosts, orphanedEnrollments };
  }

  /** Display names of the members, in one call; an empty name is no name. */
  private async names(ids: string[]): Promise<Map<string, string>> {
    const members = await this.identity.getMembers(ids);
    const names = new Map<string, string>();
    for (const [id, member] of members) if (member.name.trim() !== '') names.set(id, member.name);
    return names;
  }
}
