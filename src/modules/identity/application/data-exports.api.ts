import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventPublisher } from '../../../shared/events/index.js';
import { TimedJobs } from '../../../shared/jobs/timed-jobs.js';
import { FileStorage, UPLOADS_URL_PREFIX, type StoredFile } from '../../../shared/storage/index.js';
import { Clock } from '../../../shared/time/index.js';
import { lockFor } from '../../../shared/transactions.js';
import { isUuid } from '../../../shared/ids.js';
import {
  DATA_EXPORT_CONTENT_TYPE,
  DATA_EXPORT_KEPT_MS,
  dataExportFileKey,
  dataExportStatus,
  dataExportWait,
  type DataExportStatus,
} from '../domain/data-export.js';
import { DataExportLimitedError, DataExportNotFoundError } from './identity.errors.js';
import { DataExportRepository } from '../adapters/persistence/data-export.repository.js';

export interface DataExportView {
  status: DataExportStatus;
  /** The export's id while it is preparing or ready. */
  exportId?: string;
  readyAt?: Date;
  expiresAt?: Date;
}

/** Expired files are looked for this often, by one process of the cluster (ADR 0067). */
const EXPIRE_EVERY_MS = 60_000;
/** Files deleted per look; the next look takes the rest. */
const EXPIRE_BATCH = 100;

/**
 * A member's copy of their data (ADR 0106): identity keeps the request, the daily
 * limit, the file and its expiry; the document itself is composed above the modules
 * (src/data-export), which hands it back through `complete`.
 */
@Injectable()
export class DataExportsApi {
  private readonly logger = new Logger(DataExportsApi.name);

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly events: EventPublisher,
    private readonly storage: FileStorage,
    private readonly exports: DataExportRepository,
    jobs: TimedJobs,
  ) {
    jobs.register('data-export.expire', EXPIRE_EVERY_MS, () => this.deleteExpired());
  }

  /**
   * Records the request and announces it (`identity.data_export_requested`) in one
   * transaction, once a day per member: the check runs under the member's lock, so two
   * requests at once make one export and one 429.
   */
  async request(memberId: string): Promise<DataExportView> {
    return this.em.fork().transactional(async (em) => {
      await lockFor(em, `data-export:${memberId}`);
      const now = this.clock.now();
      const wait = dataExportWait((await this.exports.newest(memberId, em))?.requestedAt ?? null, now);
      if (wait > 0) throw new DataExportLimitedError(wait / 1000, { hours: Math.ceil(wait / 3_600_000) });
      const exportId = randomUUID();
      await this.exports.insert(em, exportId, memberId, now);
      // Prepared after the answer (ADR 0106): the copy reads every module, too long to hold a 202 on.
      this.events.publish(em, 'identity.data_export_requested', { exportId, memberId }, { afterAnswer: true });
      return { status: 'preparing', exportId };
    });
  }

  /** Where the member's newest export stands. */
  async status(memberId: string): Promise<DataExportView> {
    const row = await this.exports.newest(memberId);
    const status = dataExportStatus(row, this.clock.now());
    if (!row || status === 'none') return { status };
    return { status, exportId: row.id, readyAt: row.readyAt ?? undefined, expiresAt: row.expiresAt ?? undefined };
  }

  /**
   * Whether the export still waits for its copy, locked in the caller's transaction until it
   * commits: the preparation asks first, so a retried event reads and writes nothing again.
   */
  stillPreparing(em: EntityManager, exportId: string): Promise<boolean> {
    return this.exports.lockPreparing(em, exportId);
  }

  /**
   * Stores the prepared archive (the JSON and its page) and marks the export ready in the caller's transaction.
   * The file's name is the export's, so a retried preparation writes the same file; null
   * when the export was already complete. The member is told by the caller.
   */
  async complete(em: EntityManager, exportId: string, archive: Buffer): Promise<{ memberId: string; expiresAt: Date } | null> {
    const key = dataExportFileKey(exportId);
    await this.storage.save(key, archive, DATA_EXPORT_CONTENT_TYPE);
    const readyAt = this.clock.now();
    const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_KEPT_MS);
    const marked = await this.exports.markReady(em, exportId, key, readyAt, expiresAt);
    return marked ? { memberId: marked.memberId, expiresAt } : null;
  }

  /** The export's file, for its own member only while it is ready; otherwise DATA_EXPORT_NOT_FOUND (another member's is not told apart). */
  async open(memberId: string, exportId: string): Promise<StoredFile> {
    const row = isUuid(exportId) ? await this.exports.byId(exportId) : null;
    if (!row || row.memberId !== memberId || !row.fileKey || dataExportStatus(row, this.clock.now()) !== 'ready') {
      throw new DataExportNotFoundError();
    }
    const file = await this.storage.open(row.fileKey);
    if (!file) throw new DataExportNotFoundError();
    return file;
  }

  /** Deletes the files of expired exports (the timed job; tests call it). Returns how many. */
  async deleteExpired(): Promise<number> {
    const now = this.clock.now();
    const due = await this.exports.expired(now, EXPIRE_BATCH);
    let deleted = 0;
    for (const { id, fileKey } of due) {
      try {
        await this.storage.remove(`${UPLOADS_URL_PREFIX}${fileKey}`);
        await this.exports.markDeleted(id, now);
        deleted += 1;
      } catch (error) {
        // Left for the next look: the row still names the file.
        this.logger.warn({ err: error, exportId: id }, 'An expired data export could not be deleted yet');
      }
    }
    return deleted;
  }
}
