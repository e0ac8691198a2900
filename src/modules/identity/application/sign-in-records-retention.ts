import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../config/index.js';
import { TimedJobs } from '../../../shared/jobs/timed-jobs.js';
import { Clock } from '../../../shared/time/index.js';
import { AdminLoginRepository } from '../adapters/persistence/admin-login.repository.js';
import { SignInAttemptRepository } from '../adapters/persistence/auth-records.repository.js';

const DAY_MS = 86_400_000;
const PRUNE_EVERY_MS = 3_600_000;

/**
 * What the privacy page promises of sign-in records (ADR 0111): failed administrator
 * sign-ins, with the client's network address, are deleted after
 * SIGN_IN_RECORD_RETENTION_DAYS, and sign-ins begun and never finished once they have
 * expired. Hourly, in one process of the cluster (TimedJobs, ADR 0067; docs/architecture.md,
 * "Running many instances").
 */
@Injectable()
export class SignInRecordsRetention {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly failures: AdminLoginRepository,
    private readonly attempts: SignInAttemptRepository,
    jobs: TimedJobs,
  ) {
    jobs.register('identity.sign-in-records-retention', PRUNE_EVERY_MS, () => this.prune());
  }

  /** Deletes what is past its period; returns how many rows went. */
  async prune(): Promise<number> {
    const now = this.clock.now();
    const before = new Date(now.getTime() - this.config.get('SIGN_IN_RECORD_RETENTION_DAYS') * DAY_MS);
    return (await this.failures.pruneFailures(this.em.fork(), before)) + (await this.attempts.pruneExpired(now));
  }
}
