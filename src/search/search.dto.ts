import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { NormalizedLine } from '../shared/text/normalize.js';
import { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN } from '../shared/search/index.js';

export const SEARCH_TYPES = ['post', 'course'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

const QUERY_LENGTH_MESSAGE = `A busca deve ter entre ${SEARCH_QUERY_MIN} e ${SEARCH_QUERY_MAX} caracteres.`;

/** `GET /api/search`: `q` is judged after it is normalised, in characters (not UTF-16 units). */
export class SearchQueryDto {
  @ApiProperty({
    minLength: SEARCH_QUERY_MIN, maxLength: SEARCH_QUERY_MAX, example: 'lição',
    description: 'Words to find in titles and texts, accents and case ignored; the last word may be the start of one. Trimmed, NFC, spaces collapsed, then 2–100 characters',
  })
  @ValidateBy(
    { name: 'searchQueryLength', validator: { validate: (value: unknown) => typeof value === 'string' && [...value].length >= SEARCH_QUERY_MIN && [...value].length <= SEARCH_QUERY_MAX } },
    { message: QUERY_LENGTH_MESSAGE },
  )
  @IsString({ message: 'Digite o que buscar (q).' })
  @NormalizedLine()
  q!: string;

  @ApiProperty({ enum: SEARCH_TYPES, description: 'post: the community (members only); course: the catalogue' })
  @IsIn(SEARCH_TYPES, { message: 'type deve ser post ou course.' })
  type!: SearchType;

  @ApiPropertyOptional({ description: 'nextCursor of the previous page of the same search', maxLength: 200 })
  @IsOptional()
  @MaxLength(200, { message: 'Cursor inválido.' })
  @IsString({ message: 'Cursor inválido.' })
  cursor?: string;
}

/** A piece of a title or extract; `match` pieces are what the search found (the SPA marks them). */
export class SearchSegmentDto {
  @ApiProperty({ example: 'lição' }) text!: string;
  @ApiProperty({ example: true }) match!: boolean;
}

export class SearchResultDto {
  @ApiProperty({ enum: SEARCH_TYPES }) type!: SearchType;
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: [SearchSegmentDto], description: 'The whole title, matches marked' }) title!: SearchSegmentDto[];
  @ApiProperty({ type: [SearchSegmentDto], description: 'A short extract of the text (a course: its description), matches marked' })
  extract!: SearchSegmentDto[];
  @ApiProperty({ enum: ['pending', 'approved'], nullable: true, description: 'A post: pending only for its author and administrators; null for a course' })
  status!: 'pending' | 'approved' | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: "A post's creation; null for a course" })
  createdAt!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'en', description: "A course's language (ISO 639-1); null for a post" })
  language!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Iniciante', description: "A course's level; null for a post" })
  level!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "A course's cover; null for a post or a course without one" })
  coverImage!: string | null;
}

export class SearchPageDto {
  @ApiProperty({ type: [SearchResultDto], description: 'Best match first (then by id), at most 10' }) results!: SearchResultDto[];
  @ApiProperty({ type: String, nullable: true, description: 'Pass as cursor for the next page; null on the last' })
  nextCursor!: string | null;
}
