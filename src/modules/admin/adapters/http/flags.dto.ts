import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { FLAG_TARGET_TYPES, type FlagTargetType } from '../../../../shared/moderation/index.js';
import { NormalizedText } from '../../../../shared/text/normalize.js';
import { PageNumber } from '../../../../shared/http/pagination.js';
import { ErrorBody } from '../../../../shared/http/error-body.js';
import {
  FLAG_ACTIONS,
  FLAG_DECISIONS,
  FLAG_DETAILS_MAX,
  FLAG_NOTE_MAX,
  FLAG_REASONS,
  FLAG_STATUSES,
  type FlagAction,
  type FlagDecision,
  type FlagPlaceKind,
  type FlagReason,
  type FlagStatus,
} from '../../domain/flags.js';

export class ReportBodyDto {
  @ApiProperty({ enum: FLAG_TARGET_TYPES })
  @IsIn(FLAG_TARGET_TYPES, { message: `targetType deve ser um de: ${FLAG_TARGET_TYPES.join(', ')}` })
  targetType!: FlagTargetType;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'targetId deve ser um identificador válido' })
  targetId!: string;

  @ApiProperty({ enum: FLAG_REASONS })
  @IsIn(FLAG_REASONS, { message: `reason deve ser um de: ${FLAG_REASONS.join(', ')}` })
  reason!: FlagReason;

  @ApiPropertyOptional({ maxLength: FLAG_DETAILS_MAX, description: 'What the administrators should know' })
  @IsOptional()
  @MaxLength(FLAG_DETAILS_MAX, { message: `Os detalhes devem ter no máximo ${FLAG_DETAILS_MAX} caracteres.` })
  @IsString({ message: 'Os detalhes devem ser um texto.' })
  @NormalizedText()
  details?: string;
}

export class ReportResultDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ description: 'True when it replaced the member’s earlier open report of the item' }) replaced!: boolean;
}

export class FlagsQueryDto {
  @ApiPropertyOptional({ enum: FLAG_STATUSES, default: 'open' })
  @IsOptional()
  @IsIn(FLAG_STATUSES, { message: 'status deve ser open ou closed' })
  status?: FlagStatus;

  @PageNumber()
  page?: number;
}

export class ResolveFlagsDto {
  @ApiProperty({ enum: FLAG_ACTIONS, description: 'keep shows the item again; remove deletes it' })
  @IsIn(FLAG_ACTIONS, { message: 'action deve ser keep ou remove' })
  action!: FlagAction;

  @ApiPropertyOptional({ maxLength: FLAG_NOTE_MAX, description: 'Recorded in the audit log; never sent to the reporters' })
  @IsOptional()
  @MaxLength(FLAG_NOTE_MAX, { message: `A nota deve ter no máximo ${FLAG_NOTE_MAX} caracteres.` })
  @IsString({ message: 'A nota deve ser um texto.' })
  @NormalizedText()
  note?: string;
}

/** The 409 of a decision that came too late: the item's reports were already closed. */
export class FlagsAlreadyDecidedBodyDto extends ErrorBody {
  @ApiProperty({ enum: FLAG_DECISIONS, description: 'The decision that stands: keep, remove, or gone (the item went otherwise)' })
  decision!: FlagDecision;

  @ApiProperty({ format: 'date-time', description: 'When that decision closed the reports' })
  decidedAt!: string;
}

export class FlagPersonDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
}

export class FlagReportDto {
  @ApiProperty({ type: FlagPersonDto }) reporter!: FlagPersonDto;
  @ApiProperty({ enum: FLAG_REASONS }) reason!: FlagReason;
  @ApiProperty({ type: String, nullable: true }) details!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class FlaggedItemDto {
  @ApiProperty({ enum: FLAG_TARGET_TYPES }) targetType!: FlagTargetType;
  @ApiProperty({ format: 'uuid' }) targetId!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The item’s text or title now; null when it is gone' }) preview!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'A comment’s post or course, a message’s room, for the link' }) parentId!: string | null;
  @ApiProperty({ type: FlagPersonDto, nullable: true, description: 'Null for a course of the catalogue’s own' }) author!: FlagPersonDto | null;
  @ApiProperty({ description: 'Hidden from members by its open reports' }) hidden!: boolean;
  @ApiProperty({ description: 'Reports in this group (one per member)' }) count!: number;
  @ApiProperty({ enum: FLAG_REASONS, isArray: true }) reasons!: FlagReason[];
  @ApiProperty({ type: [FlagReportDto], description: 'Newest first' }) reports!: FlagReportDto[];
  @ApiProperty({ enum: FLAG_STATUSES }) status!: FlagStatus;
  @ApiProperty({ type: String, nullable: true, enum: ['keep', 'remove', 'gone'], description: 'How closed reports ended; null while open' })
  decision!: string | null;
}

export class FlagsPageDto {
  @ApiProperty({ type: [FlaggedItemDto], description: 'Grouped by item, the most recently reported first, 50 per page' })
  items!: FlaggedItemDto[];

  @ApiProperty({ type: 'integer', nullable: true, description: 'The page to ask for next; null on the last page' })
  nextPage!: number | null;
}

export class FlagPlaceTitleDto {
  @ApiProperty() pt!: string;
  @ApiProperty() en!: string;
}

export class FlagPlaceDto {
  @ApiProperty({ enum: ['post', 'course', 'room', 'profile', 'writing'], description: 'A comment’s post, a course, a message’s room, a profile, the text of a correction or reply' })
  kind!: FlagPlaceKind;

  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'The SPA page of the place', example: '/comunidade/post/3f0c7a44-6d2b-4c55-9a51-0f3b1e2d7c11' }) path!: string;

  @ApiProperty({
    type: FlagPlaceTitleDto,
    nullable: true,
    description: 'Its title in pt and en: a room’s name, or a post’s or course’s as written (the same in both); null when the place is the item itself',
  })
  title!: FlagPlaceTitleDto | null;
}

export class FlagReviewReportDto extends FlagReportDto {
  @ApiProperty({ description: 'Not yet decided' }) open!: boolean;
}

export class FlagRemovedDto {
  @ApiProperty({ description: 'The item’s text as the decision removed it, kept for REMOVED_CONTENT_RETENTION_DAYS' }) text!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decidedAt!: string | null;
}

export class FlagContextLineDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: FlagPersonDto }) author!: FlagPersonDto;
  @ApiProperty() content!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ description: 'Hidden from members by its own reports' }) hidden!: boolean;
}

export class FlagContextDto {
  @ApiProperty({ type: [FlagContextLineDto], description: 'Up to 3 messages of the same room just before it, oldest first' }) before!: FlagContextLineDto[];
  @ApiProperty({ type: [FlagContextLineDto], description: 'Up to 3 messages of the same room just after it, oldest first' }) after!: FlagContextLineDto[];
}

export class FlagReviewDto {
  @ApiProperty({ enum: FLAG_TARGET_TYPES }) targetType!: FlagTargetType;
  @ApiProperty({ format: 'uuid' }) targetId!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The item’s text now; null once it is gone' }) preview!: string | null;
  @ApiProperty({ type: FlagPersonDto, nullable: true, description: 'Null for a course of the catalogue’s own, or an erased author' }) author!: FlagPersonDto | null;
  @ApiProperty({ description: 'Hidden from members by its open reports' }) hidden!: boolean;
  @ApiProperty({ enum: FLAG_STATUSES, description: 'open while any report waits for a decision' }) status!: FlagStatus;
  @ApiProperty({ type: String, enum: FLAG_DECISIONS, nullable: true, description: 'The last decision; null while open' }) decision!: FlagDecision | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decidedAt!: string | null;
  @ApiProperty({ type: [FlagReviewReportDto], description: 'Every report of the item, newest first' }) reports!: FlagReviewReportDto[];
  @ApiProperty({ type: FlagPlaceDto, nullable: true, description: 'Where it is (or was): null for a removed post, course or profile' }) place!: FlagPlaceDto | null;
  @ApiProperty({ type: FlagRemovedDto, nullable: true, description: 'What a removal kept of it, to show marked removed; null when no removal did, or once REMOVED_CONTENT_RETENTION_DAYS passed' })
  removed!: FlagRemovedDto | null;
  @ApiProperty({ type: FlagContextDto, nullable: true, description: 'A chat message’s neighbours in its room; null for other kinds' }) context!: FlagContextDto | null;
}
