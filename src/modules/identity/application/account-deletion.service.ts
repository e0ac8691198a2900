import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../config/index.js';
import { EventPublisher } from '../../../shared/events/index.js';
import { Clock } from '../../../shared/time/index.js';
import { normalizeName } from '../../../shared/text/names.js';
import { AccountDeletionRepository } from '../adapters/persistence/account-deletion.repository.js';
import { DeletionConfirmationMismatchError, DeletionUnderWayError, MemberNotFoundError } from './identity.errors.js';

const HOUR_MS = 3_600_000;

/**
 * A member leaving for good (ADR 0108): the deletion is scheduled after the grace period
 * (`ACCOUNT_DELETION_GRACE_HOURS`) and every session ends; signing in again meanwhile
 * offers to cancel it. The erasure itself is composed above the modules (admin's
 * AccountErasure), which takes due deletions through IdentityApi.
 */
@Injectable()
export class AccountDeletionService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly repository: AccountDeletionRepository,
    private readonly events: EventPublisher,
  ) {}

  /** Schedules the deletion once the member typed their own name; returns when it erases them. */
  async schedule(memberId: string, confirm: string, keepContent: boolean): Promise<Date> {
    const now = this.clock.now();
    const at = new Date(now.getTime() + this.config.get('ACCOUNT_DELETION_GRACE_HOURS') * HOUR_MS);
    return this.em.fork().transactional(async (em) => {
      const member = await this.repository.lock(em, memberId);
      if (!member) throw new MemberNotFoundError();
      if (member.startedAt) throw new DeletionUnderWayError();
      if (normalizeName(confirm).trim() !== member.name.trim()) throw new DeletionConfirmationMismatchError();
      await this.repository.schedule(em, memberId, at, keepContent, now);
      await this.repository.endSessions(em, memberId);
      // The e-mail confirming it (notifications), in the same transaction: scheduled means told.
      this.events.publish(em, 'identity.account_deletion_scheduled', { memberId, scheduledFor: at.toISOString() });
      return at;
    });
  }

  /** The member changed their mind during the grace period: nothing is erased. */
  async cancel(memberId: string): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const member = await this.repository.lock(em, memberId);
      if (!member) throw new MemberNotFoundError();
      if (member.startedAt) throw new DeletionUnderWayError();
      // A banned member may change their mind too (ADR 0123): the ban itself stays as it was.
      await this.repository.cancel(em, memberId, this.clock.now());
    });
  }
}
