import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../../config/index.js';
import { TimedJobs } from '../jobs/timed-jobs.js';
import { FileStorage } from './file-storage.js';

/** How often the leading process looks for half-done writes. */
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Half-done writes go (`FileStorage.sweepTemporary`): a process killed while writing a file
 * leaves `<key>.<uuid>.tmp`, which nothing else names, and which may hold a member's whole copy of
 * their data (ADR 0106). Swept once at start by every process, and then by the cluster's timed
 * jobs (ADR 0067); only files older than `UPLOADS_TEMPORARY_MAX_AGE_MINUTES` go, so a write
 * under way in another process is left to finish.
 */
@Injectable()
export class TemporaryFilesSweep implements OnApplicationBootstrap {
  private readonly logger = new Logger(TemporaryFilesSweep.name);

  constructor(
    private readonly storage: FileStorage,
    private readonly config: AppConfig,
    jobs: TimedJobs,
  ) {
    jobs.register('storage.sweep-temporary', SWEEP_EVERY_MS, () => this.sweep());
  }

  onApplicationBootstrap(): void {
    void this.sweep().catch((error: unknown) => this.logger.warn({ err: error }, 'Half-done writes could not be swept at start; the timed job tries again'));
  }

  /** Deletes the half-done writes older than the configured age; returns how many. */
  async sweep(): Promise<number> {
    const removed = await this.storage.sweepTemporary(this.config.get('UPLOADS_TEMPORARY_MAX_AGE_MINUTES') * 60_000);
    if (removed > 0) this.logger.log(`Removed ${removed} half-done file writes`);
    return removed;
  }
}
