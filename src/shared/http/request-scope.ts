import { Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { EventScope } from '../events/event-scope.js';
import type { OutboxDispatcher } from '../events/outbox-dispatcher.js';

/**
 * Makes each request one unit of work (`withEventScope`, ADR 0005): its own
 * identity map and list of published events. A `preHandler` hook, so the scope
 * holds from the handler's guards on, with the body already read (a scope
 * entered before the body streams in would not survive its events). Whatever is
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

/**
 * Hands the events a request published to their handlers after its transaction
 * committed and before its response (answer or error) is written, so the acting
 * member sees the consequences (XP, badges) in the very next call. An `onSend`
 * hook: it runs in the request's scope, and most requests (every read) published
 * nothing and pass straight through. A failed dispatch never fails the response:
 * the poller delivers the events later.
 */
export function dispatchBeforeSendHook(dispatcher: OutboxDispatcher) {
  const logger = new Logger('DispatchEvents');
  return function dispatchBeforeSend(
    _request: FastifyRequest,
    _reply: FastifyReply,
    payload: unknown,
    done: (error: null, payload: unknown) => void,
  ): void {
    if (!EventScope.pending()) {
      done(null, payload);
      return;
    }
    dispatcher
      .drainScope()
      .catch((error: unknown) => logger.warn(`Dispatch after the request failed; the poller will retry: ${String(error)}`))
      .finally(() => done(null, payload));
  };
}
