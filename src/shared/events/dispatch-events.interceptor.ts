import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Observable, catchError, concatMap, from, map, throwError } from 'rxjs';
import { OutboxDispatcher } from './outbox-dispatcher.js';

/**
 * Hands the events a request published to their handlers after the request's
 * transaction committed and before its response is written, so the acting
 * member sees the consequences (XP, badges) in the very next call.
 */
@Injectable()
export class DispatchEventsInterceptor implements NestInterceptor {
  constructor(private readonly dispatcher: OutboxDispatcher) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const drain = () => this.dispatcher.drainScope().catch(() => undefined);
    return next.handle().pipe(
      concatMap((result) => from(drain()).pipe(map(() => result))),
      catchError((error: unknown) => from(drain()).pipe(concatMap(() => throwError(() => error)))),
    );
  }
}
