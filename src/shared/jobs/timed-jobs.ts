import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import pg from 'pg';
import { AppConfig, DatabaseSettings } from '../../config/index.js';

/** The session-level advisory lock whose holder runs the cluster's timed jobs. */
const LEADER_LOCK = 'poliglota:timed-jobs';

interface TimedJob {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  lastRunAt?: number;
}

/**
 * Timed jobs (pruning and the like) run once across every worker and instance
 * (ADR 0067): they run only in the one process that holds a PostgreSQL
 * session-level advisory lock, taken on a dedicated connection. When that
 * process stops or loses its connection, the lock is released and the next
 * instance to look takes over (every JOBS_LEADER_CHECK_MS) and runs every job
 * at once, then at its interval. Work that is claimed row by row (outbox
 * events, `for update skip locked`) needs no leader and runs everywhere.
 */
@Injectable()
export class TimedJobs implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(TimedJobs.name);
  private readonly jobs: TimedJob[] = [];
  private readonly runCounts = new Map<string, number>();
  private client?: pg.Client;
  private timer?: NodeJS.Timeout;
  private ticking?: Promise<void>;
  private stopped = false;

  constructor(
    private readonly settings: DatabaseSettings,
    private readonly config: AppConfig,
  ) {}

  /** Runs `run` every `everyMs` in the leading process; call before the application starts. */
  register(name: string, everyMs: number, run: () => Promise<unknown>): void {
    this.jobs.push({ name, everyMs, run });
  }

  /** Whether this process runs the timed jobs now. */
  get leading(): boolean {
    return this.client !== undefined;
  }

  /** How many times this process ran the job (tests and metrics). */
  runs(name: string): number {
    return this.runCounts.get(name) ?? 0;
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.tick(), this.config.get('JOBS_LEADER_CHECK_MS'));
    this.timer.unref();
    void this.tick();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.ticking;
    const client = this.client;
    this.client = undefined;
    // Ending the session releases the lock: another instance takes over.
    await client?.end().catch(() => undefined);
  }

  /** One look: take the lead if free, then run what is due. Never overlaps itself. */
  tick(): Promise<void> {
    this.ticking ??= this.runDue().finally(() => {
      this.ticking = undefined;
    });
    return this.ticking;
  }

  private async runDue(): Promise<void> {
    if (this.stopped || this.jobs.length === 0) return;
    if (this.client) {
      // A lead on a connection that died unnoticed would make two leaders: checked each look.
      const alive = await this.client.query('select 1').then(() => true, () => false);
      if (!alive) {
        await this.client?.end().catch(() => undefined);
        return;
      }
    } else if (!(await this.lead())) return;
    for (const job of this.jobs) {
      if (this.stopped || !this.client) return;
      const now = Date.now();
      if (job.lastRunAt !== undefined && now - job.lastRunAt < job.everyMs) continue;
      job.lastRunAt = now;
      this.runCounts.set(job.name, this.runs(job.name) + 1);
      try {
        await job.run();
      } catch (error) {
        this.logger.warn(`Timed job ${job.name} failed; it runs again in ${job.everyMs} ms: ${describe(error)}`);
      }
    }
  }

  private async lead(): Promise<boolean> {
    const client = new pg.Client({ connectionString: this.settings.clientUrl, application_name: 'poliglota-timed-jobs' });
    client.on('error', () => undefined);
    try {
      await client.connect();
      const { rows } = await client.query<{ leading: boolean }>('select pg_try_advisory_lock(hashtext($1)) as leading', [LEADER_LOCK]);
      if (!rows[0]?.leading || this.stopped) {
        await client.end().catch(() => undefined);
        return false;
      }
    } catch (error) {
      this.logger.warn(`Cannot look for the timed jobs' lock: ${describe(error)}`);
      await client.end().catch(() => undefined);
      return false;
    }
    client.on('end', () => {
      if (this.client !== client) return;
      this.client = undefined;
      for (const job of this.jobs) job.lastRunAt = undefined;
      if (!this.stopped) this.logger.warn('Lost the timed jobs’ lock with its connection; another instance may take over');
    });
    this.client = client;
    this.logger.log('This process runs the timed jobs');
    return true;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
