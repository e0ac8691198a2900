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
