import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { CLIENT_ACTIONS } from '../../domain/xp-rules.js';

export class RankDto {
  @ApiProperty({ example: 2 }) id!: number;
  @ApiProperty({ example: 2, minimum: 1, maximum: 10 }) level!: number;
  @ApiProperty({ example: 'Aprendiz de Palavras', description: 'Proper name of the patente (same in pt and en)' }) name!: string;
  @ApiProperty({ example: 'As primeiras palavras já fazem sentido.' }) description!: string;
  @ApiProperty({ example: 100 }) xp_required!: number;
  @ApiProperty({ example: '#16A34A' }) badge_color!: string;
  @ApiProperty({ example: '#FFFFFF' }) text_color!: string;
  @ApiPropertyOptional({
    enum: ['unlocked', 'next', 'locked'],
    description: 'Only for a signed-in reader: unlocked when reached, next when it is the following one, else locked',
  })
  status?: 'unlocked' | 'next' | 'locked';
}

export class BadgeDto {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: 'first_post', description: 'Stable code of the badge' }) code!: string;
  @ApiProperty({ example: 'Primeira Publicação', description: "In the reader's language" }) name!: string;
  @ApiProperty({ example: 'Teve o primeiro post aprovado na comunidade.' }) description!: string;
  @ApiProperty({ example: '📝' }) icon!: string;
  @ApiProperty({ example: '#2563EB' }) badge_color!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the reader earned it; null if not earned' })
  earned_at!: string | null;
}

export class BadgesDto {
  @ApiProperty({ type: [BadgeDto], description: "The reader's badges, most recent first" }) userBadges!: BadgeDto[];
  @ApiProperty({ type: [BadgeDto], description: 'The whole catalogue (earned_at set for the earned ones)' }) allBadges!: BadgeDto[];
}

export class LocalizedTextDto {
  @ApiProperty({ example: 'Login diário' }) pt!: string;
  @ApiProperty({ example: 'Daily login' }) en!: string;
}

export class XpHistoryEntryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'daily_login', description: 'Ledger action; reversals end in _reversal' }) action_type!: string;
  @ApiProperty({ example: 5, description: 'Negative for a reversal; 0 when a cap applied' }) amount!: number;
  @ApiProperty({ type: LocalizedTextDto }) reason!: LocalizedTextDto;
  @ApiProperty({ example: 'day' }) reference_type!: string;
  @ApiProperty({ example: '2026-03-10' }) reference_id!: string;
  @ApiProperty({ example: '2026-03-10', description: 'São Paulo day the entry counts for' }) day!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class XpHistoryDto {
  @ApiProperty({ type: [XpHistoryEntryDto], description: 'Newest first' }) entries!: XpHistoryEntryDto[];
  @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` for the next page; null on the last page' })
  nextCursor!: string | null;
}

export class XpSourceDto {
  @ApiProperty({ example: 'daily_login' }) action!: string;
  @ApiProperty({ type: Number, nullable: true, example: 5, description: 'null when it varies (lesson reward, admin grant)' })
  amount!: number | null;
  @ApiProperty({ type: LocalizedTextDto }) label!: LocalizedTextDto;
  @ApiProperty({ type: LocalizedTextDto, nullable: true }) note!: LocalizedTextDto | null;
}

export class XpRulesDto {
  @ApiProperty({ type: [XpSourceDto] }) sources!: XpSourceDto[];
  @ApiProperty({ example: 25, description: 'Like XP (given and received) counts at most this often per member per São Paulo day' })
  likeDailyCap!: number;
  @ApiProperty({ example: [25, 50, 100, 150, 200], type: [Number] }) dailyGoals!: number[];
}

export class XpAddDto {
  @ApiProperty({ example: 'give_like', enum: Object.keys(CLIENT_ACTIONS) })
  @MaxLength(50, { message: 'Tipo de ação desconhecido.' })
  @IsNotEmpty({ message: 'actionType é obrigatório.' })
  @IsString({ message: 'actionType é obrigatório.' })
  actionType!: string;

  @ApiProperty({ example: '7d5c3c1e-3f1a-4a5e-9a57-0f1f4b7f2a10', description: 'A uuid, or a YYYY-MM-DD day for daily_login' })
  @MaxLength(100, { message: 'referenceId inválido.' })
  @IsNotEmpty({ message: 'referenceId é obrigatório.' })
  @IsString({ message: 'referenceId é obrigatório.' })
  referenceId!: string;

  @ApiProperty({ example: 'post', description: 'post, comment, course, lesson, question, member or day (per action)' })
  @MaxLength(50, { message: 'referenceType inválido.' })
  @IsNotEmpty({ message: 'referenceType é obrigatório.' })
  @IsString({ message: 'referenceType é obrigatório.' })
  referenceType!: string;
}

export class XpAddBadgeDto {
  @ApiProperty({ example: 'Primeira Publicação' }) name!: string;
  @ApiProperty({ example: '📝' }) icon!: string;
}

export class XpAddResultDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ example: 2, description: 'XP the server awarded for this action and reference (0 if none)' }) xpGained!: number;
  @ApiProperty({ example: false, description: 'Whether that award made the member reach a new level' }) levelUp!: boolean;
  @ApiProperty({ example: 2, description: 'The level reached by that award, else the current level' }) newLevel!: number;
  @ApiProperty({ type: [XpAddBadgeDto], description: 'Badges that award granted' }) badges!: XpAddBadgeDto[];
}

export class RankingUserDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid', description: 'Same as id (the original client’s name for it)' }) mocha_user_id!: string;
  @ApiProperty({ example: 'Ana Souza' }) name!: string;
  @ApiProperty({ type: String, nullable: true }) profile_picture!: string | null;
  @ApiProperty({ example: 420 }) xp_total!: number;
  @ApiProperty({ example: 85, description: 'XP earned this São Paulo week (Monday to Sunday)' }) weekly_xp!: number;
  @ApiProperty({ example: 3 }) level!: number;
  @ApiProperty({ example: 1, description: 'Position in this week’s ranking, from 1' }) rank!: number;
  @ApiProperty({ example: 'Explorador de Idiomas' }) rank_name!: string;
  @ApiProperty({ example: '#0891B2' }) badge_color!: string;
  @ApiProperty({ example: '#FFFFFF' }) text_color!: string;
  @ApiProperty({ example: 4, description: 'Consecutive São Paulo days with a login; 0 once a day was missed' }) streak_days!: number;
}

export class RankingDto {
  @ApiProperty({ example: '2026-03-09', description: 'Monday (São Paulo) of the ranked week' }) weekStart!: string;
  @ApiProperty({ type: [RankingUserDto], description: 'The first 100 of the week' }) topUsers!: RankingUserDto[];
  @ApiProperty({ example: 1234, description: 'How many members are ranked' }) totalUsers!: number;
  @ApiProperty({ type: RankingUserDto, description: 'The caller, with their position (also beyond 100)' }) currentUser!: RankingUserDto;
}
