import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
} from 'class-validator';
import {
  BIOGRAPHY_MAX_LENGTH,
  DAILY_GOALS,
  LEARNABLE_LANGUAGES,
  PROFICIENCY_LEVELS,
  PROFILE_LANGUAGES,
  PROFILE_MESSAGES,
} from '../../domain/profile.js';
import { INTERFACE_LANGUAGES, SETTINGS_MESSAGES } from '../../domain/settings.js';
import { LANGUAGE_CODES } from '../../../../shared/languages.js';
import { BiographyInput, MemberNameInput, SpokenLanguagesInput } from './member-text.js';
import { ConsentsDto } from './consent.dto.js';

export class RedirectUrlQueryDto {
  @ApiPropertyOptional({ description: 'Id of the member who referred this visitor' })
  @IsOptional()
  @IsUUID('all', { message: 'ref deve ser o id de um membro' })
  ref?: string;
}

export class RedirectUrlDto {
  @ApiProperty({ description: "The provider's authorization URL to navigate to" })
  redirectUrl!: string;
}

export class CreateSessionDto {
  @ApiProperty({ description: 'Authorization code from the provider' })
  @MaxLength(2048, { message: 'Código de autorização inválido.' })
  @IsNotEmpty({ message: 'O código de autorização é obrigatório.' })
  @IsString({ message: 'O código de autorização é obrigatório.' })
  code!: string;

  @ApiPropertyOptional({ description: 'The state returned by the provider' })
  @IsOptional()
  @MaxLength(512, { message: 'state inválido.' })
  @IsString({ message: 'state inválido.' })
  state?: string;
}

export class GoogleUserDataDto {
  @ApiProperty() name!: string;
  @ApiProperty({ nullable: true, type: String }) given_name!: string | null;
  @ApiProperty({ nullable: true, type: String }) picture!: string | null;
}

export class CurrentUserDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ nullable: true, type: String }) given_name!: string | null;
  @ApiProperty({ nullable: true, type: String }) picture!: string | null;
  @ApiProperty({ type: GoogleUserDataDto }) google_user_data!: GoogleUserDataDto;
  @ApiProperty({ enum: ['pt', 'en'] }) preferred_language!: string;
  @ApiProperty() profile_completed!: boolean;
  @ApiProperty() profile_skipped!: boolean;
  @ApiProperty() is_admin!: boolean;
  @ApiProperty({ type: ConsentsDto, description: 'The Termos de Uso and the Política de Privacidade: accepted and in force' })
  consents!: ConsentsDto;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    description: "When the member's own deletion erases the account; null when none is scheduled",
  })
  deletionScheduledFor!: string | null;
}

export class DeleteAccountDto {
  @ApiProperty({ description: "The member's name, typed to confirm", maxLength: 200 })
  @MaxLength(200, { message: 'Digite o seu nome para confirmar a exclusão.' })
  @IsNotEmpty({ message: 'Digite o seu nome para confirmar a exclusão.' })
  @IsString({ message: 'Digite o seu nome para confirmar a exclusão.' })
  confirm!: string;

  @ApiProperty({ description: 'Keep posts, comments, messages and uploaded courses under "Membro removido" (true) or delete them (false)' })
  @IsBoolean({ message: 'keepContent deve ser verdadeiro ou falso.' })
  keepContent!: boolean;
}

export class DeletionScheduledDto {
  @ApiProperty({ format: 'date-time', description: "When the account's data is erased, unless the member cancels before" })
  deletionScheduledFor!: string;
}

export class SuspensionDto {
  @ApiProperty({ description: 'Why the administrator suspended the account' }) reason!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'When the suspension ends; null when permanent' })
  until!: string | null;
  @ApiProperty() permanent!: boolean;
  @ApiProperty({ enum: ['pt', 'en'], description: "The member's interface language" }) language!: string;
  @ApiProperty({ description: "The member's name, which they type to confirm their deletion (ADR 0123)", example: 'Ana Souza' }) name!: string;
}

export class SessionDto {
  @ApiProperty({ type: CurrentUserDto, nullable: true, description: 'The signed-in member; null for a guest' })
  member!: CurrentUserDto | null;
  @ApiProperty({
    type: SuspensionDto,
    nullable: true,
    description: "The ban that ended this browser's session, while it is in force (only to the member it concerns)",
  })
  suspension!: SuspensionDto | null;
}

export class SuccessDto {
  @ApiProperty({ example: true }) success!: boolean;
}

export class ProfileCheckDto {
  @ApiProperty() profileCompleted!: boolean;
  @ApiProperty() profileSkipped!: boolean;
  @ApiProperty({ description: 'Whether to send the member to /profile/setup' }) needsSetup!: boolean;
}

export class UserLanguageDto {
  @ApiProperty({ enum: LANGUAGE_CODES, enumName: 'LanguageCode', description: 'ISO 639-1 code' })
  @IsIn(PROFILE_LANGUAGES, { message: PROFILE_MESSAGES.languageInvalid })
  language!: string;

  @ApiProperty({ enum: PROFICIENCY_LEVELS })
  @IsIn(PROFICIENCY_LEVELS, { message: PROFILE_MESSAGES.proficiencyInvalid })
  proficiency!: string;
}

export class ProfileSetupDto {
  @MemberNameInput(PROFILE_MESSAGES)
  name!: string;

  @BiographyInput({ maxLength: BIOGRAPHY_MAX_LENGTH, default: '' }, PROFILE_MESSAGES.biographyTooLong)
  biography?: string;

  @SpokenLanguagesInput({ type: [UserLanguageDto], default: [] }, UserLanguageDto, PROFILE_LANGUAGES.length)
  userLanguages?: UserLanguageDto[];

  @ApiPropertyOptional({
    enum: LEARNABLE_LANGUAGES,
    nullable: true,
    description:
      'The language the member wants to learn; stored as its declaration in userLanguages at a learning level, first in the list (added as Iniciante). Absent or null: skipped',
  })
  @IsOptional()
  @IsString({ message: PROFILE_MESSAGES.learningLanguageInvalid })
  learningLanguage?: string | null;

  @ApiPropertyOptional({ enum: DAILY_GOALS, nullable: true, description: 'Daily XP goal, as in the settings. Absent or null: skipped (stays as it is)' })
  @IsOptional()
  @IsInt({ message: PROFILE_MESSAGES.dailyGoalInvalid })
  dailyGoal?: number | null;
}

export class ProfileDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty() name!: string;
  @ApiProperty() biography!: string;
  @ApiProperty({ nullable: true, type: String }) picture!: string | null;
  @ApiProperty({ enum: ['pt', 'en'] }) preferred_language!: string;
  @ApiProperty() daily_goal!: number;
  @ApiProperty() is_profile_public!: boolean;
  @ApiProperty() profile_completed!: boolean;
  @ApiProperty() profile_skipped!: boolean;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: [UserLanguageDto] }) userLanguages!: UserLanguageDto[];
}

export class AdminLoginDto {
  @ApiProperty()
  @MaxLength(254, { message: 'Informe um e-mail válido.' })
  @IsEmail({}, { message: 'Informe um e-mail válido.' })
  email!: string;

  @ApiProperty()
  @MaxLength(200, { message: 'Senha longa demais.' })
  @IsNotEmpty({ message: 'Informe a senha.' })
  @IsString({ message: 'Informe a senha.' })
  password!: string;
}

export class AdminUserDto {
  @ApiProperty() email!: string;
  @ApiProperty() name!: string;
}

export class AdminLoginResultDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ type: AdminUserDto }) user!: AdminUserDto;
}

export class AdminSessionDto {
  @ApiProperty() authenticated!: boolean;
  @ApiProperty({ type: AdminUserDto, nullable: true }) user!: AdminUserDto | null;
}

export class PictureUploadedDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ example: '/uploads/profile-pictures/3f2a….webp' }) imageUrl!: string;
  @ApiProperty({ example: 'Foto de perfil atualizada!' }) message!: string;
}

export class InterfaceLanguageDto {
  @ApiProperty({ enum: INTERFACE_LANGUAGES })
  @IsString({ message: SETTINGS_MESSAGES.interfaceLanguageInvalid })
  preferredLanguage!: string;
}

export class BlockedMemberDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ nullable: true, type: String }) picture!: string | null;
  @ApiProperty({ format: 'date-time' }) blocked_at!: string;
}

export class BlockedMemberListDto {
  @ApiProperty({ type: [BlockedMemberDto], description: 'The members the signed-in member blocks, most recently blocked first' })
  members!: BlockedMemberDto[];
}
