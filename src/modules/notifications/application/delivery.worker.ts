import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../../../config/index.js';
import { TimedJobs } from '../../../shared/jobs/timed-jobs.js';
import { Metrics } from '../../../shared/metrics/metrics.js';
import { PgListener } from '../../../shared/notify/index.js';
import { DeliveryQueries } from '../adapters/persistence/delivery.queries.js';
import { DELIVERY_CHANNEL, DeliveryService } from './delivery.service.js';

/** How often the daily jobs ask "is it 08:00 in São Paulo yet, and has today's run happened?". */
const DAILY_CHECK_MS = 60_000;

type DailyJob = () => Promise<unknown>;

/**
 * Drives delivery (ADR 0062, ADR 0082). Sending is claimed row by row (`for update
 * skip locked`), so it runs in every instance: a commit that queued e-mail or push
 * wakes every instance (`LISTEN delivery_due`), the outbox poll interval is the
 * fallback. The daily jobs (the digest, other modules' daily mail) are a timed job
 * of the kernel's `TimedJobs`, run by one process of the cluster (ADR 0067); each
 * still records its `(job, day)` run, so a lead that moves that day runs it once.
 */
@Injectable()
export class DeliveryWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(DeliveryWorker.name);
  private readonly dailyJobs: DailyJob[] = [];
  private pollTimer?: NodeJS.Timeout;
  private unlisten?: () => Promise<void>;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    private readonly config: AppConfig,
    private readonly listener: PgListener,
    private readonly delivery: DeliveryService,
    metrics: Metrics,
    queries: DeliveryQueries,
    jobs: TimedJobs,
  ) {
    this.dailyJobs.push(() => this.delivery.runDailyDigest());
    // Never more often than the outbox poll (tests set a long one and run the jobs themselves).
    jobs.register('notifications.daily-mail', Math.max(DAILY_CHECK_MS, config.get('OUTBOX_POLL_INTERVAL_MS')), () => this.runDailyJobs());
    metrics.gauges(
      {
        mailPending: { name: 'poliglota_mail_queue_pending', help: 'E-mails queued and not yet sent (retries included)' },
        mailOldestAge: { name: 'poliglota_mail_queue_oldest_age_seconds', help: 'Age of the oldest e-mail still pending (0 when none)' },
        pushPending: { name: 'poliglota_push_queue_pending', help: 'Push deliveries queued and not yet sent (retries included)' },
        pushOldestAge: { name: 'poliglota_push_queue_oldest_age_seconds', help: 'Age of the oldest push delivery still pending (0 when none)' },
      },
      () => queries.queues(),
    );
  }

  /** Another module's daily mail (the Monday ranking place) joins the minute check. */
  addDailyJob(job: DailyJob): void {
    this.dailyJobs.push(job);
  }

  async onApplicationBootstrap(): Promise<void> {
    this.pollTimer = setInterval(() => this.wake(), this.config.get('OUTBOX_POLL_INTERVAL_MS'));
    this.pollTimer.unref();
    this.unlisten = await this.listener.listen(DELIVERY_CHANNEL, () => this.wake());
    this.wake();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.pollTimer);
    await this.unlisten?.().catch(() => undefined);
    await this.running;
  }

  /** Sends what is due now; concurrent wake-ups coalesce into one more round. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.logger.warn({ err: error }, 'delivery round failed; the next wake-up retries'))
      .finally(() => {
        this.running = undefined;
        if (this.again && !this.stopped) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** One round: every due e-mail and push of this moment. */
  async drain(): Promise<void> {
    await this.delivery.deliverDueMail();
    await this.delivery.deliverDuePush();
  }

  /** Waits for the round under way, if any (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  async runDailyJobs(): Promise<void> {
    for (const job of this.dailyJobs) {
      try {
        await job();
      } catch (error) {
        this.logger.warn({ err: error }, 'daily mail job failed; the next check retries');
      }
    }
  }
}
