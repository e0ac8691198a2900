import { ApiProperty } from '@nestjs/swagger';
import { BadgeDto, RankDto } from '../modules/gamification/index.js';
import { LANGUAGE_CODES } from '../shared/languages.js';

export class ProfileLanguageDto {
  @ApiProperty({ enum: LANGUAGE_CODES, description: 'ISO 639-1 code (older rows may still hold a label)' }) language!: string;
  @ApiProperty({ example: 'Fluente' }) proficiency!: string;
}

export class MemberProfileDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Ana Souza' }) name!: string;
  @ApiProperty({ type: String, nullable: true }) profile_picture!: string | null;
  @ApiProperty() biography!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ example: 140 }) xp_total!: number;
  @ApiProperty({ example: 2 }) level!: number;
  @ApiProperty({ example: 26, description: 'Percent of the way from the current rank to the next (100 at the top)' })
  level_progress!: number;
  @ApiProperty({ type: RankDto }) currentRank!: RankDto;
  @ApiProperty({ type: RankDto, nullable: true, description: 'null at level 10' }) nextRank!: RankDto | null;
  @ApiProperty({ type: [ProfileLanguageDto] }) userLanguages!: ProfileLanguageDto[];
  @ApiProperty({ type: [BadgeDto], description: 'The 10 most recent badges' }) badges!: BadgeDto[];
  @ApiProperty() is_profile_public!: boolean;
  @ApiProperty({ description: "Whether the reader is this profile's owner" }) is_own!: boolean;
}

/** A course as the profile lists it, finished or under way. */
class ProfileCourseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() language!: string;
  @ApiProperty() level!: string;
  @ApiProperty({ type: String, nullable: true }) cover_image!: string | null;
}

export class CompletedCourseDto extends ProfileCourseDto {
  @ApiProperty({ format: 'date-time' }) completedAt!: string;
}

export class CourseInProgressDto extends ProfileCourseDto {
  @ApiProperty() completed_lessons!: number;
  @ApiProperty() total_lessons!: number;
  @ApiProperty({ description: 'Percent of lessons completed' }) progress!: number;
  @ApiProperty({ format: 'date-time' }) enrolledAt!: string;
}

export class ProfileStatsDto {
  @ApiProperty({ example: 4, description: 'Published community posts' }) totalPosts!: number;
  @ApiProperty({ example: 12, description: 'Likes received on published posts and on comments' }) totalLikes!: number;
  @ApiProperty({ type: Number, nullable: true, example: 7, description: "Position in this week's ranking; null without XP this week" })
  rankingPosition!: number | null;
  @ApiProperty({ example: 0 }) coursesCompleted!: number;
  @ApiProperty({ type: [CompletedCourseDto], description: 'The courses the member completed, the latest enrolment first' })
  completedCourses!: CompletedCourseDto[];
  @ApiProperty({ type: [CourseInProgressDto], description: 'The courses the member is enrolled in and has not completed, the latest enrolment first' })
  coursesInProgress!: CourseInProgressDto[];
  @ApiProperty({ example: 3 }) totalBadges!: number;
  @ApiProperty({ example: 5, description: 'Corrections the member gave to other members’ texts (hidden ones aside)' }) correctionsGiven!: number;
  @ApiProperty({ example: 2, description: 'Of those, the ones their authors marked helpful' }) correctionsHelpful!: number;
}
