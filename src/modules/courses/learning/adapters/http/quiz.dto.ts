import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { stackedDecorators } from '../../../../../shared/http/stacked-decorators.js';
import { NormalizedLine, NormalizedText, normalizeLine } from '../../../../../shared/text/normalize.js';
import { QUIZ_LIMITS, QUIZ_MESSAGES, QUIZ_PROMPT_LANGUAGES, QUIZ_QUESTION_TYPES } from '../../domain/quiz.js';

// The limits of the quiz editor (issue 33) live here and in the domain's QUIZ_LIMITS: the OpenAPI
// document carries them to the SPA's forms (ADR 0045); the domain adds the rules that tie fields
// together (exactly one right option, at most 12 tiles, a kind's own fields).

/** Applies normalizeLine to each string of a list before validation. */
const NormalizedLines = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((v: unknown) => (typeof v === 'string' ? normalizeLine(v) : v)) : value));

/**
 * An optional, nullable list of normalised lines, each of 1 to `lineMax` characters, `min` (if
 * any) to `max` of them: the options, the accepted answers and the distractors of a question are
 * documented and validated alike, each with its own limits and messages.
 */
function OptionalLines(list: { min?: number; max: number; lineMax: number; description: string; lineMessage: string; countMessage: string }): PropertyDecorator {
  const { min, max, lineMax, description, lineMessage, countMessage } = list;
  return stackedDecorators(
    ApiPropertyOptional({
      type: [String],
      nullable: true,
      ...(min === undefined ? {} : { minItems: min }),
      maxItems: max,
      items: { type: 'string', minLength: 1, maxLength: lineMax },
      description,
    }),
    IsOptional(),
    NormalizedLines(),
    MaxLength(lineMax, { each: true, message: lineMessage }),
    MinLength(1, { each: true, message: lineMessage }),
    IsString({ each: true, message: lineMessage }),
    ArrayMaxSize(max, { message: countMessage }),
    ...(min === undefined ? [] : [ArrayMinSize(min, { message: countMessage })]),
    IsArray({ message: countMessage }),
  );
}

export class QuizQuestionBodyDto {
  @ApiPropertyOptional({
    format: 'uuid',
    description:
      'The id of the lesson’s question this one is (from GET …/quiz): it keeps its id, its members’ answers and the XP they were given, whatever changed in it. ' +
      'Without an id the question is a new one, unless it repeats a question of the lesson exactly: a question with a corrected prompt, sent without its id, ' +
      'gets a new id, and a member who answered the old one right is paid its XP again. Clients send the id of every question they read.',
  })
  @IsOptional()
  @IsUUID('all', { message: QUIZ_MESSAGES.id })
  id?: string;

  @ApiProperty({ enum: QUIZ_QUESTION_TYPES })
  @IsIn(QUIZ_QUESTION_TYPES, { message: QUIZ_MESSAGES.type })
  type!: string;

  @ApiProperty({ minLength: 1, maxLength: QUIZ_LIMITS.promptMax, description: 'Plain text' })
  @NormalizedLine()
  @MaxLength(QUIZ_LIMITS.promptMax, { message: QUIZ_MESSAGES.promptTooLong })
  @MinLength(1, { message: QUIZ_MESSAGES.promptRequired })
  @IsString({ message: QUIZ_MESSAGES.promptRequired })
  prompt!: string;

  @ApiProperty({ enum: QUIZ_PROMPT_LANGUAGES, description: 'The prompt’s language (the page marks it with lang)' })
  @IsIn(QUIZ_PROMPT_LANGUAGES, { message: QUIZ_MESSAGES.promptLanguage })
  promptLanguage!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: QUIZ_LIMITS.explanationMax, description: 'Shown after the verdict' })
  @IsOptional()
  @NormalizedText()
  @MaxLength(QUIZ_LIMITS.explanationMax, { message: QUIZ_MESSAGES.explanationTooLong })
  @IsString({ message: QUIZ_MESSAGES.explanationTooLong })
  explanation?: string | null;

  @OptionalLines({
    min: QUIZ_LIMITS.choicesMin,
    max: QUIZ_LIMITS.choicesMax,
    lineMax: QUIZ_LIMITS.choiceMax,
    description: '`choice`: the options in order',
    lineMessage: QUIZ_MESSAGES.choiceLength,
    countMessage: QUIZ_MESSAGES.choicesCount,
  })
  choices?: string[] | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 0, maximum: QUIZ_LIMITS.choicesMax - 1, description: '`choice`: the index of the one right option' })
  @IsOptional()
  @Max(QUIZ_LIMITS.choicesMax - 1, { message: QUIZ_MESSAGES.correctChoice })
  @Min(0, { message: QUIZ_MESSAGES.correctChoice })
  @IsInt({ message: QUIZ_MESSAGES.correctChoice })
  correctChoice?: number | null;

  @OptionalLines({
    min: QUIZ_LIMITS.answersMin,
    max: QUIZ_LIMITS.answersMax,
    lineMax: QUIZ_LIMITS.answerMax,
    description: '`text` and `order`: every answer accepted; the first is shown as expected and gives an `order` question its tiles',
    lineMessage: QUIZ_MESSAGES.answerLength,
    countMessage: QUIZ_MESSAGES.answersCount,
  })
  acceptedAnswers?: string[] | null;

  @ApiPropertyOptional({ type: Boolean, nullable: true, default: false, description: '`text` and `order`: an answer missing only accents is wrong (with the same note)' })
  @IsOptional()
  @IsBoolean({ message: QUIZ_MESSAGES.strictAccents })
  strictAccents?: boolean | null;

  @OptionalLines({
    max: QUIZ_LIMITS.distractorsMax,
    lineMax: QUIZ_LIMITS.answerMax,
    description: `\`order\`: extra tiles; with the first answer's words at most ${QUIZ_LIMITS.tilesMax} tiles`,
    lineMessage: QUIZ_MESSAGES.distractorLength,
    countMessage: QUIZ_MESSAGES.distractorsCount,
  })
  distractors?: string[] | null;
}

export class QuizBodyDto {
  @ApiProperty({ type: [QuizQuestionBodyDto], minItems: QUIZ_LIMITS.questionsMin, maxItems: QUIZ_LIMITS.questionsMax })
  @ValidateNested({ each: true })
  @Type(() => QuizQuestionBodyDto)
  @ArrayMaxSize(QUIZ_LIMITS.questionsMax, { message: QUIZ_MESSAGES.questionsCount })
  @ArrayMinSize(QUIZ_LIMITS.questionsMin, { message: QUIZ_MESSAGES.questionsCount })
  @IsArray({ message: QUIZ_MESSAGES.questionsCount })
  questions!: QuizQuestionBodyDto[];
}

/** What the editor and the practice section both show of a question: which it is, its kind and its prompt. */
class QuizQuestionHeadDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: QUIZ_QUESTION_TYPES }) type!: string;
  @ApiProperty() prompt!: string;
  @ApiProperty({ enum: QUIZ_PROMPT_LANGUAGES }) promptLanguage!: string;
}

export class AdminQuizQuestionDto extends QuizQuestionHeadDto {
  @ApiProperty({ type: String, nullable: true }) explanation!: string | null;
  @ApiProperty({ type: [String], nullable: true }) choices!: string[] | null;
  @ApiProperty({ type: 'integer', nullable: true }) correctChoice!: number | null;
  @ApiProperty({ type: [String], nullable: true }) acceptedAnswers!: string[] | null;
  @ApiProperty() strictAccents!: boolean;
  @ApiProperty({ type: [String], nullable: true }) distractors!: string[] | null;
}

export class AdminQuizDto {
  @ApiProperty({ type: [AdminQuizQuestionDto], description: 'In order; empty when the lesson has no quiz' })
  questions!: AdminQuizQuestionDto[];
}

export class QuizQuestionDto extends QuizQuestionHeadDto {
  @ApiProperty({ description: 'The administrator wrote an explanation (shown with the verdict)' }) explanationAvailable!: boolean;
  @ApiPropertyOptional({ type: [String], description: '`choice`: the options; answer with the index' }) choices?: string[];
  @ApiPropertyOptional({ type: [String], description: '`order`: the tiles, shuffled (the answer’s words and any distractors); answer with the chosen tiles joined by spaces' })
  tiles?: string[];
}

export class QuizAnsweredDto {
  @ApiProperty({ format: 'uuid' }) questionId!: string;
  @ApiProperty({ description: 'Answered right at least once' }) correct!: boolean;
}

export class QuizDto {
  @ApiProperty({ type: [QuizQuestionDto], description: 'In order, without their answers; empty when the lesson has no quiz' })
  questions!: QuizQuestionDto[];

  @ApiProperty({ type: [QuizAnsweredDto], description: 'The questions the member answered, and whether ever right' })
  answered!: QuizAnsweredDto[];
}

export class QuizAnswerInputDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: QUIZ_LIMITS.choicesMax - 1, description: '`choice` questions: the chosen option’s index' })
  @IsOptional()
  @Max(QUIZ_LIMITS.choicesMax - 1, { message: 'choice deve ser o índice de uma opção.' })
  @Min(0, { message: 'choice deve ser o índice de uma opção.' })
  @IsInt({ message: 'choice deve ser o índice de uma opção.' })
  choice?: number;

  @ApiPropertyOptional({ maxLength: QUIZ_LIMITS.memberAnswerMax, description: '`text` questions: the typed answer; `order`: the tiles joined by spaces' })
  @IsOptional()
  @MaxLength(QUIZ_LIMITS.memberAnswerMax, { message: `A resposta pode ter até ${QUIZ_LIMITS.memberAnswerMax} caracteres.` })
  @IsString({ message: 'text deve ser um texto.' })
  text?: string;
}

export class QuizAnswerBodyDto {
  @ApiProperty({ format: 'uuid' })
  @IsString({ message: 'questionId deve ser o identificador de uma pergunta.' })
  questionId!: string;

  @ApiProperty({ type: QuizAnswerInputDto, description: '`{ choice }` for `choice`, `{ text }` for `text` and `order`' })
  @ValidateNested()
  @Type(() => QuizAnswerInputDto)
  @IsObject({ message: 'answer deve ser { choice } ou { text }.' })
  answer!: QuizAnswerInputDto;
}

export class QuizNoteDto {
  @ApiProperty({ enum: ['accents', 'punctuation', 'typo', 'almost'], description: '`almost`: a wrong answer that was nearly right ("Quase")' }) kind!: string;
  @ApiProperty({ description: 'The accepted answer the member’s was compared with' }) expected!: string;
  @ApiProperty({ example: 'Atenção aos acentos: você' }) pt!: string;
  @ApiProperty({ example: 'Watch the accents: você' }) en!: string;
}

export class QuizVerdictDto {
  @ApiProperty() correct!: boolean;
  @ApiProperty({ type: QuizNoteDto, nullable: true, description: 'Right but for accents, apostrophes and hyphens or one typo (or wrong for accents when exact accents are required); wrong but nearly right (`almost`)' })
  note!: QuizNoteDto | null;
  @ApiProperty({ description: 'The right option, or the accepted answer closest to the member’s' }) expected!: string;
  @ApiProperty({ type: String, nullable: true }) explanation!: string | null;
  @ApiProperty({ description: 'XP this answer earned: quiz_correct’s amount for the member’s first right answer to the question, else 0' })
  xpAwarded!: number;
}
