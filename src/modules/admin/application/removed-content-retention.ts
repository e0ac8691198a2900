import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/index.js';
import { TimedJobs } from '../../../shared/jobs/timed-jobs.js';
import { Clock } from '../../../shared/time/index.js';
import { FlagsRepository } from '../adapters/persistence/flags.repository.js';

const DAY_MS = 86_400_000;
const PRUNE_EVERY_MS = 3_600_000;

/**
 * What the privacy page promises of the text a report's removal kept (ADR 0131): emptied
 * REMOVED_CONTENT_RETENTION_DAYS after the decision, the decision itself kept. Hourly, in one
 * process of the cluster (TimedJobs, ADR 0067).
 */
@Injectable()
export class RemovedContentRetention {
  constructor(
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly flags: FlagsRepository,
    jobs: TimedJobs,
  ) {
    jobs.register('admin.removed-content-retention', PRUNE_EVERY_MS, () => this.prune());
  }

  prune(): Promise<number> {
    return this.flags.forgetRemovedBefore(new Date(this.clock.now().getTime() - this.config.get('REMOVED_CONTENT_RETENTION_DAYS') * DAY_MS));
  }
}
