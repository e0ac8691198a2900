import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { EventScope } from '../events/event-scope.js';

declare module 'node:http' {
  interface IncomingMessage {
    /** The request's id (`requestLog`), set before anything else reads the request. */
    id?: string;
  }
}

/** The request id: the caller's `X-Request-Id` when it is a sane token, else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
}

/**
 * Names each request (`req.id`, echoed in `X-Request-Id`) and writes one log line
 * per answered request, without headers (ADR 0018): id, method, URL, status and
 * time. Health probes are not logged. The logger is looked up at the first
 * request: the application's logger exists once the app is initialised.
 */
export function requestLog(logger: () => Logger) {
  return function logRequest(req: Request, res: Response, next: NextFunction): void {
    const id = requestIdOf(req);
    req.id = id;
    res.setHeader('X-Request-Id', id);
    if (!req.url.startsWith('/api/health')) {
      const started = performance.now();
      res.once('finish', () =>
        logger().info(
          // Flat fields: the logger's `req`/`res` serializers expect Node's objects whole.
          { reqId: id, method: req.method, url: req.originalUrl, statusCode: res.statusCode, responseTime: Math.round(performance.now() - started) },
          'request completed',
        ),
      );
    }
    next();
  };
}

/**
 * The logger's mixin: the id of the request whose unit of work is running, so a
 * line logged anywhere while it is handled (a use case, an event handler it
 * dispatches) can be found from the member's report (ADR 0065). Fields the call
 * passes itself win.
 */
export function requestIdMixin(): Record<string, string> {
  const id = EventScope.requestId();
  return id === undefined ? {} : { reqId: id };
}
