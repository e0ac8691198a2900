import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FlagPlace, FlagTargetType } from '../../../../shared/moderation/index.js';
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
  parentId: string | null;
}

export interface FlagGroupRow {
  target_type: FlagTargetType;
  target_id: string;
  author_id: string | null;
  decision: string | null;
  reports: { reporter: string; reason: FlagReason; details: string | null; createdAt: string }[];
}

/** Every report of one item, open and closed, with what a removal kept of it (ADR 0131). */
export interface ItemReportsRow {
  parent_id: string | null;
  author_id: string | null;
  reports: { reporter: string; reason: FlagReason; details: string | null; createdAt: string; open: boolean }[];
  open: boolean;
  decision: FlagDecision | null;
  decided_at: string | null;
  removed_text: string | null;
  removed_place: FlagPlace | null;
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
    const rows = await em.execute<{ id: string; reporter_id: string; reason: FlagReason; author_id: string | null; parent_id: string | null }[]>(
      `select id, reporter_id, reason, author_id, parent_id from content_flag
       where target_type = ? and target_id = ? and closed_at is null order by created_at, id`,
      [targetType, targetId],
    );
    return rows.map((r) => ({ id: r.id, reporterId: r.reporter_id, reason: r.reason, authorId: r.author_id, parentId: r.parent_id }));
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

  /**
   * Closes the given reports with an administrator's decision; a removal keeps what the item was
   * and where (ADR 0131).
   */
  async decide(
    em: EntityManager,
    ids: readonly string[],
    decision: 'keep' | 'remove',
    adminEmail: string,
    at: Date,
    removed: { text: string; place: FlagPlace | null } | null = null,
  ): Promise<void> {
    await em.execute('update content_flag set closed_at = ?, decision = ?, decided_by = ?, removed_text = ?, removed_place = ? where id in (?)', [
      at,
      decision,
      adminEmail,
      removed?.text ?? null,
      removed?.place === undefined || removed?.place === null ? null : JSON.stringify(removed.place),
      [...ids],
    ]);
  }

  /** Every report of the item, newest first, with its last decision and what a removal kept; null when nobody reported it. */
  async itemReports(targetType: FlagTargetType, targetId: string): Promise<ItemReportsRow | null> {
    const [row] = await this.em.fork().execute<(ItemReportsRow & { n: number })[]>(
      `select count(*)::int as n, (array_agg(parent_id) filter (where parent_id is not null))[1] as parent_id,
         (array_agg(author_id) filter (where author_id is not null))[1] as author_id,
         bool_or(closed_at is null) as open,
         (array_agg(decision order by closed_at desc) filter (where closed_at is not null))[1] as decision,
         max(closed_at) as decided_at,
         (array_agg(removed_text order by closed_at desc) filter (where removed_text is not null))[1] as removed_text,
         (array_agg(removed_place order by closed_at desc) filter (where removed_text is not null))[1] as removed_place,
         coalesce(json_agg(json_build_object('reporter', reporter_id, 'reason', reason, 'details', details, 'createdAt', created_at, 'open', closed_at is null)
                  order by created_at desc, id), '[]') as reports
       from content_flag where target_type = ? and target_id = ?`,
      [targetType, targetId],
    );
    if (!row || row.n === 0) return null;
    const { n: _n, ...found } = row;
    return { ...found, decided_at: found.decided_at ? new Date(found.decided_at).toISOString() : null };
  }

  /** What removals kept, once older than `before`: the text and its place go, the decision stays (ADR 0131). */
  async forgetRemovedBefore(before: Date): Promise<number> {
    const rows = await this.em
      .fork()
      .execute<{ id: string }[]>('update content_flag set removed_text = null, removed_place = null where removed_text is not null and closed_at < ? returning id', [before]);
    return rows.length;
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
