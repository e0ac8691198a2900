import {
  ArgumentMetadata,
  BadRequestException,
  Injectable,
  PipeTransform,
  ValidationError,
  ValidationPipe,
} from '@nestjs/common';

function collect(errors: ValidationError[], prefix: string, into: Record<string, string[]>): void {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const messages = Object.entries(error.constraints ?? {}).map(([constraint, message]) =>
      constraint === 'whitelistValidation' ? `O campo ${error.property} não é permitido.` : message,
    );
    if (messages.length > 0) into[path] = [...(into[path] ?? []), ...messages];
    if (error.children?.length) collect(error.children, path, into);
  }
}

/**
 * Only the first failing constraint of a field is reported. class-validator runs
 * a field's decorators bottom-up, so DTOs put the presence/type check closest to
 * the property and the finer checks above it.
 *
 * Whitelists and transforms input and refuses unknown fields. A failure answers
 * 400 with the first message as `message` and every message under `fields`.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const fields: Record<string, string[]> = {};
      collect(errors, '', fields);
      const first = Object.values(fields)[0]?.[0] ?? 'Dados inválidos.';
      return new BadRequestException({ message: first, code: 'VALIDATION_FAILED', fields });
    },
  });
}

/** Finds the first string holding a NUL character (PostgreSQL text cannot store one). */
function nulPath(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'value' : undefined;
  if (depth > 20 || value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulPath(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses any body or query string with a NUL character, for every endpoint,
 * before it can reach the database as a 500.
 */
@Injectable()
export class RejectNulCharactersPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type !== 'body' && metadata.type !== 'query') return value;
    const field = nulPath(value, '');
    if (!field) return value;
    const message = 'O texto contém um caractere inválido.';
    throw new BadRequestException({ message, code: 'VALIDATION_FAILED', fields: { [field]: [message] } });
  }
}
