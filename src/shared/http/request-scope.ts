import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { OutboxDispatcher } from '../events/outbox-dispatcher.js';

/**
 * Makes each request one unit of work (`withEventScope`, ADR 0005): its own
 * identity map and list of published events. A `preHandler` hook, so the scope
 * holds from the handler's guards on, with the body already read (a scope
 * entered before the body streams in would not survive its events). The
 * dispatch interceptor delivers the events before the response; whatever is
 * still undelivered when the response is done (e.g. published by a guard that
 * then refused) follows.
 */
export function requestScopeHook(dispatcher: OutboxDispatcher) {
  return function enterRequestScope(_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
    void dispatcher.withEventScope(
      () =>
        new Promise<void>((resolve) => {
          reply.raw.once('close', () => resolve());
          done();
        }),
    );
  };
}
