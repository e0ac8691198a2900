import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsPublicLink, linkSchema } from '../../../../../shared/text/links.js';
import { NormalizedLine, NormalizedText } from '../../../../../shared/text/normalize.js';
import { DescriptionInput, TitleInput } from './course-text.js';
import {
  ADMIN_COURSE_LEVELS,
  COMMENT_MAX_LENGTH,
  COURSE_LANGUAGES,
  COURSE_LEVELS,
  COURSE_MESSAGES,
  DESCRIPTION_MAX_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  REASON_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  UPLOAD_TYPES,
} from '../../domain/course.js';
import { PageNumber } from '../../../../../shared/http/pagination.js';

// Required fields, URL schemes and lengths after normalising are judged by the
// domain rules (with the spec's messages); the bounds here only stop oversized
// or mistyped input early.

const MESSAGE_STRING = COURSE_MESSAGES.required;

export class CourseFilterDto {
  @ApiPropertyOptional({ enum: COURSE_LANGUAGES, description: 'ISO 639-1 code' })
  @IsOptional()
  @IsIn(COURSE_LANGUAGES, { message: COURSE_MESSAGES.languageInvalid })
  language?: string;

  @ApiPropertyOptional({ enum: COURSE_LEVELS })
  @IsOptional()
  @IsIn(COURSE_LEVELS, { message: COURSE_MESSAGES.levelInvalid })
  level?: string;
}

export class CatalogueQueryDto extends CourseFilterDto {
  @ApiPropertyOptional({ maxLength: 100, description: 'Matches title and description, ignoring case and accents' })
  @IsOptional()
  @NormalizedLine()
  @MaxLength(100, { message: 'A busca deve ter no máximo 100 caracteres.' })
  @IsString({ message: 'A busca deve ser um texto.' })
  search?: string;

  @PageNumber()
  page?: number;
}

export class UploadCourseDto {
  @TitleInput(ApiProperty({ maxLength: TITLE_MAX_LENGTH, description: 'Plain text' }), MESSAGE_STRING)
  title?: string;

  @DescriptionInput(ApiProperty({ maxLength: DESCRIPTION_MAX_LENGTH, description: 'Plain text' }), MESSAGE_STRING)
  description?: string;

  @ApiProperty({ enum: COURSE_LANGUAGES, description: 'ISO 639-1 code' })
  @IsOptional()
  @IsString({ message: MESSAGE_STRING })
  language?: string;

  @ApiProperty({ enum: COURSE_LEVELS })
  @IsOptional()
  @IsString({ message: MESSAGE_STRING })
  level?: string;

  @ApiProperty({ ...linkSchema('image'), description: 'https:// address of the cover image on a public host, or one of the app’s own demo covers (/demo-covers/…)' })
  @IsOptional()
  @NormalizedLine()
  @IsPublicLink(COURSE_MESSAGES.urlInvalid, 'image')
  @IsString({ message: COURSE_MESSAGES.coverRequired })
  cover_image?: string;

  @ApiPropertyOptional({ ...linkSchema('torrent'), description: 'With uploadType torrent: https:// on a public host, or magnet:?xt=urn:btih:' })
  @IsOptional()
  @NormalizedLine()
  @IsPublicLink(COURSE_MESSAGES.torrentUrlInvalid, 'torrent')
  @IsString({ message: COURSE_MESSAGES.torrentRequired })
  torrent_file_url?: string;

  @ApiPropertyOptional({ ...linkSchema(), description: 'With uploadType external: https:// on a public host' })
  @IsOptional()
  @NormalizedLine()
  @IsPublicLink(COURSE_MESSAGES.urlInvalid)
  @IsString({ message: COURSE_MESSAGES.externalRequired })
  external_link?: string;

  @ApiProperty({ enum: UPLOAD_TYPES, default: 'torrent' })
  @IsOptional()
  @IsString({ message: COURSE_MESSAGES.uploadTypeInvalid })
  uploadType?: string;
}

export class AdminCourseDto {
  @TitleInput(ApiProperty({ maxLength: TITLE_MAX_LENGTH }), MESSAGE_STRING)
  title?: string;

  @DescriptionInput(ApiProperty({ maxLength: DESCRIPTION_MAX_LENGTH }), MESSAGE_STRING)
  description?: string;

  @ApiProperty({ enum: COURSE_LANGUAGES })
  @IsOptional()
  @IsString({ message: MESSAGE_STRING })
  language?: string;

  @ApiProperty({ enum: ADMIN_COURSE_LEVELS, description: 'Completo is accepted only when editing a member upload' })
  @IsOptional()
  @IsString({ message: MESSAGE_STRING })
  level?: string;

  @ApiPropertyOptional({ ...linkSchema('image'), nullable: true, description: 'https:// on a public host, or one of the app’s own demo covers (/demo-covers/…)' })
  @IsOptional()
  @NormalizedLine()
  @IsPublicLink(COURSE_MESSAGES.urlInvalid, 'image')
  @IsString({ message: COURSE_MESSAGES.urlInvalid })
  cover_image?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: SHORT_TEXT_MAX_LENGTH })
  @IsOptional()
  @NormalizedLine()
  @MaxLength(SHORT_TEXT_MAX_LENGTH, { message: COURSE_MESSAGES.textTooLong })
  @IsString({ message: COURSE_MESSAGES.textTooLong })
  instructor_name?: string | null;

  @ApiPropertyOptional({ ...linkSchema(), nullable: true, description: 'https:// on a public host' })
  @IsOptional()
  @NormalizedLine()
  @IsPublicLink(COURSE_MESSAGES.urlInvalid)
  @IsString({ message: COURSE_MESSAGES.urlInvalid })
  instructor_picture?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LONG_TEXT_MAX_LENGTH })
  @IsOptional()
  @NormalizedText()
  @MaxLength(LONG_TEXT_MAX_LENGTH, { message: COURSE_MESSAGES.textTooLong })
  @IsString({ message: COURSE_MESSAGES.textTooLong })
  prerequisites?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LONG_TEXT_MAX_LENGTH })
  @IsOptional()
  @NormalizedText()
  @MaxLength(LONG_TEXT_MAX_LENGTH, { message: COURSE_MESSAGES.textTooLong })
  @IsString({ message: COURSE_MESSAGES.textTooLong })
  learning_objectives?: string | null;
}

export class CommentBodyDto {
  @ApiProperty({ minLength: 1, maxLength: COMMENT_MAX_LENGTH, description: 'Plain text, trimmed' })
  @IsOptional()
  @NormalizedText()
  @MaxLength(COMMENT_MAX_LENGTH * 2, { message: COURSE_MESSAGES.commentTooLong })
  @IsString({ message: COURSE_MESSAGES.commentRequired })
  content?: string;
}

export class LikeBodyDto {
  @ApiPropertyOptional({ description: 'The state to set (idempotent). Without it the like toggles; a toggle within 1 s of the previous change is ignored.' })
  @IsOptional()
  @IsBoolean({ message: 'liked deve ser true ou false.' })
  liked?: boolean;
}

export class RejectBodyDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: REASON_MAX_LENGTH, description: 'Shown to the uploader' })
  @IsOptional()
  @NormalizedLine()
  @MaxLength(REASON_MAX_LENGTH, { message: `O motivo deve ter no máximo ${REASON_MAX_LENGTH} caracteres.` })
  @IsString({ message: 'O motivo deve ser um texto.' })
  reason?: string | null;
}

export class TogglePublicDto {
  @ApiProperty()
  @IsBoolean({ message: 'is_published deve ser true ou false.' })
  is_published!: boolean;
}

// ---- responses ----

export class CourseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['upload', 'admin'], description: 'upload: shared by a member; admin: built by administrators' })
  course_type!: string;
  @ApiProperty({ description: 'Plain text' }) title!: string;
  @ApiProperty({ description: 'Plain text' }) description!: string;
  @ApiProperty({ type: String, nullable: true }) cover_image!: string | null;
  @ApiProperty({ enum: COURSE_LEVELS }) level!: string;
  @ApiProperty({ enum: COURSE_LANGUAGES }) language!: string;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) uploaded_by_user_id!: string | null;
  @ApiProperty({ type: String, nullable: true }) uploaded_by_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) instructor_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) instructor_picture!: string | null;
  @ApiProperty({ type: String, nullable: true, enum: ['torrent', 'external'] }) download_type!: 'torrent' | 'external' | null;
  @ApiProperty() download_count!: number;
  @ApiProperty() likes_count!: number;
  @ApiProperty() comments_count!: number;
  @ApiProperty() total_lessons!: number;
  @ApiProperty() total_duration_seconds!: number;
  @ApiProperty() enrollment_count!: number;
  @ApiProperty({ description: 'Average rating, one decimal' }) rating!: number;
  @ApiProperty() is_published!: boolean;
  @ApiProperty() is_liked_by_user!: boolean;
  @ApiProperty({ type: Number, nullable: true, description: "The caller's downloads left today; null for guests" })
  downloads_remaining_today!: number | null;
  @ApiProperty({ description: 'Whether the caller may download this course now (false for guests)' })
  can_download_today!: boolean;
  @ApiProperty({ description: 'The caller already took it today (downloading again is free)' }) downloaded_today!: boolean;
  @ApiProperty({ enum: ['pending', 'approved', 'rejected'] }) approval_status!: string;
  @ApiProperty({ example: 'Aguardando Aprovação' }) status_display!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Only for the uploader and administrators' })
  rejection_reason!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) approved_at!: string | null;
  @ApiProperty({ type: String, nullable: true }) approved_by_name!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class AdminCourseResponseDto extends CourseDto {
  @ApiProperty({ type: String, nullable: true }) torrent_file_url!: string | null;
  @ApiProperty({ type: String, nullable: true }) external_link!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'E-mail of the approving administrator' }) approved_by!: string | null;
}

export class CataloguePageDto {
  @ApiProperty({ type: [CourseDto] }) courses!: CourseDto[];
  @ApiProperty() page!: number;
  @ApiProperty({ description: 'At least 1' }) totalPages!: number;
  @ApiProperty() total!: number;
  @ApiProperty({ type: Number, nullable: true, description: "The caller's downloads left today; null for guests" })
  downloads_remaining_today!: number | null;
}

export class CourseListDto {
  @ApiProperty({ type: [CourseDto] }) courses!: CourseDto[];
}

export class AdminCourseListDto {
  @ApiProperty({ type: [AdminCourseResponseDto] }) courses!: AdminCourseResponseDto[];
}

export class CourseDetailsDto {
  @ApiProperty({ type: CourseDto }) course!: CourseDto;
}

export class AdminCourseResultDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ type: AdminCourseResponseDto }) course!: AdminCourseResponseDto;
}

export class UploadResultDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ example: 'Curso enviado com sucesso! Aguarde a aprovação da administração.' }) message!: string;
  @ApiProperty({ type: CourseDto }) course!: CourseDto;
}

export class DownloadResultDto {
  @ApiProperty({ description: 'Open in a new tab' }) download_url!: string;
  @ApiProperty({ description: 'Downloads left today' }) downloadsRemaining!: number;
}

export class CourseLikeResultDto {
  @ApiProperty() is_liked!: boolean;
  @ApiProperty() likes_count!: number;
}

export class CommentLikeResultDto {
  @ApiProperty() likes!: number;
  @ApiProperty() is_liked!: boolean;
}

export class CourseCommentDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) course_id!: string;
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty() user_name!: string;
  @ApiProperty({ type: String, nullable: true }) user_picture!: string | null;
  @ApiProperty() user_level!: number;
  @ApiProperty({ example: 'Calouro Linguístico' }) user_rank_name!: string;
  @ApiProperty({ example: '#6B7280' }) user_rank_color!: string;
  @ApiProperty({ example: '#FFFFFF' }) user_text_color!: string;
  @ApiProperty({ description: 'Plain text' }) content!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty() likes!: number;
  @ApiProperty() is_liked_by_user!: boolean;
}

export class CourseCommentListDto {
  @ApiProperty({ type: [CourseCommentDto], description: 'Oldest first' }) comments!: CourseCommentDto[];
}

export class CourseCommentResultDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ type: CourseCommentDto }) comment!: CourseCommentDto;
}

export class AdminActionResultDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ example: 'Curso aprovado com sucesso!' }) message!: string;
}

export class TogglePublicResultDto extends AdminActionResultDto {
  @ApiProperty() is_published!: boolean;
}

export class DownloadLimitBodyDto {
  @ApiProperty({ example: 429 }) statusCode!: number;
  @ApiProperty({ example: 'Too Many Requests' }) error!: string;
  @ApiProperty({ example: 'Limite diário atingido. Reseta à meia-noite (horário de Brasília).' }) message!: string;
  @ApiProperty({ example: 'COURSES.DOWNLOAD_LIMIT_REACHED' }) code!: string;
  @ApiProperty({ example: 0 }) downloadsRemaining!: number;
  @ApiProperty({ format: 'date-time', description: 'Next midnight in São Paulo' }) resetAt!: string;
  @ApiProperty({ example: '3 horas e 12 minutos' }) resetsIn!: string;
  @ApiProperty() retryAfterSeconds!: number;
}
