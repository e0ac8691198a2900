import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGE_CODES } from '../../../../shared/languages.js';

const PERCENT = 'Percentage 0–100 with one decimal';

export class ReportsOverviewDto {
  @ApiProperty({ description: 'Members' }) totalUsers!: number;
  @ApiProperty({ description: 'Courses of both origins, whatever their approval or publication' }) totalCourses!: number;
  @ApiProperty({ description: 'Community posts, pending and published' }) totalPosts!: number;
  @ApiProperty({ description: 'Active lessons of the administrators’ courses' }) totalLessons!: number;
  @ApiProperty() totalEnrollments!: number;
  @ApiProperty() totalRatings!: number;
}

export class TopUserByXpDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Null when the member has no name (or no longer exists)' }) name!: string | null;
  @ApiProperty({ description: 'Gamification level' }) level!: number;
  @ApiProperty() xp_total!: number;
}

export class UserAnalyticsDto {
  @ApiProperty({ description: 'Members registered since Monday 00:00 of the São Paulo week' }) newUsersThisWeek!: number;
  @ApiProperty({ description: 'Members registered since the first day of the São Paulo month' }) newUsersThisMonth!: number;
  @ApiProperty({ description: 'Members with any activity on today’s São Paulo day' }) activeUsersToday!: number;
  @ApiProperty({ description: 'Members with any activity on a day of this São Paulo week' }) activeUsersThisWeek!: number;
  @ApiProperty({ type: [TopUserByXpDto], description: 'The 10 members with the most XP' }) topUsersByXP!: TopUserByXpDto[];
}

export class PopularCourseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ enum: LANGUAGE_CODES, description: 'ISO 639-1 code' }) language!: string;
  @ApiProperty() enrollment_count!: number;
  @ApiProperty({ description: `Enrolments that completed every active lesson. ${PERCENT}` }) completion_rate!: number;
  @ApiProperty({ type: Number, nullable: true, description: '1–5 with one decimal; null without ratings' }) average_rating!: number | null;
}

export class RecentEnrollmentDto {
  @ApiProperty({ format: 'uuid' }) course_id!: string;
  @ApiProperty() course_title!: string;
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({ type: String, nullable: true }) user_name!: string | null;
  @ApiProperty({ format: 'date-time' }) enrolled_at!: string;
}

export class CourseAnalyticsDto {
  @ApiProperty({ type: [PopularCourseDto], description: 'The 10 administrators’ courses with the most enrolments' })
  popularCourses!: PopularCourseDto[];
  @ApiProperty({ type: [RecentEnrollmentDto], description: 'The 10 newest enrolments, newest first' })
  recentEnrollments!: RecentEnrollmentDto[];
}

export class TopActiveUserDto {
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({ type: String, nullable: true }) user_name!: string | null;
  @ApiProperty({ description: 'Published posts' }) post_count!: number;
  @ApiProperty({ description: 'Likes of those posts' }) total_likes!: number;
}

export class CommunityAnalyticsDto {
  @ApiProperty({ description: 'Posts (pending or published) created this São Paulo week' }) postsThisWeek!: number;
  @ApiProperty({ description: 'Posts (pending or published) created this São Paulo month' }) postsThisMonth!: number;
  @ApiProperty({ description: 'Posts waiting in the review queue' }) pendingPosts!: number;
  @ApiProperty({ type: [TopActiveUserDto], description: 'The 10 members with the most published posts' })
  topActiveUsers!: TopActiveUserDto[];
}

export class RecentCompletionDto {
  @ApiProperty() lesson_title!: string;
  @ApiProperty() course_title!: string;
  @ApiProperty({ type: String, nullable: true }) user_name!: string | null;
  @ApiProperty({ format: 'date-time' }) completed_at!: string;
}

export class MissedQuestionDto {
  @ApiProperty({ format: 'uuid' }) question_id!: string;
  @ApiProperty() prompt!: string;
  @ApiProperty() lesson_title!: string;
  @ApiProperty() course_title!: string;
  @ApiProperty({ description: 'Attempts at the question' }) answers!: number;
  @ApiProperty({ description: 'Wrong attempts' }) wrong!: number;
}

export class LearningAnalyticsDto {
  @ApiProperty() totalLessonsCompleted!: number;
  @ApiProperty({ description: `Mean completion percentage of every lesson a member started. ${PERCENT}` })
  averageLessonCompletionRate!: number;
  @ApiProperty({ description: 'Watch time the server counted, in seconds' }) totalStudyTime!: number;
  @ApiProperty({ type: [RecentCompletionDto], description: 'The 10 newest lesson completions, newest first' })
  recentCompletions!: RecentCompletionDto[];
  @ApiProperty({ description: 'Lesson quiz answers the server judged (practice again included)' }) quizAnswers!: number;
  @ApiProperty({ description: `Right answers of quizAnswers. ${PERCENT}` }) quizCorrectRate!: number;
  @ApiProperty({ type: [MissedQuestionDto], description: 'The 5 quiz questions with the most wrong answers, most first' })
  mostMissedQuestions!: MissedQuestionDto[];
}

export class OrphanedDataDto {
  @ApiProperty({ description: 'Posts whose author is no longer a member' }) orphanedPosts!: number;
  @ApiProperty({ description: 'Enrolments whose member no longer exists' }) orphanedEnrollments!: number;
}

export class DataIntegrityDto {
  @ApiProperty({ description: 'Members who completed their profile' }) usersWithProfile!: number;
  @ApiProperty() totalUsers!: number;
  @ApiProperty({ description: `usersWithProfile of totalUsers. ${PERCENT}` }) integrityPercent!: number;
}

export class SystemHealthDto {
  @ApiProperty({
    description: 'Rows of all the application’s tables: an estimate from PostgreSQL’s statistics (live tuples), not an exact count',
  })
  totalDbRows!: number;
  @ApiProperty({ type: OrphanedDataDto }) orphanedData!: OrphanedDataDto;
  @ApiProperty({ type: DataIntegrityDto }) dataIntegrity!: DataIntegrityDto;
}

export class MedianMinutesDto {
  @ApiProperty({ type: Number, nullable: true, description: 'Texts in Portuguese; null when none of the period was corrected' }) pt!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Texts in English; null when none of the period was corrected' }) en!: number | null;
}

export class TopCorrectorDto {
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({ type: String, nullable: true }) user_name!: string | null;
  @ApiProperty({ description: 'Corrections given this São Paulo week' }) corrections!: number;
  @ApiProperty({ description: 'Of those, the ones their authors marked helpful' }) helpful!: number;
}

export class CorrectionsAnalyticsDto {
  @ApiProperty({ description: 'Texts written for correction in the last 30 São Paulo days, today included' }) writingsInPeriod!: number;
  @ApiProperty({ description: `Texts of the period written at least 24 h ago that had a first correction within 24 h. ${PERCENT}` })
  correctedWithin24hRate!: number;
  @ApiProperty({ type: MedianMinutesDto, description: 'Median minutes from a text of the period to its first correction, per language (corrected texts only)' })
  medianMinutesToFirstCorrection!: MedianMinutesDto;
  @ApiProperty({ description: 'Corrections given in the same period' }) correctionsInPeriod!: number;
  @ApiProperty({ description: `Corrections of the period their authors marked helpful. ${PERCENT}` }) helpfulRate!: number;
  @ApiProperty({ type: [TopCorrectorDto], description: 'The 5 members with the most helpful corrections given this São Paulo week (ties: more corrections), most first' })
  topCorrectorsThisWeek!: TopCorrectorDto[];
}

export class MembersPerDayDto {
  @ApiProperty({ format: 'date', example: '2026-06-10', description: 'São Paulo calendar day' }) day!: string;
  @ApiProperty() count!: number;
}

export class XpPerDayDto {
  @ApiProperty({ format: 'date', example: '2026-06-10', description: 'São Paulo calendar day' }) day!: string;
  @ApiProperty({ description: 'Net XP of the ledger that day (awards minus reversals)' }) xp!: number;
}

export class ReportSeriesDto {
  @ApiProperty({ type: [MembersPerDayDto], description: 'The last 30 São Paulo days, oldest first, today included; 0 on days without any' })
  newMembersPerDay!: MembersPerDayDto[];
  @ApiProperty({ type: [XpPerDayDto], description: 'The same 30 days' })
  xpPerDay!: XpPerDayDto[];
}

export class ReportsDto {
  @ApiProperty({ type: ReportsOverviewDto }) overview!: ReportsOverviewDto;
  @ApiProperty({ type: UserAnalyticsDto }) userAnalytics!: UserAnalyticsDto;
  @ApiProperty({ type: CourseAnalyticsDto }) courseAnalytics!: CourseAnalyticsDto;
  @ApiProperty({ type: CommunityAnalyticsDto }) communityAnalytics!: CommunityAnalyticsDto;
  @ApiProperty({ type: LearningAnalyticsDto }) learningAnalytics!: LearningAnalyticsDto;
  @ApiProperty({ type: SystemHealthDto }) systemHealth!: SystemHealthDto;
  @ApiProperty({ type: CorrectionsAnalyticsDto }) correctionsAnalytics!: CorrectionsAnalyticsDto;
  @ApiProperty({ type: ReportSeriesDto }) series!: ReportSeriesDto;
  @ApiProperty({ format: 'date-time' }) timestamp!: string;
}
