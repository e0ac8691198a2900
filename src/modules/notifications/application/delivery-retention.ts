import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/index.js';
import { TimedJobs } from '../../../shared/jobs/timed-jobs.js';
import { Clock } from '../../../shared/time/index.js';
import { DeliveryRetentionRepository } from '../adapters/persistence/delivery-retention.repository.js';

const DAY_MS = 86_400_000;
const PRUNE_EVERY_MS = 3_600_000;

/**
 * What the privacy page promises of e-mails and push messages (ADR 0111): once delivered (or
 * given up), each is deleted DELIVERY_RETENTION_DAYS after it was queued. Hourly, in one
 * process of the cluster (TimedJobs, ADR 0067).
 */
@Injectable()
export class DeliveryRetention {
  constructor(
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly deliveries: DeliveryRetentionRepository,
    jobs: TimedJobs,
  ) {
    jobs.register('notifications.delivery-retention', PRUNE_EVERY_MS, () => this.prune());
  }

  prune(): Promise<{ mail: number; push: number }> {
    return this.deliveries.pruneFinished(new Date(this.clock.now().getTime() - this.config.get('DELIVERY_RETENTION_DAYS') * DAY_MS));
  }
}
