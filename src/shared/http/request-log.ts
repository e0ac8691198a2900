import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Logger } from 'pino';

/** The request id: the caller's `X-Request-Id` when it is a sane token, else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
}

/**
 * One log line per answered request, without headers (ADR 0018): id, method, URL,
 * status and time. Health probes are not logged. The logger is looked up at the
 * first request: the application's logger exists once the app is initialised.
 */
export function requestLogHook(logger: () => Logger) {
  return function logRequest(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
    if (!request.url.startsWith('/api/health')) {
      logger().info(
        // Flat fields: the logger's `req`/`res` serializers expect Node's objects.
        { reqId: request.id, method: request.method, url: request.url, statusCode: reply.statusCode, responseTime: Math.round(reply.elapsedTime) },
        'request completed',
      );
    }
    done();
  };
}
