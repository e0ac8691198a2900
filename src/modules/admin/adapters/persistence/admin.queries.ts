import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type AuditFilter, type AuditRow, type BanHistoryRow, type GrantHistoryRow } from '../../application/ports/persistence.js';

const iso = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString());

/** Read models of the admin module's own tables, straight to response rows. */
@Injectable()
export class AdminQueries {
  constructor(private readonly em: EntityManager) {}

  async banHistory(memberId: string, limit = 50): Promise<BanHistoryRow[]> {
    const rows = await this.em.fork().execute<(Omit<BanHistoryRow, 'until' | 'created_at'> & { until: Date | null; created_at: Date })[]>(
      `select id, action, admin_email, reason, days, permanent, until, created_at from member_ban
       where member_id = ? order by created_at desc, id desc limit ?`,
      [memberId, limit],
    );
    return rows.map((r) => ({ ...r, days: r.days === null ? null : Number(r.days), until: iso(r.until), created_at: iso(r.created_at)! }));
  }

  async grantHistory(memberId: string, limit = 50): Promise<GrantHistoryRow[]> {
    const rows = await this.em.fork().execute<(Omit<GrantHistoryRow, 'created_at'> & { created_at: Date })[]>(
      `select id, amount, reason, admin_email, created_at from xp_grant
       where member_id = ? order by created_at desc, id desc limit ?`,
      [memberId, limit],
    );
    return rows.map((r) => ({ ...r, amount: Number(r.amount), created_at: iso(r.created_at)! }));
  }

  async auditPage(filter: AuditFilter, offset: number, limit: number): Promise<{ rows: AuditRow[]; total: number }> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (filter.memberId) {
      conditions.push('member_id = ?');
      params.push(filter.memberId);
    }
    if (filter.action) {
      conditions.push('action = ?');
      params.push(filter.action);
    }
    const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
    // The page and the count in one round trip (ADR 0079): one row with a null id when the page is empty.
    const rows = await this.em.fork().execute<(Omit<AuditRow, 'created_at'> & { created_at: Date; total: string })[]>(
      `select p.*, c.total from (select count(*) as total from admin_audit_entry ${where}) c
       left join lateral (select id, admin_email, module, action, target_type, target_id, member_id, reason, target_label, created_at
                          from admin_audit_entry ${where} order by created_at desc, id desc limit ? offset ?) p on true
       order by p.created_at desc, p.id desc`,
      [...params, ...params, limit, offset],
    );
    return {
      rows: rows.filter((r) => r.id !== null).map(({ total: _total, ...r }) => ({ ...r, created_at: iso(r.created_at)! })),
      total: Number(rows[0]?.total ?? 0),
    };
  }
}
