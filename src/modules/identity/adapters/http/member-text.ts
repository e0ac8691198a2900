import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { stackedDecorators } from '../../../../shared/http/stacked-decorators.js';
import { NormalizedText } from '../../../../shared/text/normalize.js';
import { NormalizedName } from '../../../../shared/text/names.js';
import { NAME_MAX_LENGTH } from '../../domain/profile.js';

// What a member types about themselves, in the profile set-up and in the settings. Length and
// blankness are judged after normalising, by the domain rule with its messages; these bounds
// (well above the rule) only stop oversized input early.

/** The member's name: required, normalised (NFKC, no invisible controls) before the rule sees it. */
export function MemberNameInput(messages: { nameRequired: string; nameTooLong: string }): PropertyDecorator {
  return stackedDecorators(
    ApiProperty({ maxLength: NAME_MAX_LENGTH }),
    MaxLength(1000, { message: messages.nameTooLong }),
    IsString({ message: messages.nameRequired }),
    NormalizedName(),
  );
}

/** The member's biography: optional, normalised text. */
export function BiographyInput(doc: ApiPropertyOptions, tooLong: string): PropertyDecorator {
  return stackedDecorators(
    ApiPropertyOptional(doc),
    IsOptional(),
    MaxLength(5000, { message: tooLong }),
    IsString({ message: 'A biografia deve ser um texto.' }),
    NormalizedText(),
  );
}

/** The languages the member speaks: an optional list of `{ language, proficiency }`, each validated as `entry`. */
export function SpokenLanguagesInput(doc: ApiPropertyOptions, entry: new () => object, max: number): PropertyDecorator {
  return stackedDecorators(
    ApiPropertyOptional(doc),
    IsOptional(),
    ValidateNested({ each: true }),
    Type(() => entry),
    ArrayMaxSize(max, { message: 'Idiomas demais' }),
    IsArray({ message: 'userLanguages deve ser uma lista' }),
  );
}
