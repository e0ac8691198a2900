import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '../../../shared/time/index.js';
import { TimedJobs } from '../../../shared/jobs/timed-jobs.js';
import { REMOVED_MEMBER_NAME } from '../../../shared/engagement/index.js';
import { MemberDataRegistry, type MemberDataPart } from '../../../shared/member-data/index.js';
import { IdentityApi } from '../../identity/index.js';
import { AdminRepository } from './ports/persistence.js';
import { AccountErasureRepository } from '../adapters/persistence/account-erasure.repository.js';

/** How often the leading process looks for deletions whose grace period is over. */
const ERASURE_EVERY_MS = 60_000;
/** Deletions taken on per run; the rest wait for the next. */
const ERASURES_PER_RUN = 20;

/**
 * A member's own deletion carried out (ADR 0108), composed above every module as reports
 * are (ADR 0033): once the grace period is over, each module erases its own data through
 * the part it registered (`MemberDataRegistry`), from the right of the chain to identity —
 * a module may still ask one on its left about the member while it erases, never the other
 * way. Each part commits with the count of parts done on the erasure's row, so a crash or a
 * failing part resumes at the next part on the next run. Runs once across instances (a timed
 * job, ADR 0067), and each erasure's row is locked while a part runs.
 */
@Injectable()
export class AccountErasure implements OnModuleInit {
  private readonly logger = new Logger(AccountErasure.name);

  private rightToLeft?: readonly MemberDataPart[];

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly identity: IdentityApi,
    private readonly erasures: AccountErasureRepository,
    private readonly audit: AdminRepository,
    private readonly registry: MemberDataRegistry,
    jobs: TimedJobs,
  ) {
    jobs.register('accounts.erase', ERASURE_EVERY_MS, () => this.run());
  }

  /**
   * Every module's part, right to left: admin, review, corrections, chat, community, courses,
   * gamification, notifications, identity. `parts_done` of an erasure under way counts positions
   * in this order, so it changes only with the chain.
   */
  get parts(): readonly MemberDataPart[] {
    this.rightToLeft ??= [...this.registry.inChainOrder()].reverse();
    return this.rightToLeft;
  }

  /** Each module registered its part as its providers were made; one missing stops the start (docs/architecture.md, Adding a module). */
  onModuleInit(): void {
    void this.parts;
  }

  /**
   * Takes on the deletions whose grace period is over, then carries every erasure under way
   * as far as it goes. A part that fails leaves its erasure where it was, for the next run.
   */
  async run(): Promise<{ erased: number; unfinished: number }> {
    await this.em.fork().transactional(async (em) => {
      for (const due of await this.identity.startDueDeletions(em, ERASURES_PER_RUN)) {
        await this.erasures.start(em, due.memberId, due.keepContent, this.clock.now());
      }
    });
    let erased = 0;
    let unfinished = 0;
    for (const memberId of await this.erasures.pending(this.em.fork())) {
      if (await this.erase(memberId)) erased += 1;
      else unfinished += 1;
    }
    return { erased, unfinished };
  }

  /** Runs the erasure's remaining parts, each in its own transaction; true once it is finished. */
  private async erase(memberId: string): Promise<boolean> {
    for (;;) {
      let part: MemberDataPart | undefined;
      try {
        const state = await this.em.fork().transactional(async (em) => {
          const row = await this.erasures.lock(em, memberId);
          if (!row) return 'elsewhere';
          part = this.parts[row.partsDone];
          const now = this.clock.now();
          if (!part) {
            await this.audit.recordAudit(em, {
              adminEmail: '',
              module: 'identity',
              action: 'account_deleted',
              targetType: 'member',
              targetId: memberId,
              memberId,
              reason: null,
              targetLabel: REMOVED_MEMBER_NAME,
              at: now,
            });
            await this.erasures.finish(em, memberId);
            return 'finished';
          }
          await part.erase(em, memberId, row.keepContent);
          await this.erasures.advance(em, memberId, row.partsDone + 1, now);
          return 'advanced';
        });
        if (state === 'finished') return true;
        if (state === 'elsewhere') return false;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        this.logger.warn(`An account's erasure stopped at ${part?.module ?? 'its start'}; the next run resumes it: ${message}`);
        await this.em.fork().transactional((em) => this.erasures.failed(em, memberId, message, this.clock.now()));
        return false;
      }
    }
  }
}
