import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { LANGUAGE_CODES } from '../shared/languages.js';
import {
  BiographyInput,
  DAILY_GOALS,
  INTERFACE_LANGUAGES,
  MemberNameInput,
  PROFICIENCY_LEVELS,
  SETTINGS_MESSAGES,
  SpokenLanguagesInput,
} from '../modules/identity/index.js';

/** An on/off setting the body may leave out; anything but a boolean is refused in the field's own name. */
function OptionalSwitch(description?: string): PropertyDecorator {
  return (target, key) => {
    // Bottom-up, as the three would apply stacked over the property.
    IsBoolean({ message: `${String(key)} deve ser verdadeiro ou falso.` })(target, key);
    IsOptional()(target, key);
    ApiPropertyOptional(description === undefined ? undefined : { description })(target, key);
  };
}

export class SettingsQueryDto {
  @ApiPropertyOptional({ description: 'Cache-busting value; ignored' })
  @IsOptional()
  @MaxLength(64)
  @IsString()
  t?: string;

  @ApiPropertyOptional({ description: 'Set by the page when it re-reads after a save; ignored' })
  @IsOptional()
  @MaxLength(64)
  @IsString()
  verify?: string;
}

export class SettingsLanguageDto {
  // Checked (code, repetition) by the domain rule, with its messages.
  @ApiProperty({ enum: LANGUAGE_CODES, description: 'ISO 639-1 code' })
  @MaxLength(16, { message: SETTINGS_MESSAGES.languageInvalid })
  @IsString({ message: SETTINGS_MESSAGES.languageInvalid })
  language!: string;

  @ApiProperty({ enum: PROFICIENCY_LEVELS })
  @MaxLength(32, { message: SETTINGS_MESSAGES.proficiencyInvalid })
  @IsString({ message: SETTINGS_MESSAGES.proficiencyInvalid })
  proficiency!: string;
}

export class UpdateSettingsDto {
  @MemberNameInput(SETTINGS_MESSAGES)
  name!: string;

  @BiographyInput({ maxLength: 500 }, SETTINGS_MESSAGES.biographyTooLong)
  biography?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'null removes the uploaded picture; any other value must be the current picture (set it with the upload)',
  })
  @IsOptional()
  @ValidateIf((_o, value) => value !== null)
  @MaxLength(2048, { message: SETTINGS_MESSAGES.pictureInvalid })
  @IsString({ message: SETTINGS_MESSAGES.pictureInvalid })
  profilePicture?: string | null;

  @ApiPropertyOptional({ enum: INTERFACE_LANGUAGES })
  @IsOptional()
  @IsString({ message: SETTINGS_MESSAGES.interfaceLanguageInvalid })
  preferredLanguage?: string;

  @ApiPropertyOptional({ enum: DAILY_GOALS })
  @IsOptional()
  @IsInt({ message: SETTINGS_MESSAGES.dailyGoalInvalid })
  dailyGoal?: number;

  @OptionalSwitch()
  isProfilePublic?: boolean;

  @OptionalSwitch('E-mail notifications (no e-mail is sent yet)')
  emailNotifications?: boolean;

  @OptionalSwitch('Push notifications (no push is sent yet)')
  pushNotifications?: boolean;

  @OptionalSwitch('Notifications of community activity (likes and comments on the member’s posts); off, none is created')
  communityNotifications?: boolean;

  @SpokenLanguagesInput({ type: [SettingsLanguageDto], description: 'Replaces the list when given' }, SettingsLanguageDto, LANGUAGE_CODES.length)
  userLanguages?: SettingsLanguageDto[];
}

export class SettingsUserLanguageDto {
  @ApiProperty({ enum: LANGUAGE_CODES }) language!: string;
  @ApiProperty({ enum: PROFICIENCY_LEVELS }) proficiency!: string;
}

export class SettingsProfileDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() biography!: string;
  @ApiProperty({ type: String, nullable: true }) profile_picture!: string | null;
  @ApiProperty({ enum: INTERFACE_LANGUAGES }) preferred_language!: string;
  @ApiProperty({ enum: DAILY_GOALS }) daily_goal!: number;
  @ApiProperty() is_profile_public!: boolean;
  @ApiProperty() email_notifications!: boolean;
  @ApiProperty() push_notifications!: boolean;
  @ApiProperty({ description: 'Notifications of community activity (likes and comments on the member’s posts); off, none is created' }) community_notifications!: boolean;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
  @ApiProperty({ type: [SettingsUserLanguageDto] }) userLanguages!: SettingsUserLanguageDto[];
}

export class SettingsVerificationDto {
  @ApiProperty({ description: 'The name as stored, read back after the save' }) name!: string;
  @ApiProperty({ description: 'Whether it is the name that was sent' }) matches!: boolean;
}

export class SettingsSavedDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ example: 'Configurações salvas com sucesso!' }) message!: string;
  @ApiProperty({ type: SettingsProfileDto }) userData!: SettingsProfileDto;
  @ApiProperty({ type: [SettingsUserLanguageDto] }) userLanguages!: SettingsUserLanguageDto[];
  @ApiProperty({ type: SettingsVerificationDto }) verification!: SettingsVerificationDto;
}
