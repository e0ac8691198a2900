import { Injectable } from '@nestjs/common';
import { ReadPart } from '../../../../shared/pg-pool/index.js';
import { type AuditFilter, type AuditRow, type BanHistoryRow, type GrantHistoryRow } from '../../application/ports/persistence.js';

const iso = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString());

/**
 * Read models of the admin module's own tables, straight to response rows, as parts
 * the use cases run together with other modules' parts in one statement (ADR 0080).
 */
@Injectable()
export class AdminQueries {
  banHistory(memberId: string, limit = 50): ReadPart<BanHistoryRow[]> {
    return ReadPart.of((json) =>
      (json as BanHistoryRow[]).map((r) => ({
        ...r,
        days: r.days === null ? null : Number(r.days),
        until: iso(r.until),
        created_at: iso(r.created_at)!,
      })),
    )`select coalesce(json_agg(b order by b.created_at desc, b.id desc), '[]')
        from (select id, action, admin_email, reason, days, permanent, until, created_at from member_ban
               where member_id = ${memberId}::uuid order by created_at desc, id desc limit ${limit}::int) b`;
  }

  grantHistory(memberId: string, limit = 50): ReadPart<GrantHistoryRow[]> {
    return ReadPart.of((json) => (json as GrantHistoryRow[]).map((r) => ({ ...r, amount: Number(r.amount), created_at: iso(r.created_at)! })))`
      select coalesce(json_agg(g order by g.created_at desc, g.id desc), '[]')
        from (select id, amount, reason, admin_email, created_at from xp_grant
               where member_id = ${memberId}::uuid order by created_at desc, id desc limit ${limit}::int) g`;
  }

  /** A page of the audit log and the count of its filter, in one statement (ADR 0079). */
  auditPage(filter: AuditFilter, offset: number, limit: number): ReadPart<{ rows: AuditRow[]; total: number }> {
    const memberId = filter.memberId ?? null;
    const action = filter.action ?? null;
    // An absent filter is a null parameter: the statement is planned with its values, so the test folds away.
    return ReadPart.of((json) => {
      const page = json as { rows: AuditRow[]; total: number };
      return { rows: page.rows.map((r) => ({ ...r, created_at: iso(r.created_at)! })), total: Number(page.total) };
    })`select json_build_object(
              'total', (select count(*) from admin_audit_entry
                         where (${memberId}::uuid is null or member_id = ${memberId}::uuid)
                           and (${action}::text is null or action = ${action}::text)),
              'rows', (select coalesce(json_agg(p order by p.created_at desc, p.id desc), '[]')
                         from (select id, admin_email, module, action, target_type, target_id, member_id, reason, target_label, created_at
                                 from admin_audit_entry
                                where (${memberId}::uuid is null or member_id = ${memberId}::uuid)
                                  and (${action}::text is null or action = ${action}::text)
                                order by created_at desc, id desc limit ${limit}::int offset ${offset}::int) p))`;
  }
}
