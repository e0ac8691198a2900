import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsPublicLink, linkSchema } from '../../../../../shared/text/links.js';
import { NormalizedLine, NormalizedText } from '../../../../../shared/text/normalize.js';
import { DescriptionInput, TitleInput } from '../../../catalogue/adapters/http/course-text.js';
import { CONTENT_MESSAGES, LESSON_DURATION_MAX, LESSON_XP_DEFAULT, LESSON_XP_MAX } from '../../domain/content.js';
import { COURSE_MESSAGES, DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH, URL_MAX_LENGTH } from '../../../catalogue/domain/course.js';

// The domain rules judge blanks, ranges, video ids and addresses with the
// spec's messages; these bounds only stop mistyped or oversized input early.

export class ModuleBodyDto {
  @TitleInput(ApiProperty({ maxLength: TITLE_MAX_LENGTH, description: 'Plain text, required' }), CONTENT_MESSAGES.required)
  title?: string;

  @DescriptionInput(ApiPropertyOptional({ type: String, maxLength: DESCRIPTION_MAX_LENGTH, nullable: true }), COURSE_MESSAGES.descriptionTooLong)
  description?: string | null;

  @ApiPropertyOptional({ default: false, description: 'Only lessons marked free open in a locked module' })
  @IsOptional()
  @IsBoolean({ message: 'is_locked deve ser true ou false.' })
  is_locked?: boolean;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, description: 'Position wanted (1-based); orders stay dense. Omitted: appended / kept' })
  @IsOptional()
  @IsNumber({}, { message: CONTENT_MESSAGES.orderInvalid })
  module_order?: number | null;
}

export class LessonBodyDto {
  @ApiProperty({ format: 'uuid' })
  @IsOptional()
  @IsString({ message: CONTENT_MESSAGES.moduleRequired })
  module_id?: string;

  @TitleInput(ApiProperty({ maxLength: TITLE_MAX_LENGTH, description: 'Plain text, required' }), CONTENT_MESSAGES.required)
  title?: string;

  @DescriptionInput(ApiPropertyOptional({ type: String, maxLength: DESCRIPTION_MAX_LENGTH, nullable: true }), COURSE_MESSAGES.descriptionTooLong)
  description?: string | null;

  @ApiProperty({ description: 'An 11-character id or a YouTube URL (watch, youtu.be, embed, shorts, live)' })
  @IsOptional()
  @NormalizedLine()
  @MaxLength(URL_MAX_LENGTH, { message: CONTENT_MESSAGES.videoInvalid })
  @IsString({ message: CONTENT_MESSAGES.videoInvalid })
  youtube_video_id?: string;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, default: 0, description: 'Whole seconds; 0 = unknown (the player tells)' })
  @IsOptional()
  @IsNumber({}, { message: CONTENT_MESSAGES.durationInvalid })
  duration_seconds?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: LESSON_XP_MAX, default: LESSON_XP_DEFAULT })
  @IsOptional()
  @IsNumber({}, { message: CONTENT_MESSAGES.xpInvalid })
  xp_reward?: number | null;

  @ApiPropertyOptional({ ...linkSchema(), nullable: true, description: 'https:// on a public host' })
  @IsOptional()
  @NormalizedLine()
  @IsPublicLink(CONTENT_MESSAGES.materialUrlInvalid)
  @IsString({ message: CONTENT_MESSAGES.materialUrlInvalid })
  material_url?: string | null;

  @TitleInput(ApiPropertyOptional({ type: String, nullable: true, maxLength: TITLE_MAX_LENGTH }), COURSE_MESSAGES.titleTooLong)
  material_description?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, description: 'Position wanted in the module (1-based); orders stay dense' })
  @IsOptional()
  @IsNumber({}, { message: CONTENT_MESSAGES.orderInvalid })
  lesson_order?: number | null;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'is_active deve ser true ou false.' })
  is_active?: boolean;

  @ApiPropertyOptional({ default: false, description: 'Aula Gratuita: opens even in a locked module' })
  @IsOptional()
  @IsBoolean({ message: 'is_free deve ser true ou false.' })
  is_free?: boolean;
}

export class LessonDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) module_id!: string;
  @ApiProperty({ format: 'uuid' }) course_id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ example: 'dQw4w9WgXcQ' }) youtube_video_id!: string;
  @ApiProperty() duration_seconds!: number;
  @ApiProperty() xp_reward!: number;
  @ApiProperty({ type: String, nullable: true }) material_url!: string | null;
  @ApiProperty({ type: String, nullable: true }) material_description!: string | null;
  @ApiProperty() lesson_order!: number;
  @ApiProperty() is_active!: boolean;
  @ApiProperty() is_free!: boolean;
  @ApiPropertyOptional({ description: 'The lesson’s quiz questions (0: no quiz); in the course’s module lists' }) quiz_questions?: number;
}

export class ModuleDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty() is_locked!: boolean;
  @ApiProperty() module_order!: number;
  @ApiProperty({ type: [LessonDto] }) lessons!: LessonDto[];
}

export class ModuleListDto {
  @ApiProperty({ type: [ModuleDto] }) modules!: ModuleDto[];
}

export class ModuleResultDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ type: ModuleDto }) module!: ModuleDto;
}

export class LessonResultDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ format: 'uuid' }) lessonId!: string;
  @ApiProperty({ type: LessonDto }) lesson!: LessonDto;
}

export class SuccessDto {
  @ApiProperty({ example: true }) success!: boolean;
}

/** The lesson a progress report or a completion is about, and its course. */
class LessonBodyRefDto {
  @ApiProperty({ format: 'uuid' })
  @IsString({ message: 'lessonId é obrigatório.' })
  lessonId!: string;

  @ApiProperty({ format: 'uuid' })
  @IsString({ message: 'courseId é obrigatório.' })
  courseId!: string;
}

export class ProgressBodyDto extends LessonBodyRefDto {

  @ApiProperty({ minimum: 0, description: 'Where the player is, in seconds' })
  @Min(0, { message: 'lastPositionSeconds deve ser 0 ou mais.' })
  @Max(LESSON_DURATION_MAX, { message: 'lastPositionSeconds é grande demais.' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'lastPositionSeconds deve ser um número.' })
  lastPositionSeconds!: number;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, description: 'The video length the player knows; used only while the lesson’s duration is 0' })
  @IsOptional()
  @Min(0, { message: 'durationSeconds deve ser 0 ou mais.' })
  @Max(LESSON_DURATION_MAX, { message: 'durationSeconds é grande demais.' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'durationSeconds deve ser um número.' })
  durationSeconds?: number | null;

  @ApiPropertyOptional({ description: 'Ignored: the server counts watched time itself' })
  @IsOptional()
  @IsNumber({}, { message: 'watchTimeSeconds deve ser um número.' })
  watchTimeSeconds?: number;

  @ApiPropertyOptional({ description: 'Ignored: the server computes it' })
  @IsOptional()
  @IsNumber({}, { message: 'completionPercentage deve ser um número.' })
  completionPercentage?: number;

  @ApiPropertyOptional({ description: 'Ignored: the server decides completion' })
  @IsOptional()
  @IsBoolean({ message: 'isCompleted deve ser true ou false.' })
  isCompleted?: boolean;
}

export class CompleteBodyDto extends LessonBodyRefDto {

  @ApiPropertyOptional({ description: 'Ignored' })
  @IsOptional()
  @IsNumber({}, { message: 'watchTimeSeconds deve ser um número.' })
  watchTimeSeconds?: number;
}

export class ProgressDto {
  @ApiProperty() lastPositionSeconds!: number;
  @ApiProperty({ minimum: 0, maximum: 100 }) completionPercentage!: number;
  @ApiProperty() watchTimeSeconds!: number;
  @ApiProperty() isCompleted!: boolean;
}

export class CompletionDto {
  @ApiProperty({ description: 'The lesson’s XP when this call completed it, else 0' }) xpGained!: number;
  @ApiProperty() firstTimeCompleted!: boolean;
  @ApiProperty({ description: 'This completion finished the course (+100 XP)' }) courseCompleted!: boolean;
}

export class ProgressResultDto extends ProgressDto {
  @ApiProperty() xpGained!: number;
  @ApiProperty() firstTimeCompleted!: boolean;
  @ApiProperty() courseCompleted!: boolean;
}

export class LessonPageLessonDto extends LessonDto {
  @ApiProperty() module_title!: string;
}

export class LessonCourseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) instructor_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) instructor_picture!: string | null;
}

export class LessonLinkDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'In a locked module and not free: this member cannot open it (it answers 403 COURSES.LESSON_LOCKED)' })
  locked!: boolean;
}

export class LessonNavigationDto {
  @ApiProperty({ type: LessonLinkDto, nullable: true }) previousLesson!: LessonLinkDto | null;
  @ApiProperty({ type: LessonLinkDto, nullable: true }) nextLesson!: LessonLinkDto | null;
}

export class LessonPageDto {
  @ApiProperty({ type: LessonPageLessonDto }) lesson!: LessonPageLessonDto;
  @ApiProperty({ type: LessonCourseDto }) course!: LessonCourseDto;
  @ApiProperty({ type: ProgressDto }) progress!: ProgressDto;
  @ApiProperty({ type: LessonNavigationDto }) navigation!: LessonNavigationDto;
}

export class CourseProgressDto {
  @ApiProperty() isEnrolled!: boolean;
  @ApiProperty() completedLessons!: number;
  @ApiProperty() totalLessons!: number;
  @ApiProperty({ minimum: 0, maximum: 100 }) overallProgress!: number;
}

export class RateBodyDto {
  @ApiProperty({ minimum: 1, maximum: 5 })
  @IsOptional()
  @IsNumber({}, { message: 'A avaliação deve ser de 1 a 5 estrelas.' })
  rating?: number;

  @ApiPropertyOptional({ type: String, maxLength: 1000, nullable: true, description: 'Plain text' })
  @IsOptional()
  @NormalizedText()
  @MaxLength(4000, { message: 'O comentário deve ter no máximo 1.000 caracteres.' })
  @IsString({ message: 'O comentário deve ser um texto.' })
  review?: string | null;
}

export class RatingDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) rating!: number;
  @ApiProperty({ type: String, nullable: true }) review!: string | null;
  @ApiProperty() user_name!: string;
  @ApiProperty({ type: String, nullable: true }) user_picture!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class UserRatingDto {
  @ApiProperty() rating!: number;
  @ApiProperty({ type: String, nullable: true }) review!: string | null;
}

export class RatingsPageDto {
  @ApiProperty({ type: [RatingDto] }) ratings!: RatingDto[];
  @ApiProperty({ type: UserRatingDto, nullable: true }) userRating!: UserRatingDto | null;
}

export class RateResultDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty() message!: string;
  @ApiProperty() rating!: number;
  @ApiProperty({ description: 'The course’s new average' }) average!: number;
}

export class LessonCommentDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) author_id!: string;
  @ApiProperty() author_name!: string;
  @ApiProperty({ type: String, nullable: true }) author_picture!: string | null;
  @ApiProperty() author_level!: number;
  @ApiProperty({ description: 'Plain text' }) content!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty() likes!: number;
  @ApiProperty() is_liked_by_user!: boolean;
}

export class LessonCommentListDto {
  @ApiProperty({ type: [LessonCommentDto] }) comments!: LessonCommentDto[];
}

export class LessonCommentResultDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ type: LessonCommentDto }) comment!: LessonCommentDto;
}
