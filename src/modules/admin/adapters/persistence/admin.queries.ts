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
    const em = this.em.fork();
    const [rows, [count]] = await Promise.all([
      em.execute<(Omit<AuditRow, 'created_at'> & { created_at: Date })[]>(
        `select id, admin_email, module, action, target_type, target_id, member_id, reason, target_label, created_at
         from admin_audit_entry ${where} order by created_at desc, id desc limit ? offset ?`,
        [...params, limit, offset],
      ),
      em.execute<{ total: string }[]>(`select count(*) as total from admin_audit_entry ${where}`, params),
    ]);
    return { rows: rows.map((r) => ({ ...r, created_at: iso(r.created_at)! })), total: Number(count.total) };
  }
}
