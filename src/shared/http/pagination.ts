import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { z } from 'zod';
import { DomainError } from '../errors/domain-error.js';
import { isUuid } from '../ids.js';

/** Opaque cursor pagination: `cursor` from the previous page's `nextCursor`. */
export class CursorQueryDto {
  @ApiPropertyOptional({ description: 'nextCursor of the previous page' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  cursor?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 50, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit deve ser um número inteiro' })
  @Min(1, { message: 'limit deve ser pelo menos 1' })
  @Max(50, { message: 'limit deve ser no máximo 50' })
  limit?: number;
}

/** The highest page number a list accepts: past it no list has rows, and the offset stays a safe integer. */
const MAX_PAGE = 100_000;

/**
 * `page` of a list paged by number: a whole number from 1, 1 when omitted.
 * Listed in the order they run (the type check first, ADR 0008's validation pipe
 * stops at the first failure).
 */
export function PageNumber(): PropertyDecorator {
  return applyDecorators(
    IsInt({ message: 'page deve ser um número inteiro' }),
    Min(1, { message: 'page deve ser pelo menos 1' }),
    Max(MAX_PAGE, { message: `page deve ser no máximo ${MAX_PAGE}` }),
    Type(() => Number),
    IsOptional(),
    ApiPropertyOptional({ minimum: 1, default: 1 }),
  );
}

/** `limit` of a list paged by number: 1 to `max` rows, `fallback` when omitted. */
export function PageSize(max: number, fallback: number): PropertyDecorator {
  return applyDecorators(
    IsInt({ message: 'limit deve ser um número inteiro' }),
    Min(1, { message: 'limit deve ser pelo menos 1' }),
    Max(max, { message: `limit deve ser no máximo ${max}` }),
    Type(() => Number),
    IsOptional(),
    ApiPropertyOptional({ minimum: 1, maximum: max, default: fallback }),
  );
}

export function encodeCursor(parts: (string | number)[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

/** Decodes a cursor; undefined when it is absent, null when it is malformed. */
export function decodeCursor(cursor: string | undefined): (string | number)[] | undefined | null {
  if (cursor === undefined) return undefined;
  try {
    const parts: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(parts) || !parts.every((p) => typeof p === 'string' || typeof p === 'number')) {
      return null;
    }
    return parts;
  } catch {
    return null;
  }
}

/** A cursor that is not one this API handed out. */
export class InvalidCursorError extends DomainError {
  readonly code = 'INVALID_CURSOR';
  readonly kind = 'invalid' as const;
  constructor() {
    super('Cursor inválido.');
  }
}

/** Cursor times outside these bounds are not ones this API handed out (and would overflow PostgreSQL). */
const EARLIEST_CURSOR_TIME = Date.UTC(2000, 0, 1);
const LATEST_CURSOR_TIME = Date.UTC(2100, 0, 1);
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;
const saneTime = (ms: number) => Number.isFinite(ms) && ms >= EARLIEST_CURSOR_TIME && ms < LATEST_CURSOR_TIME;

/**
 * Schemas of the parts a cursor may hold; compose them with `cursorSchema`.
 * Every part is checked for type and range before any of it reaches SQL.
 */
export const cursorPart = {
  /** An ISO-8601 instant between 2000 and 2100, read as a Date. */
  timestamp: () =>
    z
      .string()
      .max(40)
      .regex(ISO_TIMESTAMP)
      .transform((value) => new Date(value))
      .refine((date) => saneTime(date.getTime())),
  /** Microseconds since 1970 as digits (exact), between 2000 and 2100. */
  epochMicroseconds: () =>
    z
      .string()
      .regex(/^\d{1,17}$/)
      .refine((digits) => saneTime(Number(BigInt(digits) / 1000n))),
  uuid: () => z.string().refine(isUuid),
  /** A finite integer within [min, max]. */
  integer: (min: number, max: number) => z.number().int().min(min).max(max),
  /** One of a few literal values (e.g. 0 | 1). */
  oneOf: <const T extends readonly [string | number, ...(string | number)[]]>(...values: T) =>
    z.union(values.map((v) => z.literal(v)) as unknown as [z.ZodLiteral<T[number]>, z.ZodLiteral<T[number]>]),
};

/** A cursor made of exactly these parts, in this order. */
export function cursorSchema<const T extends readonly [z.ZodType, ...z.ZodType[]]>(...parts: T) {
  return z.tuple(parts as unknown as [z.ZodType, ...z.ZodType[]]) as unknown as z.ZodType<
    { -readonly [K in keyof T]: z.output<T[K]> },
    unknown
  >;
}

/**
 * The parts of a cursor, validated by a schema from `cursorSchema` (or, for
 * older call sites, a type guard); undefined when there is no cursor.
 * Throws InvalidCursorError for anything this API did not hand out.
 */
export function readCursor<S extends z.ZodType>(cursor: string | undefined, schema: S): z.output<S> | undefined;
export function readCursor<T extends (string | number)[]>(
  cursor: string | undefined,
  isValid: (parts: (string | number)[]) => parts is T,
): T | undefined;
export function readCursor(
  cursor: string | undefined,
  check: z.ZodType | ((parts: (string | number)[]) => boolean),
): unknown {
  const parts = decodeCursor(cursor);
  if (parts === undefined) return undefined;
  if (parts === null) throw new InvalidCursorError();
  if (typeof check === 'function') {
    if (!check(parts)) throw new InvalidCursorError();
    return parts;
  }
  const parsed = check.safeParse(parts);
  if (!parsed.success) throw new InvalidCursorError();
  return parsed.data;
}
