import { CallHandler, ExecutionContext, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import { Observable, catchError, concatMap, from, map, of, throwError } from 'rxjs';
import { EventScope } from './event-scope.js';
import { OutboxDispatcher } from './outbox-dispatcher.js';

/**
 * Hands the events a request published to their handlers after the request's
 * transaction committed and before its response is written, so the acting
 * member sees the consequences (XP, badges) in the very next call.
 */
@Injectable()
export class DispatchEventsInterceptor implements NestInterceptor {
  private readonly logger = new Logger(DispatchEventsInterceptor.name);

  constructor(private readonly dispatcher: OutboxDispatcher) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    // A failed dispatch never fails the response: the poller delivers the events later.
    const drain = () =>
      this.dispatcher
        .drainScope()
        .catch((error: unknown) => this.logger.warn(`Dispatch after the request failed; the poller will retry: ${String(error)}`));
    return next.handle().pipe(
      // Most requests publish nothing (every read): they pass straight through.
      concatMap((result) => (EventScope.pending() ? from(drain()).pipe(map(() => result)) : of(result))),
      catchError((error: unknown) => from(drain()).pipe(concatMap(() => throwError(() => error)))),
    );
  }
}
