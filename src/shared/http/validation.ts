import {
  ArgumentMetadata,
  BadRequestException,
  Injectable,
  PipeTransform,
  ValidationError,
  ValidationPipe,
} from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { MALFORMED_TEXT_MESSAGE, malformedTextPath } from '../text/well-formed.js';

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

/** 400 `VALIDATION_FAILED` naming the field whose text is not well-formed (ADR 0052). */
export function malformedTextError(field: string): BadRequestException {
  return new BadRequestException({ message: MALFORMED_TEXT_MESSAGE, code: 'VALIDATION_FAILED', fields: { [field]: [MALFORMED_TEXT_MESSAGE] } });
}

/**
 * Refuses a body that holds a NUL character or a lone surrogate, for every
 * route, right after the body parsers: before any guard, strategy or handler
 * reads it, and so before anything reaches PostgreSQL (ADR 0052).
 */
export function rejectMalformedBodyText(req: Request, _res: Response, next: NextFunction): void {
  const body: unknown = req.body;
  const field = body === undefined ? undefined : malformedTextPath(body);
  next(field ? malformedTextError(field) : undefined);
}

/**
 * The same judgement for what a handler receives from the query string and the
 * path (a `%00`, or a body a route reads some other way), for every endpoint.
 */
@Injectable()
export class RejectMalformedTextPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type !== 'body' && metadata.type !== 'query' && metadata.type !== 'param') return value;
    const field = malformedTextPath(value, metadata.type === 'param' ? (metadata.data ?? '') : '');
    if (field) throw malformedTextError(field);
    return value;
  }
}
