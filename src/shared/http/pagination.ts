import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { DomainError } from '../errors/domain-error.js';

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

/** The parts of a cursor of the expected shape; throws InvalidCursorError otherwise. */
export function readCursor<T extends (string | number)[]>(
  cursor: string | undefined,
  isValid: (parts: (string | number)[]) => parts is T,
): T | undefined {
  const parts = decodeCursor(cursor);
  if (parts === undefined) return undefined;
  if (parts === null || !isValid(parts)) throw new InvalidCursorError();
  return parts;
}
