import { Injectable, Logger } from '@nestjs/common';
import { OutboxDispatcher } from '../../../../shared/events/index.js';
import { Clock, saoPauloDay } from '../../../../shared/time/index.js';
import { IdentityApi } from '../../application/identity.api.js';
import type { AuthenticatedMember } from '../../application/session.types.js';

/** What the recording needs of a request the guards admitted. */
interface AdmittedRequest {
  member?: AuthenticatedMember | null;
  session?: { activeDay?: string };
}

/** Bounds the memory of members already recorded today; past it, the memory starts afresh. */
const MAX_REMEMBERED_MEMBERS = 100_000;

interface Recorded {
  day: string;
  /** The recording while it is under way; gone once it is done. */
  done?: Promise<void>;
}

/**
 * The first authenticated request of a São Paulo day counts as that day's login
 * (ADR 0007, ADR 0018). The guards call `record` once they admitted a member.
 * At most one recording per member and day in this instance: concurrent first
 * requests (a screen opening with several reads) wait for the same one, later
 * requests find the member in memory, and the session remembers the day across
 * restarts — so every later request of the day writes nothing and awaits nothing.
 */
@Injectable()
export class DailyActivity {
  private readonly logger = new Logger(DailyActivity.name);
  /**
   * Member id → the São Paulo day recorded, and the recording while it is under way. Only a
   * day is kept afterwards: a promise holds the async context it was created in, and with it
   * the first request's EntityManager and all it loaded, one per member for the whole day.
   */
  private readonly recorded = new Map<string, Recorded>();
  /** The day the memory is of: a new day starts it afresh. */
  private day?: string;

  constructor(
    private readonly identity: IdentityApi,
    private readonly clock: Clock,
    private readonly dispatcher: OutboxDispatcher,
  ) {}

  /** Undefined when the day is already recorded; else the recording to wait for. */
  record(req: AdmittedRequest): Promise<void> | undefined {
    const member = req.member;
    const session = req.session;
    if (!member || !session) return undefined;
    const today = saoPauloDay(this.clock.now());
    if (session.activeDay === today) return undefined;
    const known = this.recorded.get(member.id);
    if (known?.day === today) return known.done;
    if (this.day !== today || this.recorded.size >= MAX_REMEMBERED_MEMBERS) {
      this.recorded.clear();
      this.day = today;
    }
    const done = this.recordDay(member.id).then(() => {
      session.activeDay = today;
    });
    this.recorded.set(member.id, { day: today, done });
    // Done: only the day stays. Failed: tried again by the member's next request.
    done.then(
      () => {
        if (this.recorded.get(member.id)?.done === done) this.recorded.set(member.id, { day: today });
      },
      () => {
        if (this.recorded.get(member.id)?.done === done) this.recorded.delete(member.id);
      },
    );
    return done;
  }

  private async recordDay(memberId: string): Promise<void> {
    await this.identity.recordActivity(memberId);
    // Its consequences (the day's login XP, the streak) are handled before the
    // request's own work, so the first screen of the day already shows them.
    await this.dispatcher
      .drainScope()
      .catch((error: unknown) => this.logger.warn(`Dispatch of the day's activity failed; the poller will retry: ${String(error)}`));
  }
}
