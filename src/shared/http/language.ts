import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

/** The two interface languages; every rendered text exists in both. */
export const LANGUAGES = ['pt', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** `?lang=pt|en`: the language to render texts in (default: the member's preferred language). */
export class LanguageQueryDto {
  @ApiPropertyOptional({ enum: LANGUAGES, description: "Language of the texts; defaults to the member's preferred language" })
  @IsOptional()
  @IsIn(LANGUAGES, { message: 'lang deve ser pt ou en' })
  lang?: Language;
}
