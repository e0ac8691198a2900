import type { LoggerService } from '@nestjs/common';
import { pino, type Level, type Logger } from 'pino';
import { requestIdMixin } from '../http/request-log.js';

/**
 * The application's logger (ADR 0058): Nest's `LoggerService` writing one JSON
 * line per call through one pino logger. Every line written inside a request's
 * unit of work carries its id (`reqId`, the mixin, ADR 0065); the request log
 * (`requestLog`) writes its one flat line per answer through `root`.
 */
export class AppLogger implements LoggerService {
  /** The one pino logger every line goes through; its level can be changed at run time. */
  readonly root: Logger;

  constructor(level: Level | 'silent') {
    this.root = pino({ level, mixin: requestIdMixin });
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  /**
   * Nest calls `(message, ...extra, context)`: the context becomes a field, an
   * error goes under `err` (with its stack), an object's fields are merged, and
   * any extra values fill the message's `%s` placeholders.
   */
  private write(level: Level, message: unknown, params: unknown[]): void {
    if (!this.root.isLevelEnabled(level)) return;
    const fields: Record<string, unknown> = {};
    let extra = params;
    if (params.length > 0) {
      fields.context = params[params.length - 1];
      extra = params.slice(0, -1);
    }
    if (message instanceof Error) {
      fields.err = message;
      this.root[level](fields, ...(extra as [string?]));
    } else if (typeof message === 'object' && message !== null) {
      this.root[level](Object.assign(fields, message), ...(extra as [string?]));
    } else if (typeof message === 'string' && isStackOfAnError(level, extra)) {
      // Nest's own exception handlers call `error(message, stack, context)`.
      const err = new Error(message);
      err.stack = extra[0];
      this.root[level]({ ...fields, err });
    } else {
      this.root[level](fields, String(message), ...extra);
    }
  }
}

function isStackOfAnError(level: Level, extra: unknown[]): extra is [string] {
  return level === 'error' && extra.length === 1 && typeof extra[0] === 'string' && /\n\s*at /.test(extra[0]);
}
