import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { NormalizedLine, NormalizedText } from '../../../../shared/text/normalize.js';
import {
  COMMENT_MAX_LENGTH,
  CORRECTED_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  REPLY_MAX_LENGTH,
  TEXT_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  VERDICTS,
  WRITING_LANGUAGES,
  WRITING_MESSAGES,
} from '../../domain/writing.js';
import { MAX_SENTENCES } from '../../domain/sentences.js';
import { MAX_PROMPTS_PER_LANGUAGE, PROMPT_MAX_LENGTH, PROMPT_MESSAGES } from '../../domain/prompts.js';
import { CORRECTING_LEVELS } from '../../domain/writing.js';

// Text is normalised (the product's one judge of text) before validation; lengths and blankness
// are judged after that by the domain rules; the bounds here stop oversized input early.

const LANGUAGE = { enum: WRITING_LANGUAGES, enumName: 'WritingLanguage', description: 'The product’s two languages (ISO 639-1)' } as const;

export class WritingInputDto {
  @ApiProperty(LANGUAGE)
  @IsIn(WRITING_LANGUAGES, { message: WRITING_MESSAGES.languageInvalid })
  @IsString({ message: WRITING_MESSAGES.languageInvalid })
  language!: string;

  @ApiPropertyOptional({ type: String, maxLength: TITLE_MAX_LENGTH, nullable: true, description: 'Plain text, trimmed; empty is none' })
  @IsOptional()
  @MaxLength(TITLE_MAX_LENGTH * 4, { message: WRITING_MESSAGES.titleTooLong })
  @IsString({ message: WRITING_MESSAGES.titleTooLong })
  @NormalizedLine()
  title?: string | null;

  @ApiProperty({ minLength: 1, maxLength: TEXT_MAX_LENGTH, description: `Plain text, trimmed; at most ${MAX_SENTENCES} sentences as the server splits it` })
  @MaxLength(TEXT_MAX_LENGTH * 2, { message: WRITING_MESSAGES.textTooLong })
  @IsString({ message: WRITING_MESSAGES.textRequired })
  @NormalizedText()
  text!: string;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'One of today’s prompts in the text’s language (GET /api/writing-prompts)' })
  @IsOptional()
  @IsUUID('all', { message: 'Proposta inválida.' })
  promptId?: string | null;
}

export class RankCardDto {
  @ApiProperty({ example: 2, minimum: 1, maximum: 10 }) level!: number;
  @ApiProperty({ example: 'Aprendiz de Palavras', description: 'Proper name of the patente (same in pt and en)' }) name!: string;
  @ApiProperty({ example: '#16A34A' }) badgeColor!: string;
  @ApiProperty({ example: '#FFFFFF' }) textColor!: string;
}

export class WritingAuthorDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Ana Souza' }) name!: string;
  @ApiProperty({ type: String, nullable: true }) picture!: string | null;
  @ApiProperty({ type: RankCardDto }) rank!: RankCardDto;
}

export class SentenceDto {
  @ApiProperty({ minimum: 0 }) index!: number;
  @ApiProperty() text!: string;
}

export class WritingDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty(LANGUAGE) language!: string;
  @ApiProperty({ type: String, nullable: true }) title!: string | null;
  @ApiProperty() text!: string;
  @ApiProperty({ type: [SentenceDto], description: 'The text as the server split it; corrections name sentences by index' }) sentences!: SentenceDto[];
  @ApiProperty({ minimum: 0, description: 'How many corrections it received' }) corrections!: number;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) promptId!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ type: WritingAuthorDto }) author!: WritingAuthorDto;
}

export class WritingListItemDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty(LANGUAGE) language!: string;
  @ApiProperty({ type: String, nullable: true }) title!: string | null;
  @ApiProperty({ description: 'The text’s first words, on one line' }) excerpt!: string;
  @ApiProperty({ minimum: 1 }) sentenceCount!: number;
  @ApiProperty({ minimum: 0 }) corrections!: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: WritingAuthorDto }) author!: WritingAuthorDto;
  @ApiProperty({
    description: 'The author corrected someone in the last 7 days: their texts rise in the queue ("quem corrige é corrigido primeiro")',
  })
  authorGives!: boolean;
}

export class WritingPageDto {
  @ApiProperty({ type: [WritingListItemDto] }) items!: WritingListItemDto[];
  @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` for the next page; null on the last' }) nextCursor!: string | null;
}

export class QueueQueryDto {
  @ApiPropertyOptional({ ...LANGUAGE, description: 'Only texts in this language (one the reader declared Nativo or Fluente)' })
  @IsOptional()
  @IsIn(WRITING_LANGUAGES, { message: WRITING_MESSAGES.languageInvalid })
  language?: string;

  @ApiPropertyOptional({ description: 'nextCursor of the previous page' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  cursor?: string;
}

export class MineQueryDto {
  @ApiPropertyOptional({ description: 'nextCursor of the previous page' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  cursor?: string;
}

export class SentenceJudgementInputDto {
  @ApiProperty({ minimum: 0, maximum: MAX_SENTENCES - 1, description: 'The sentence’s index in the text' })
  @Min(0, { message: WRITING_MESSAGES.sentenceIndexInvalid })
  @IsInt({ message: WRITING_MESSAGES.sentenceIndexInvalid })
  index!: number;

  @ApiProperty({ enum: VERDICTS, enumName: 'CorrectionVerdict' })
  @IsIn(VERDICTS, { message: WRITING_MESSAGES.verdictInvalid })
  verdict!: string;

  @ApiPropertyOptional({ type: String, minLength: 1, maxLength: CORRECTED_MAX_LENGTH, description: 'Required for `corrected`: the sentence as it should read, different from it' })
  @IsOptional()
  @MaxLength(CORRECTED_MAX_LENGTH * 2, { message: WRITING_MESSAGES.correctedTooLong })
  @IsString({ message: WRITING_MESSAGES.correctedRequired })
  @NormalizedLine()
  corrected?: string | null;

  @ApiPropertyOptional({ type: String, maxLength: NOTE_MAX_LENGTH })
  @IsOptional()
  @MaxLength(NOTE_MAX_LENGTH * 2, { message: WRITING_MESSAGES.noteTooLong })
  @IsString({ message: WRITING_MESSAGES.noteTooLong })
  @NormalizedText()
  note?: string | null;
}

export class CorrectionInputDto {
  @ApiProperty({ type: [SentenceJudgementInputDto], minItems: 1, maxItems: MAX_SENTENCES, description: 'At least one sentence judged, each at most once' })
  @ValidateNested({ each: true })
  @Type(() => SentenceJudgementInputDto)
  @ArrayMaxSize(MAX_SENTENCES, { message: WRITING_MESSAGES.sentenceRepeated.replace('já foi avaliada', 'não existe no texto') })
  @ArrayMinSize(1, { message: WRITING_MESSAGES.sentencesRequired })
  @IsArray({ message: WRITING_MESSAGES.sentencesRequired })
  sentences!: SentenceJudgementInputDto[];

  @ApiPropertyOptional({ type: String, maxLength: COMMENT_MAX_LENGTH, nullable: true })
  @IsOptional()
  @MaxLength(COMMENT_MAX_LENGTH * 2, { message: WRITING_MESSAGES.commentTooLong })
  @IsString({ message: WRITING_MESSAGES.commentTooLong })
  @NormalizedText()
  comment?: string | null;
}

export class SentenceJudgementDto {
  @ApiProperty({ minimum: 0 }) index!: number;
  @ApiProperty({ enum: VERDICTS, enumName: 'CorrectionVerdict' }) verdict!: string;
  @ApiPropertyOptional() corrected?: string;
  @ApiPropertyOptional() note?: string;
}

export class CorrectionDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) writingId!: string;
  @ApiProperty({ type: [SentenceJudgementDto] }) sentences!: SentenceJudgementDto[];
  @ApiProperty({ type: String, nullable: true }) comment!: string | null;
  @ApiProperty() helpful!: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt!: string;
}

export class DiffPartDto {
  @ApiProperty({ enum: ['equal', 'delete', 'insert'], enumName: 'WordDiffOp' }) op!: 'equal' | 'delete' | 'insert';
  @ApiProperty() text!: string;
}

export class SentenceCorrectionDto {
  @ApiProperty({ format: 'uuid' }) correctionId!: string;
  @ApiProperty({ enum: VERDICTS, enumName: 'CorrectionVerdict' }) verdict!: string;
  @ApiPropertyOptional() corrected?: string;
  @ApiPropertyOptional() note?: string;
  @ApiPropertyOptional({ type: [DiffPartDto], description: 'For `corrected`: the sentence to its correction, word by word' }) diff?: DiffPartDto[];
}

export class CorrectedSentenceDto {
  @ApiProperty({ minimum: 0 }) index!: number;
  @ApiProperty() text!: string;
  @ApiProperty({ type: [SentenceCorrectionDto], description: 'Each shown correction’s judgement of this sentence, in the order of `corrections`' })
  corrections!: SentenceCorrectionDto[];
}

export class CorrectorDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) picture!: string | null;
  @ApiProperty({ type: RankCardDto }) rank!: RankCardDto;
  @ApiProperty({ enum: CORRECTING_LEVELS, nullable: true, description: 'The level the corrector declares in the text’s language now (null: no longer declared)' })
  level!: string | null;
}

export class CorrectionSummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: CorrectorDto }) corrector!: CorrectorDto;
  @ApiProperty({ type: String, nullable: true }) comment!: string | null;
  @ApiProperty() helpful!: boolean;
  @ApiProperty({ minimum: 0 }) replyCount!: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt!: string;
}

export class WritingViewerDto {
  @ApiProperty() isAuthor!: boolean;
  @ApiProperty({ description: 'The reader may send (or replace) a correction: not the author, Nativo or Fluente in the language, their correction not marked helpful (a ban is answered by the write)' })
  canCorrect!: boolean;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) myCorrectionId!: string | null;
}

export class PromptDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty(LANGUAGE) language!: string;
  @ApiProperty() text!: string;
}

export class WritingDetailDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty(LANGUAGE) language!: string;
  @ApiProperty({ type: String, nullable: true }) title!: string | null;
  @ApiProperty() text!: string;
  @ApiProperty({ type: PromptDto, nullable: true }) prompt!: PromptDto | null;
  @ApiProperty({ minimum: 0 }) correctionCount!: number;
  @ApiProperty({ description: 'It received a correction: the author can no longer edit it' }) locked!: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ type: WritingAuthorDto }) author!: WritingAuthorDto;
  @ApiProperty({ type: [CorrectedSentenceDto] }) sentences!: CorrectedSentenceDto[];
  @ApiProperty({ type: [CorrectionSummaryDto], description: 'Oldest first' }) corrections!: CorrectionSummaryDto[];
  @ApiProperty({ type: WritingViewerDto }) viewer!: WritingViewerDto;
}

export class HelpfulResultDto {
  @ApiProperty() helpful!: boolean;
  @ApiProperty({ description: 'XP this call moved to the corrector: what reached them on a mark (0 past a cap), minus what was taken back on an unmark' })
  xpAwarded!: number;
}

export class ReplyInputDto {
  @ApiProperty({ minLength: 1, maxLength: REPLY_MAX_LENGTH, description: 'Plain text, trimmed' })
  @MaxLength(REPLY_MAX_LENGTH * 2, { message: WRITING_MESSAGES.replyTooLong })
  @IsString({ message: WRITING_MESSAGES.replyRequired })
  @NormalizedText()
  text!: string;
}

export class ReplyDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) correctionId!: string;
  @ApiProperty({ type: WritingAuthorDto }) author!: WritingAuthorDto;
  @ApiProperty() text!: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
}

export class ReplyPageDto {
  @ApiProperty({ type: [ReplyDto], description: 'Oldest first' }) items!: ReplyDto[];
  @ApiProperty({ type: String, nullable: true }) nextCursor!: string | null;
}

export class TodayPromptsDto {
  @ApiProperty({ example: '2026-12-07', description: 'The São Paulo day the prompts are for' }) day!: string;
  @ApiProperty({ type: [PromptDto], description: 'A few per language, the same for everyone all day' }) prompts!: PromptDto[];
}

export class AdminPromptInputDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'An existing prompt to keep (edited); none for a new one' })
  @IsOptional()
  @IsUUID('all', { message: 'Proposta inválida.' })
  id?: string;

  @ApiProperty(LANGUAGE)
  @IsIn(WRITING_LANGUAGES, { message: WRITING_MESSAGES.languageInvalid })
  @IsString({ message: WRITING_MESSAGES.languageInvalid })
  language!: string;

  @ApiProperty({ minLength: 1, maxLength: PROMPT_MAX_LENGTH })
  @MaxLength(PROMPT_MAX_LENGTH * 2, { message: PROMPT_MESSAGES.tooLong })
  @IsString({ message: PROMPT_MESSAGES.required })
  @NormalizedLine()
  text!: string;
}

export class AdminPromptsInputDto {
  @ApiProperty({ type: [AdminPromptInputDto], maxItems: MAX_PROMPTS_PER_LANGUAGE * 2, description: 'The active prompts, in order; any left out is taken off (kept for the texts that name it)' })
  @ValidateNested({ each: true })
  @Type(() => AdminPromptInputDto)
  @ArrayMaxSize(MAX_PROMPTS_PER_LANGUAGE * 2, { message: PROMPT_MESSAGES.tooMany })
  @IsArray({ message: PROMPT_MESSAGES.required })
  prompts!: AdminPromptInputDto[];
}

export class AdminPromptDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty(LANGUAGE) language!: string;
  @ApiProperty() text!: string;
  @ApiProperty({ minimum: 0 }) position!: number;
}

export class AdminPromptsDto {
  @ApiProperty({ type: [AdminPromptDto], description: 'The active prompts, by language then position' }) prompts!: AdminPromptDto[];
}

export class DeletedDto {
  @ApiProperty({ example: true }) success!: true;
}
