import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { toDate } from '../../../../shared/time/index.js';

export interface DataExportRow {
  id: string;
  memberId: string;
  requestedAt: Date;
  readyAt: Date | null;
  expiresAt: Date | null;
  fileKey: string | null;
  deletedAt: Date | null;
}

interface Columns {
  id: string;
  member_id: string;
  requested_at: string | Date;
  ready_at: string | Date | null;
  expires_at: string | Date | null;
  file_key: string | null;
  deleted_at: string | Date | null;
}

const COLUMNS = 'id, member_id, requested_at, ready_at, expires_at, file_key, deleted_at';

/** Members' data exports (ADR 0106). */
@Injectable()
export class DataExportRepository {
  constructor(private readonly em: EntityManager) {}

  async newest(memberId: string, em: EntityManager = this.em.fork()): Promise<DataExportRow | null> {
    const [row] = await em.execute<Columns[]>(
      `select ${COLUMNS} from data_export where member_id = ? order by requested_at desc limit 1`,
      [memberId],
    );
    return row ? toRow(row) : null;
  }

  async byId(id: string): Promise<DataExportRow | null> {
    const [row] = await this.em.fork().execute<Columns[]>(`select ${COLUMNS} from data_export where id = ?`, [id]);
    return row ? toRow(row) : null;
  }

  async insert(em: EntityManager, id: string, memberId: string, at: Date): Promise<void> {
    await em.execute('insert into data_export (id, member_id, requested_at, created_at) values (?, ?, ?, ?)', [id, memberId, at, at]);
  }

  /**
   * Whether the export still waits for its copy, its row locked for the caller's transaction:
   * a retried or doubled preparation waits here and then finds it ready (or gone with its member).
   */
  async lockPreparing(em: EntityManager, id: string): Promise<boolean> {
    const rows = await em.execute('select 1 from data_export where id = ? and ready_at is null and deleted_at is null for update', [id]);
    return rows.length > 0;
  }

  /** Marks the export ready once; null when it already was (a retried preparation) or is unknown. */
  async markReady(em: EntityManager, id: string, fileKey: string, readyAt: Date, expiresAt: Date): Promise<{ memberId: string } | null> {
    const [row] = await em.execute<{ member_id: string }[]>(
      'update data_export set file_key = ?, ready_at = ?, expires_at = ? where id = ? and ready_at is null returning member_id',
      [fileKey, readyAt, expiresAt, id],
    );
    return row ? { memberId: row.member_id } : null;
  }

  /** Ready exports past their expiry whose file is still stored, oldest first. */
  async expired(now: Date, limit: number): Promise<{ id: string; fileKey: string }[]> {
    const rows = await this.em.fork().execute<{ id: string; file_key: string }[]>(
      `select id, file_key from data_export
        where expires_at <= ? and deleted_at is null and file_key is not null
        order by expires_at limit ?`,
      [now, limit],
    );
    return rows.map((row) => ({ id: row.id, fileKey: row.file_key }));
  }

  async markDeleted(id: string, at: Date): Promise<void> {
    await this.em.fork().execute('update data_export set deleted_at = ? where id = ?', [at, id]);
  }
}

function toRow(row: Columns): DataExportRow {
  return {
    id: row.id,
    memberId: row.member_id,
    requestedAt: toDate(row.requested_at),
    readyAt: toDate(row.ready_at),
    expiresAt: toDate(row.expires_at),
    fileKey: row.file_key,
    deletedAt: toDate(row.deleted_at),
  };
}
