import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import { ConnectionException } from '@mikro-orm/core';
import type { Request, Response } from 'express';
import { DomainError, ValidationFailedError, type DomainErrorKind } from '../errors/domain-error.js';
import type { ErrorBody } from './error-body.js';
import { settleRequestEvents } from './request-scope.js';
import { pathOf } from './url-path.js';

const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  unauthenticated: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  rate_limited: HttpStatus.TOO_MANY_REQUESTS,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
};

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** The status lines' reason phrases, which the framework puts in its own answers' text. */
const REASON_PHRASES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

/** Member-facing text for the framework's own HTTP errors, which carry no code of ours. */
const GENERIC_TEXT: Record<number, string> = {
  400: 'Requisição inválida.',
  401: 'Faça login para continuar.',
  403: 'Você não tem permissão para esta ação.',
  404: 'Recurso não encontrado.',
  405: 'Método não permitido.',
  409: 'A requisição conflita com o estado atual.',
  413: 'O corpo da requisição é grande demais.',
  415: 'Tipo de conteúdo não suportado.',
  429: 'Muitas requisições. Tente novamente em instantes.',
  503: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
};

/** What a client is told to wait while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Postgres/network failures that mean "the database is not reachable right now". */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08003', '08006']);

/**
 * The single exception filter (ADR 0002): domain errors map to statuses by kind,
 * HTTP errors keep theirs, and anything unexpected becomes a generic 500 that
 * reveals nothing and is logged with the request id.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const req = ctx.getRequest<Request>();
    const res = ctx.getResponse<Response>();
    if (res.headersSent) return;

    const body = this.toBody(exception, req);
    // A member's report of a server failure can be found in the logs by this id (ADR 0065).
    if (body.statusCode >= 500 && typeof req.id === 'string') body.requestId = req.id;
    const send = () => {
      if (res.headersSent) return;
      if (body.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(body.retryAfterSeconds));
      res.status(body.statusCode).json(body);
    };
    // What the refused request published (a guard's record of the day's activity)
    // is delivered first, as for an answer (request-scope.ts).
    const settling = settleRequestEvents();
    if (settling) void settling.then(send);
    else send();
  }

  private toBody(thrown: unknown, req: Request): ErrorBody {
    // A domain error thrown in a request hook, middleware or body parser may reach
    // the filter wrapped in an HttpException by Nest's adapter.
    const exception = thrown instanceof HttpException && thrown.cause instanceof DomainError ? thrown.cause : thrown;
    if (exception instanceof DomainError) {
      const statusCode = STATUS_BY_KIND[exception.kind];
      return {
        ...textBody(statusCode, exception.message, exception.code),
        ...(exception instanceof ValidationFailedError && Object.keys(exception.fields).length > 0
          ? { fields: exception.fields }
          : {}),
        ...(Object.keys(exception.params).length > 0 ? { params: exception.params } : {}),
        ...exception.details,
      };
    }
    const cause = exception instanceof HttpException ? exception.cause : exception;
    const bodyParserStatus = bodyParserError(cause);
    if (bodyParserStatus === 415) {
      return textBody(415, 'O corpo da requisição deve ser JSON (Content-Type: application/json).', 'UNSUPPORTED_MEDIA_TYPE');
    }
    if (bodyParserStatus) {
      return textBody(
        bodyParserStatus,
        bodyParserStatus === 413 ? 'O corpo da requisição é grande demais.' : 'O corpo da requisição não é um JSON válido.',
        bodyParserStatus === 413 ? 'PAYLOAD_TOO_LARGE' : 'MALFORMED_JSON',
      );
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const response = exception.getResponse();
      const payload = (typeof response === 'object' && response !== null ? response : {}) as Record<
        string,
        unknown
      >;
      const given =
        typeof response === 'string'
          ? response
          : Array.isArray(payload.message)
            ? String(payload.message[0])
            : typeof payload.message === 'string'
              ? payload.message
              : undefined;
      // The framework's own answers (unknown route, a bare `new NotFoundException()`) carry
      // English developer text, the reason phrase or "Cannot GET /x": replaced by ours.
      const frameworkText = !given || given === payload.error || given === REASON_PHRASES[statusCode] || /^Cannot [A-Z]+ /.test(given);
      const message = frameworkText ? (GENERIC_TEXT[statusCode] ?? 'Não foi possível concluir a requisição.') : given;
      return {
        ...textBody(
          statusCode,
          message,
          typeof payload.code === 'string' ? payload.code : (CODE_BY_STATUS[statusCode] ?? 'HTTP_ERROR'),
        ),
        ...(payload.fields ? { fields: payload.fields as Record<string, string[]> } : {}),
        // Every 503 says when to ask again, as the document declares (readiness while starting or stopping).
        ...(statusCode === 503 ? { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS } : {}),
      };
    }
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn({ reqId: req.id, err: exception }, 'Database unavailable');
      return {
        ...textBody(503, 'Serviço temporariamente indisponível. Tente novamente em instantes.', 'SERVICE_UNAVAILABLE'),
        retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      };
    }
    this.logger.error({ reqId: req.id, err: exception }, `Unexpected error on ${req.method} ${pathOf(req.url)}`);
    return textBody(500, 'Erro interno do servidor. Tente novamente.', 'INTERNAL_ERROR');
  }
}

/** body-parser's refusals of a body, by their `type`. */
const BODY_ERROR_STATUS: Record<string, number> = {
  'entity.too.large': 413,
  'entity.parse.failed': 400,
  'request.size.invalid': 400,
  'encoding.unsupported': 415,
  'charset.unsupported': 415,
  'parameters.too.many': 413,
};

function bodyParserError(exception: unknown): number | undefined {
  const error = exception as { type?: unknown } | null;
  if (!error || typeof error !== 'object' || typeof error.type !== 'string') return undefined;
  return BODY_ERROR_STATUS[error.type];
}

function isDatabaseUnavailable(exception: unknown): boolean {
  if (exception instanceof ConnectionException) return true;
  const error = exception as { code?: string; name?: string; message?: string } | null;
  if (!error || typeof error !== 'object') return false;
  if (error.code && UNAVAILABLE_CODES.has(error.code)) return true;
  if (error.name === 'KnexTimeoutError') return true;
  return /Connection terminated|connect ECONNREFUSED|Timeout acquiring a connection|timeout exceeded when trying to connect|terminating connection due to administrator command|the database system is (starting up|shutting down)/i.test(
    error.message ?? '',
  );
}

/**
 * The spec's clients show the body's `error` field, so it carries the member-facing
 * (Portuguese) text; `message` repeats it for clients that read that one, and the
 * SPA translates `code` (ADR 0021). The HTTP reason phrase is the status line's job.
 */
function textBody(statusCode: number, text: string, code: string): ErrorBody {
  return { statusCode, error: text, message: text, code };
}
