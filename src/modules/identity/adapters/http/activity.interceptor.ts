import { CallHandler, ExecutionContext, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import { Observable, from, switchMap } from 'rxjs';
import { OutboxDispatcher } from '../../../../shared/events/index.js';
import { Clock, saoPauloDay } from '../../../../shared/time/index.js';
import { IdentityApi } from '../../application/identity.api.js';
import type { GuardedRequest } from './guards.js';

/**
 * The first authenticated request of a São Paulo day counts as that day's login
 * (ADR 0007, ADR 0018). Runs after the guards, once they identified the member;
 * the session remembers the day, so every later request of the day writes nothing.
 */
@Injectable()
export class ActivityInterceptor implements NestInterceptor {
  private readonly logger = new Logger(ActivityInterceptor.name);

  constructor(
    private readonly identity: IdentityApi,
    private readonly clock: Clock,
    private readonly dispatcher: OutboxDispatcher,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<GuardedRequest>();
    const member = req.member;
    if (!member || !req.session) return next.handle();
    const today = saoPauloDay(this.clock.now());
    if (req.session.activeDay === today) return next.handle();
    return from(this.record(req, member.id, today)).pipe(switchMap(() => next.handle()));
  }

  private async record(req: GuardedRequest, memberId: string, today: string): Promise<void> {
    await this.identity.recordActivity(memberId);
    // Its consequences (the day's login XP, the streak) are handled before the
    // request's own work, so the first screen of the day already shows them.
    await this.dispatcher
      .drainScope()
      .catch((error: unknown) => this.logger.warn(`Dispatch of the day's activity failed; the poller will retry: ${String(error)}`));
    req.session.activeDay = today;
  }
}
