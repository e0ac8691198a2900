import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FlagTargetType } from '../../../../shared/moderation/index.js';
import type { FlagDecision, FlagReason, FlagStatus } from '../../domain/flags.js';

export interface NewFlag {
  targetType: FlagTargetType;
  targetId: string;
  parentId: string | null;
  authorId: string | null;
  reporterId: string;
  reason: FlagReason;
  details: string | null;
  at: Date;
}

export interface OpenFlag {
  id: string;
  reporterId: string;
  reason: FlagReason;
  authorId: string | null;
}

export interface FlagGroupRow {
  target_type: FlagTargetType;
  target_id: string;
  author_id: string | null;
  decision: string | null;
  reports: { reporter: string; reason: FlagReason; details: string | null; createdAt: string }[];
}

/** Members' reports (ADR 0103): the admin module's `content_flag` table. */
@Injectable()
export class FlagsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Replaces the member's open report of the item; false when they have none. */
  async replaceOpen(em: EntityManager, flag: NewFlag): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>(
      `update content_flag set reason = ?, details = ?, updated_at = ?
       where target_type = ? and target_id = ? and reporter_id = ? and closed_at is null returning id`,
      [flag.reason, flag.details, flag.at, flag.targetType, flag.targetId, flag.reporterId],
    );
    return rows.length > 0;
  }

  async insert(em: EntityManager, flag: NewFlag): Promise<void> {
    await em.execute(
      `insert into content_flag (id, target_type, target_id, parent_id, author_id, reporter_id, reason, details, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [randomUUID(), flag.targetType, flag.targetId, flag.parentId, flag.authorId, flag.reporterId, flag.reason, flag.details, flag.at, flag.at],
    );
  }

  /** The item's open reports, oldest first (one per reporter, by the unique index). */
  async openReports(em: EntityManager, targetType: FlagTargetType, targetId: string): Promise<OpenFlag[]> {
    const rows = await em.execute<{ id: string; reporter_id: string; reason: FlagReason; author_id: string | null }[]>(
      `select id, reporter_id, reason, author_id from content_flag
       where target_type = ? and target_id = ? and closed_at is null order by created_at, id`,
      [targetType, targetId],
    );
    return rows.map((r) => ({ id: r.id, reporterId: r.reporter_id, reason: r.reason, authorId: r.author_id }));
  }

  /** The item's last decision, when its reports were ever closed: the one that stands. */
  async lastDecision(em: EntityManager, targetType: FlagTargetType, targetId: string): Promise<{ decision: FlagDecision; decidedAt: Date } | null> {
    const [row] = await em.execute<{ decision: FlagDecision; closed_at: Date | string }[]>(
      `select decision, closed_at from content_flag
       where target_type = ? and target_id = ? and closed_at is not null order by closed_at desc, id desc limit 1`,
      [targetType, targetId],
    );
    return row ? { decision: row.decision, decidedAt: new Date(row.closed_at) } : null;
  }

  /** Closes the given reports with an administrator's decision. */
  async decide(em: EntityManager, ids: readonly string[], decision: 'keep' | 'remove', adminEmail: string, at: Date): Promise<void> {
    await em.execute('update content_flag set closed_at = ?, decision = ?, decided_by = ? where id in (?)', [at, decision, adminEmail, [...ids]]);
  }

  /** Closes the open reports of an item that went (or of the items that belonged to it). */
  async closeGone(em: EntityManager, targetId: string, at: Date): Promise<void> {
    await em.execute(`update content_flag set closed_at = ?, decision = 'gone' where (target_id = ? or parent_id = ?) and closed_at is null`, [
      at,
      targetId,
      targetId,
    ]);
  }

  /** Reported items with open (or closed) reports, the most recently reported first. */
  async page(status: FlagStatus, offset: number, limit: number): Promise<FlagGroupRow[]> {
    return this.em.fork().execute<FlagGroupRow[]>(
      `select target_type, target_id, (array_agg(author_id))[1] as author_id,
         ${status === 'open' ? 'null' : '(array_agg(decision order by closed_at desc))[1]'} as decision,
         json_agg(json_build_object('reporter', reporter_id, 'reason', reason, 'details', details, 'createdAt', created_at)
                  order by created_at desc, id) as reports
       from content_flag where closed_at is ${status === 'open' ? 'null' : 'not null'}
       group by target_type, target_id
       order by max(created_at) desc, target_id limit ? offset ?`,
      [limit, offset],
    );
  }

  /** How many items have open reports (the admin home's figure). */
  async openItems(): Promise<number> {
    const [row] = await this.em
      .fork()
      .execute<{ total: string }[]>('select count(*) as total from (select distinct target_type, target_id from content_flag where closed_at is null) i');
    return Number(row?.total ?? 0);
  }
}
