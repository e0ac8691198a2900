import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

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
