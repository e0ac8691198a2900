import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsObject, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { PageSize } from '../../../../shared/http/pagination.js';
import { CARD_LANGUAGES, CARD_SOURCES, CARD_TYPES } from '../../domain/cards.js';
import { REVIEW_LIMITS } from '../../domain/limits.js';
import { REVIEW_RATINGS } from '../../domain/scheduling.js';
import { REVIEW_SETTINGS_MESSAGES } from '../../domain/settings.js';

const NEW_PER_DAY = {
  type: 'integer',
  minimum: REVIEW_LIMITS.newPerDayMin,
  maximum: REVIEW_LIMITS.newPerDayMax,
  example: REVIEW_LIMITS.newPerDayDefault,
  description: `New cards a São Paulo day (default ${REVIEW_LIMITS.newPerDayDefault})`,
} as const;
const DESIRED_RETENTION = {
  type: 'integer',
  minimum: REVIEW_LIMITS.desiredRetentionMin,
  maximum: REVIEW_LIMITS.desiredRetentionMax,
  example: REVIEW_LIMITS.desiredRetentionDefault,
  description: `The retention the member aims for, a percentage (default ${REVIEW_LIMITS.desiredRetentionDefault}): higher brings cards back sooner`,
} as const;

export class ReviewSummaryDto {
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Cards already reviewed that are due before the end of the São Paulo day' }) due!: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'New cards open to today: at most newPerDay less the cards first reviewed today' }) new!: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Cards whose last answer was wrong' }) learning!: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Cards in the deck' }) total!: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The earliest due of the cards already reviewed; null when none is' })
  nextDueAt!: string | null;
  @ApiProperty(NEW_PER_DAY) newPerDay!: number;
  @ApiProperty(DESIRED_RETENTION) desiredRetention!: number;
}

export class ReviewSessionQueryDto {
  @PageSize(REVIEW_LIMITS.sessionMax, REVIEW_LIMITS.sessionDefault)
  limit?: number;
}

export class ReviewSessionCardDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: CARD_SOURCES, enumName: 'ReviewCardSource', description: '`quiz`: a lesson quiz question answered wrong; `correction`: a sentence a helpful correction changed' })
  source!: string;
  @ApiProperty({ enum: CARD_TYPES, description: 'How to answer: `choice` an option’s index, `text` a typed answer, `order` the tiles joined by spaces; a correction card is `text`' })
  type!: string;
  @ApiProperty({ description: 'The question; for a correction card, the member’s original sentence' }) prompt!: string;
  @ApiProperty({ enum: CARD_LANGUAGES }) promptLanguage!: string;
  @ApiPropertyOptional({ type: [String], description: '`choice`: the options' }) choices?: string[];
  @ApiPropertyOptional({ type: [String], description: '`order`: the tiles, shuffled anew for every session' }) tiles?: string[];
  @ApiPropertyOptional({ description: 'A correction card: the original sentence, to prefill the answer with' }) original?: string;
}

export class ReviewSessionDto {
  @ApiProperty({ type: [ReviewSessionCardDto], description: 'Due cards first (earliest due first), then new cards; never the answers' })
  cards!: ReviewSessionCardDto[];
}

export class ReviewAnswerInputDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 5, description: '`choice` cards: the chosen option’s index' })
  @IsOptional()
  @Max(5, { message: 'choice deve ser o índice de uma opção.' })
  @Min(0, { message: 'choice deve ser o índice de uma opção.' })
  @IsInt({ message: 'choice deve ser o índice de uma opção.' })
  choice?: number;

  @ApiPropertyOptional({ maxLength: REVIEW_LIMITS.answerMax, description: '`text` and correction cards: the typed answer; `order`: the tiles joined by spaces' })
  @IsOptional()
  @MaxLength(REVIEW_LIMITS.answerMax, { message: `A resposta pode ter até ${REVIEW_LIMITS.answerMax} caracteres.` })
  @IsString({ message: 'text deve ser um texto.' })
  text?: string;
}

export class ReviewAnswerBodyDto {
  @ApiProperty({ format: 'uuid', description: 'Made by the client for this answer (crypto.randomUUID()) and kept for its retries: the same clientId counts once' })
  @IsUUID('all', { message: 'clientId deve ser um UUID gerado pelo cliente para esta resposta.' })
  @IsString({ message: 'clientId deve ser um UUID gerado pelo cliente para esta resposta.' })
  clientId!: string;

  @ApiProperty({ type: ReviewAnswerInputDto, description: '`{ choice }` for `choice` cards, `{ text }` for the others' })
  @ValidateNested()
  @Type(() => ReviewAnswerInputDto)
  @IsObject({ message: 'answer deve ser { choice } ou { text }.' })
  answer!: ReviewAnswerInputDto;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    maxLength: 40,
    description: 'When the answer was given, for one sent late (an offline queue): taken when an ISO 8601 date-time of the last 7 days and not in the future, else the server’s time; never before the card’s last review',
  })
  @IsOptional()
  @MaxLength(40, { message: 'answeredAt deve ser uma data ISO 8601.' })
  @IsString({ message: 'answeredAt deve ser uma data ISO 8601.' })
  answeredAt?: string;
}

export class ReviewNoteDto {
  @ApiProperty({ enum: ['accents', 'punctuation', 'typo', 'almost'], description: '`almost`: a wrong answer that was nearly right ("Quase")' }) kind!: string;
  @ApiProperty({ description: 'The accepted answer the member’s was compared with' }) expected!: string;
  @ApiProperty({ example: 'Atenção aos acentos: você' }) pt!: string;
  @ApiProperty({ example: 'Watch the accents: você' }) en!: string;
}

export class ReviewVerdictDto {
  @ApiProperty() correct!: boolean;
  @ApiProperty({ type: ReviewNoteDto, nullable: true, description: 'Right but for accents, apostrophes and hyphens or one typo (rated hard); wrong but nearly right (`almost`)' })
  note!: ReviewNoteDto | null;
  @ApiProperty({ description: 'The right option, the accepted answer closest to the member’s, or the corrector’s sentence' }) expected!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The question’s explanation, or the corrector’s note on the sentence' }) explanation!: string | null;
  @ApiProperty({ enum: REVIEW_RATINGS, enumName: 'ReviewRating', description: '`again` wrong, `hard` right with a note, `good` right' }) rating!: string;
  @ApiProperty({ type: String, format: 'date-time', description: 'When the card is due again (within a day after `again`)' }) nextDueAt!: string;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'review_correct’s XP: 1 for a right answer, 0 when wrong or past the day’s 20' }) xpAwarded!: number;
}

export class ReviewSettingsDto {
  @ApiProperty(NEW_PER_DAY) newPerDay!: number;
  @ApiProperty(DESIRED_RETENTION) desiredRetention!: number;
}

export class ReviewSettingsInputDto {
  @ApiProperty(NEW_PER_DAY)
  @Max(REVIEW_LIMITS.newPerDayMax, { message: REVIEW_SETTINGS_MESSAGES.newPerDay })
  @Min(REVIEW_LIMITS.newPerDayMin, { message: REVIEW_SETTINGS_MESSAGES.newPerDay })
  @IsInt({ message: REVIEW_SETTINGS_MESSAGES.newPerDay })
  newPerDay!: number;

  @ApiProperty(DESIRED_RETENTION)
  @Max(REVIEW_LIMITS.desiredRetentionMax, { message: REVIEW_SETTINGS_MESSAGES.desiredRetention })
  @Min(REVIEW_LIMITS.desiredRetentionMin, { message: REVIEW_SETTINGS_MESSAGES.desiredRetention })
  @IsInt({ message: REVIEW_SETTINGS_MESSAGES.desiredRetention })
  desiredRetention!: number;
}
