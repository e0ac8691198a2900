import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { EventScope } from '../events/event-scope.js';
import type { OutboxDispatcher } from '../events/outbox-dispatcher.js';

/**
 * Makes each request one unit of work (`withEventScope`, ADR 0005): its own
 * identity map and list of published events, from the handler's guards on.
 * Entered after the body parsers, because a scope entered before a body streams
 * in does not survive the stream's callbacks. The events a handler published
 * are delivered before its answer is written (the HTTP adapter's `reply` and the
 * exception filter settle the scope first, so the acting member sees the
 * consequences, XP and badges, in the very next call); whatever is still
 * undelivered when the response is done (e.g. published by a guard that then
 * refused) follows. The scope carries the request's id, which every log line
 * written inside it shows (the logger's mixin, ADR 0065).
 */
export function requestScope(dispatcher: OutboxDispatcher) {
  return function enterRequestScope(req: Request, res: Response, next: NextFunction): void {
    void dispatcher.withEventScope(
      () =>
        new Promise<void>((resolve) => {
          res.once('close', () => resolve());
          next();
        }),
      req.id as string,
    );
  };
}

const logger = new Logger('DispatchEvents');

/**
 * Delivers what the current request published so far, before its answer goes
 * out; undefined when it published nothing (every read). A failed dispatch
 * never fails the answer: the poller delivers the events later.
 */
export function settleRequestEvents(): Promise<void> | undefined {
  return EventScope.settle()?.catch((error: unknown) =>
    logger.warn(`Dispatch after the request failed; the poller will retry: ${String(error)}`),
  );
}
