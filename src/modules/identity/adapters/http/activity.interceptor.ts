import { CallHandler, ExecutionContext, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import { Observable, from, switchMap } from 'rxjs';
import { OutboxDispatcher } from '../../../../shared/events/index.js';
import { Clock, saoPauloDay } from '../../../../shared/time/index.js';
import { IdentityApi } from '../../application/identity.api.js';
import type { GuardedRequest } from './guards.js';

/** Bounds the memory of members already recorded today; past it, the memory starts afresh. */
const MAX_REMEMBERED_MEMBERS = 100_000;

/**
 * The first authenticated request of a São Paulo day counts as that day's login
 * (ADR 0007, ADR 0018). Runs after the guards, once they identified the member.
 * At most one recording per member and day in this instance: concurrent first
 * requests (a screen opening with several reads) wait for the same one, later
 * requests find the member in memory, and the session remembers the day across
 * restarts — so every later request of the day writes nothing.
 */
@Injectable()
export class ActivityInterceptor implements NestInterceptor {
  private readonly logger = new Logger(ActivityInterceptor.name);
  /** Member id → São Paulo day recorded, or the recording under way. */
  private readonly recorded = new Map<string, { day: string; done: Promise<void> }>();

  constructor(
    private readonly identity: IdentityApi,
    private readonly clock: Clock,
    private readonly dispatcher: OutboxDispatcher,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<GuardedRequest>();
    const member = req.member;
    const session = req.session;
    if (!member || !session) return next.handle();
    const today = saoPauloDay(this.clock.now());
    if (session.activeDay === today) return next.handle();
    const known = this.recorded.get(member.id);
    if (known?.day === today) return from(known.done).pipe(switchMap(() => next.handle()));
    if (this.recorded.size >= MAX_REMEMBERED_MEMBERS) this.recorded.clear();
    const done = this.record(member.id).then(() => {
      session.activeDay = today;
    });
    this.recorded.set(member.id, { day: today, done });
    // A failed recording is tried again by the member's next request.
    done.catch(() => {
      if (this.recorded.get(member.id)?.done === done) this.recorded.delete(member.id);
    });
    return from(done).pipe(switchMap(() => next.handle()));
  }

  private async record(memberId: string): Promise<void> {
    await this.identity.recordActivity(memberId);
    // Its consequences (the day's login XP, the streak) are handled before the
    // request's own work, so the first screen of the day already shows them.
    await this.dispatcher
      .drainScope()
      .catch((error: unknown) => this.logger.warn(`Dispatch of the day's activity failed; the poller will retry: ${String(error)}`));
  }
}
