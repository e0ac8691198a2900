import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  COMMENT_MAX_LENGTH,
  CONTENT_MAX_LENGTH,
  POST_LANGUAGES,
  POST_MESSAGES,
  TITLE_MAX_LENGTH,
} from '../../domain/post.js';
import { NormalizedLine, NormalizedText } from '../../../../shared/text/normalize.js';
import { LANGUAGE_CODES } from '../../../../shared/languages.js';
import { APPROVED_PAGE_SIZE } from '../../application/moderation.service.js';
import { PageNumber, PageSize } from '../../../../shared/http/pagination.js';

// Text is normalised (NFC, no invisible or control characters) before validation;
// lengths and blankness are checked after that by the domain rules; the bounds here only
// stop oversized input early, with the same messages.

export class CreatePostDto {
  @ApiProperty({ minLength: 1, maxLength: TITLE_MAX_LENGTH, description: 'Plain text, trimmed' })
  @MaxLength(TITLE_MAX_LENGTH * 4, { message: POST_MESSAGES.titleTooLong })
  @IsString({ message: POST_MESSAGES.required })
  @NormalizedLine()
  title!: string;

  @ApiProperty({ minLength: 1, maxLength: CONTENT_MAX_LENGTH, description: 'Plain text, trimmed' })
  @MaxLength(CONTENT_MAX_LENGTH * 2, { message: POST_MESSAGES.contentTooLong })
  @IsString({ message: POST_MESSAGES.required })
  @NormalizedText()
  content!: string;

  @ApiProperty({
    isArray: true,
    enum: LANGUAGE_CODES,
    enumName: 'LanguageCode',
    minItems: 1,
    uniqueItems: true,
    example: ['en', 'ja'],
    description: 'ISO 639-1 codes',
  })
  @ArrayMaxSize(POST_LANGUAGES.length, { message: `Selecione no máximo ${POST_LANGUAGES.length} idiomas.` })
  @IsIn(POST_LANGUAGES, { each: true, message: POST_MESSAGES.languageInvalid })
  @IsString({ each: true, message: POST_MESSAGES.languageInvalid })
  @IsArray({ message: POST_MESSAGES.required })
  languages!: string[];
}

export class CreateCommentDto {
  @ApiProperty({ minLength: 1, maxLength: COMMENT_MAX_LENGTH, description: 'Plain text, trimmed' })
  @MaxLength(COMMENT_MAX_LENGTH * 2, { message: POST_MESSAGES.commentTooLong })
  @IsString({ message: POST_MESSAGES.commentRequired })
  @NormalizedText()
  content!: string;
}

export class LikeDto {
  @ApiPropertyOptional({
    description: 'The state to set (idempotent). Without it the like toggles; a toggle within 1 s of the previous change is ignored.',
  })
  @IsOptional()
  @IsBoolean({ message: 'liked deve ser true ou false.' })
  liked?: boolean;
}

export class ModerationReasonDto {
  @ApiPropertyOptional({ maxLength: 500, description: 'Recorded in the moderation audit trail' })
  @IsOptional()
  @MaxLength(500, { message: 'O motivo deve ter no máximo 500 caracteres.' })
  @IsString({ message: 'O motivo deve ser um texto.' })
  @NormalizedLine()
  reason?: string;
}

export class ApprovedPostsQueryDto {
  @PageNumber()
  page?: number;

  @PageSize(APPROVED_PAGE_SIZE, APPROVED_PAGE_SIZE)
  limit?: number;
}

/** Author fields shared by posts and comments (spec: learner area, section 3). */
class AuthorFieldsDto {
  @ApiProperty() author_name!: string;
  @ApiProperty({ type: String, nullable: true }) author_picture!: string | null;
  @ApiProperty({ format: 'uuid', description: "The author's member id" }) author_mocha_id!: string;
  @ApiProperty({ example: 1 }) author_level!: number;
  @ApiProperty({ example: 'Calouro Linguístico' }) author_rank_name!: string;
  @ApiProperty({ example: '#6B7280' }) author_rank_color!: string;
  @ApiProperty({ example: '#FFFFFF' }) author_text_color!: string;
}

export class CommunityPostDto extends AuthorFieldsDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'Plain text: render as text, never as HTML' }) title!: string;
  @ApiProperty({ description: 'Plain text: render as text, never as HTML' }) content!: string;
  @ApiProperty({ isArray: true, enum: LANGUAGE_CODES, enumName: 'LanguageCode', description: 'ISO 639-1 codes' })
  languages!: string[];
  @ApiProperty({ example: 'Inglês, Japonês', description: 'The Portuguese names of `languages` joined with commas; Geral when empty' })
  language!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty() is_pinned!: boolean;
  @ApiProperty() has_quality_badge!: boolean;
  @ApiProperty({ description: 'Same as likes_count' }) likes!: number;
  @ApiProperty() likes_count!: number;
  @ApiProperty() comments_count!: number;
  @ApiProperty() is_liked_by_user!: boolean;
  @ApiProperty({ enum: ['pending', 'approved'] }) status!: 'pending' | 'approved';
  @ApiProperty({ description: 'True while the post waits in the review queue (seen only by its author)' })
  awaiting_approval!: boolean;
}

export class AdminPostDto extends CommunityPostDto {
  @ApiProperty({ type: String, nullable: true }) author_email!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) approved_at!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'E-mail of the approving administrator' })
  approved_by!: string | null;
}

export class CommunityCommentDto extends AuthorFieldsDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) post_id!: string;
  @ApiProperty({ description: 'Plain text: render as text, never as HTML' }) content!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty() likes!: number;
  @ApiProperty() is_liked_by_user!: boolean;
}

export class AdminCommentDto extends CommunityCommentDto {
  @ApiProperty({ type: String, nullable: true }) author_email!: string | null;
}

export class PostPageDto {
  @ApiProperty({ type: [CommunityPostDto] }) posts!: CommunityPostDto[];
  @ApiProperty({ type: String, nullable: true, description: 'Pass as cursor for the next page; null on the last' })
  nextCursor!: string | null;
}

export class PostDetailDto {
  @ApiProperty({ type: CommunityPostDto }) post!: CommunityPostDto;
}

export class CreatePostResultDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ type: CommunityPostDto }) post!: CommunityPostDto;
}

export class CommentListDto {
  @ApiProperty({ type: [CommunityCommentDto] }) comments!: CommunityCommentDto[];
}

export class CreateCommentResultDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ type: CommunityCommentDto }) comment!: CommunityCommentDto;
}

export class LikeResultDto {
  @ApiProperty({ description: 'How many members like it now' }) likes!: number;
  @ApiProperty({ description: 'Whether the caller likes it now' }) is_liked!: boolean;
}

export class PendingPostsDto {
  @ApiProperty({ type: [AdminPostDto], description: 'Oldest first' }) posts!: AdminPostDto[];
}

export class ApprovedPostsDto {
  @ApiProperty({ type: [AdminPostDto], description: 'Newest first' }) posts!: AdminPostDto[];
  @ApiProperty() page!: number;
  @ApiProperty({ description: 'At least 1' }) totalPages!: number;
  @ApiProperty() total!: number;
}

export class AdminCommentListDto {
  @ApiProperty({ type: [AdminCommentDto], description: 'Oldest first' }) comments!: AdminCommentDto[];
}

export class ModerationResultDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ example: 'Post aprovado! O autor foi notificado.' }) message!: string;
}
