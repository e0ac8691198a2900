import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { NormalizedLine } from '../../../../shared/text/normalize.js';
import { BAN_DAYS, MAX_GRANT_XP, USERS_PAGE_SIZE } from '../../domain/ban.js';
import { PageNumber, PageSize } from '../../../../shared/http/pagination.js';

const REASON_MAX = 500;

export class AdminStatsDto {
  @ApiProperty() totalUsers!: number;
  @ApiProperty({ description: 'Published courses' }) totalCourses!: number;
  @ApiProperty({ description: 'Community posts, pending and published' }) totalPosts!: number;
  @ApiProperty({ description: 'Members with any request on today’s São Paulo day' }) activeUsers!: number;
  @ApiProperty({ description: 'Items with open reports, beside the posts awaiting approval' }) openFlags!: number;
}

export class UsersQueryDto {
  @PageNumber()
  page?: number;

  @PageSize(100, USERS_PAGE_SIZE)
  limit?: number;

  @ApiPropertyOptional({ description: 'Part of the name or e-mail; case and accents are ignored', maxLength: 100 })
  @IsOptional()
  @IsString({ message: 'search deve ser um texto' })
  @NormalizedLine()
  @MaxLength(100, { message: 'search deve ter no máximo 100 caracteres' })
  search?: string;
}

export class AdminUserRowDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid', description: 'The same member id (the spec’s legacy name)' }) mocha_user_id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) profile_picture!: string | null;
  @ApiProperty() level!: number;
  @ApiProperty() xp_total!: number;
  @ApiProperty() rank_name!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date', description: 'São Paulo day of the last request' })
  last_activity_date!: string | null;
  @ApiProperty() streak_days!: number;
  @ApiProperty() post_count!: number;
  @ApiProperty() comment_count!: number;
  @ApiProperty({ description: 'A ban is in force now (an expired temporary ban is not)' }) is_banned!: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'End of the temporary ban in force' })
  ban_expires_at!: string | null;
  @ApiProperty() ban_permanent!: boolean;
  @ApiProperty({ type: String, nullable: true }) ban_reason!: string | null;
  @ApiProperty({ description: 'Administrators cannot be banned' }) is_admin!: boolean;
}

class UsersMetadataDto {
  @ApiProperty() pageSize!: number;
  @ApiProperty({ type: String, nullable: true }) search!: string | null;
}

export class UsersPageDto {
  @ApiProperty({ type: [AdminUserRowDto] }) users!: AdminUserRowDto[];
  @ApiProperty() totalUsers!: number;
  @ApiProperty() currentPage!: number;
  @ApiProperty() totalPages!: number;
  @ApiProperty() hasNextPage!: boolean;
  @ApiProperty() hasPrevPage!: boolean;
  @ApiProperty({ type: UsersMetadataDto }) metadata!: UsersMetadataDto;
}

class UserLanguageDto {
  @ApiProperty({ description: 'ISO 639-1 code' }) language!: string;
  @ApiProperty() proficiency!: string;
}

class UserBadgeDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() icon!: string;
  @ApiProperty() badge_color!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) earned_at!: string | null;
}

class UserPostDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() content!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty() likes!: number;
  @ApiProperty() comments_count!: number;
}

export class BanHistoryEntryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['ban', 'unban'] }) action!: 'ban' | 'unban';
  @ApiProperty() admin_email!: string;
  @ApiProperty({ type: String, nullable: true }) reason!: string | null;
  @ApiProperty({ type: Number, nullable: true, enum: BAN_DAYS }) days!: number | null;
  @ApiProperty() permanent!: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) until!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class XpGrantEntryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() amount!: number;
  @ApiProperty() reason!: string;
  @ApiProperty() admin_email!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class AuditEntryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() admin_email!: string;
  @ApiProperty({ description: 'Module whose data changed: admin, community, courses, chat' }) module!: string;
  @ApiProperty({ description: 'e.g. member_banned, member_unbanned, xp_granted, post_deleted' }) action!: string;
  @ApiProperty({ description: 'member, post, comment, course…' }) target_type!: string;
  @ApiProperty() target_id!: string;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) member_id!: string | null;
  @ApiProperty({ type: String, nullable: true }) reason!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "What the target was called at the action (a course's, post's or lesson's title); null when none was recorded",
  })
  target_label!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class UserDetailsDto {
  @ApiProperty({ type: AdminUserRowDto }) user!: AdminUserRowDto;
  @ApiProperty() biography!: string;
  @ApiProperty({ type: [UserLanguageDto] }) userLanguages!: UserLanguageDto[];
  @ApiProperty({ type: [UserBadgeDto] }) badges!: UserBadgeDto[];
  @ApiProperty({ type: [UserPostDto] }) recentPosts!: UserPostDto[];
  @ApiProperty({ type: [BanHistoryEntryDto], description: 'Bans and unbans, newest first' }) banHistory!: BanHistoryEntryDto[];
  @ApiProperty({ type: [XpGrantEntryDto], description: 'XP grants, newest first' }) xpGrants!: XpGrantEntryDto[];
  @ApiProperty({ type: [AuditEntryDto], description: 'Every administrator action concerning the member' })
  auditEntries!: AuditEntryDto[];
}

export class BanMemberDto {
  @ApiProperty({ maxLength: REASON_MAX })
  @IsString({ message: 'Motivo do banimento é obrigatório' })
  @NormalizedLine()
  @IsNotEmpty({ message: 'Motivo do banimento é obrigatório' })
  @MaxLength(REASON_MAX, { message: `O motivo deve ter no máximo ${REASON_MAX} caracteres` })
  reason!: string;

  @ApiPropertyOptional({ type: Number, nullable: true, enum: BAN_DAYS, description: 'Null when permanent' })
  @ValidateIf((o: BanMemberDto) => o.permanent !== true)
  @IsIn(BAN_DAYS as unknown as number[], { message: 'Escolha 1, 3, 7, 30 ou 90 dias, ou banimento permanente' })
  days?: number | null;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'permanent deve ser verdadeiro ou falso' })
  permanent?: boolean;
}

export class BanResultDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) bannedUntil!: string | null;
  @ApiProperty() permanent!: boolean;
}

export class GiveXpDto {
  @ApiProperty({ minimum: 1, maximum: MAX_GRANT_XP, example: 50 })
  @IsInt({ message: 'Quantidade de XP deve ser maior que 0' })
  @Min(1, { message: 'Quantidade de XP deve ser maior que 0' })
  @Max(MAX_GRANT_XP, { message: `Quantidade de XP deve ser no máximo ${MAX_GRANT_XP}` })
  amount!: number;

  @ApiProperty({ maxLength: REASON_MAX })
  @IsString({ message: 'Motivo da concessão de XP é obrigatório' })
  @NormalizedLine()
  @IsNotEmpty({ message: 'Motivo da concessão de XP é obrigatório' })
  @MaxLength(REASON_MAX, { message: `O motivo deve ter no máximo ${REASON_MAX} caracteres` })
  reason!: string;
}

export class GiveXpResultDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ format: 'uuid' }) grantId!: string;
  @ApiProperty({ description: 'False when the Idempotency-Key had already granted (a retried request)' }) applied!: boolean;
  @ApiProperty() amount!: number;
  @ApiProperty() newLevel!: number;
  @ApiProperty() levelUp!: boolean;
}

export class AdminSuccessDto {
  @ApiProperty({ example: true }) success!: boolean;
}

export class AuditQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only entries concerning this member' })
  @IsOptional()
  @IsUUID('all', { message: 'member deve ser um id válido' })
  member?: string;

  @ApiPropertyOptional({ description: 'Only this action (e.g. member_banned, post_deleted)' })
  @IsOptional()
  @IsString({ message: 'action deve ser um texto' })
  @Matches(/^[a-z_]{1,50}$/, { message: 'action inválida' })
  action?: string;

  @PageNumber()
  page?: number;
}

export class AuditListEntryDto extends AuditEntryDto {
  @ApiProperty({ type: String, nullable: true, description: 'Name of the member concerned (null without a member or a name)' })
  member_name!: string | null;
}

export class AuditPageDto {
  @ApiProperty({ type: [AuditListEntryDto] }) entries!: AuditListEntryDto[];
  @ApiProperty() total!: number;
  @ApiProperty() currentPage!: number;
  @ApiProperty() totalPages!: number;
}

class DebugUsersDto {
  @ApiProperty() total!: number;
  @ApiProperty() oauthUsers!: number;
  @ApiProperty() profileCompleted!: number;
}

class DebugPostsDto {
  @ApiProperty() total!: number;
  @ApiProperty() approved!: number;
  @ApiProperty() pending!: number;
}

class DebugTablesDto {
  @ApiProperty({ type: DebugUsersDto }) users!: DebugUsersDto;
  @ApiProperty({ type: DebugPostsDto }) community_posts!: DebugPostsDto;
}

class OrphanedPostDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ format: 'uuid', description: 'The author id that is no longer a member' }) user_id!: string;
}

class DebugRecentUserDto {
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty() profile_completed!: boolean;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

class DebugRecentPostDto {
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) author_email!: string | null;
  @ApiProperty() is_approved!: boolean;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

class DebugDeliveryCountsDto {
  @ApiProperty({ description: 'Waiting to be sent (retries included)' }) pending!: number;
  @ApiProperty({ description: 'Sent (e-mails only logged without SMTP_URL included)' }) sent!: number;
  @ApiProperty({ description: 'Given up after every retry' }) failed!: number;
}

class DebugDeliveryFailureDto {
  @ApiProperty({ enum: ['email', 'push'] }) channel!: 'email' | 'push';
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) member_id!: string;
  @ApiProperty() attempts!: number;
  @ApiProperty({ enum: ['pending', 'failed'], description: 'pending: will be retried; failed: given up' }) status!: string;
  @ApiProperty({ type: String, nullable: true }) last_error!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

class DebugDeliveriesDto {
  @ApiProperty({ type: DebugDeliveryCountsDto }) email!: DebugDeliveryCountsDto;
  @ApiProperty({ type: DebugDeliveryCountsDto }) push!: DebugDeliveryCountsDto;
  @ApiProperty({ type: [DebugDeliveryFailureDto], description: 'The 20 newest messages whose last attempt failed' })
  recentFailures!: DebugDeliveryFailureDto[];
  @ApiProperty({ description: 'False: e-mails are only written to the log (no SMTP_URL)' }) smtpConfigured!: boolean;
}

export class DebugReportDto {
  @ApiProperty({ enum: ['online', 'error'] }) status!: 'online' | 'error';
  @ApiProperty({ type: DebugTablesDto }) tables!: DebugTablesDto;
  @ApiProperty({ description: 'How many posts have an author that is not a member' }) orphanedPostsCount!: number;
  @ApiProperty({ type: [OrphanedPostDto], description: 'Up to 100 of them, newest first' }) orphanedPosts!: OrphanedPostDto[];
  @ApiProperty({ type: [DebugRecentUserDto] }) recentUsers!: DebugRecentUserDto[];
  @ApiProperty({ type: [DebugRecentPostDto] }) recentPosts!: DebugRecentPostDto[];
  @ApiProperty({ type: DebugDeliveriesDto, description: 'The e-mail and push outboxes (ADR 0062)' }) deliveries!: DebugDeliveriesDto;
  @ApiProperty({ format: 'date-time' }) timestamp!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Erro ao carregar estatísticas do banco when status is error' })
  error!: string | null;
}
