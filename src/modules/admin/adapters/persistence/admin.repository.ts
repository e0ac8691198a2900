import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AdminRepository, type AuditInput, type GrantRecord, type NewBan } from '../../application/ports/persistence.js';

/** The admin module's writes: ban history, XP grants and the audit log. */
@Injectable()
export class PgAdminRepository extends AdminRepository {
  async recordBan(em: EntityManager, ban: NewBan): Promise<string> {
    const id = randomUUID();
    await em.execute(
      `insert into member_ban (id, member_id, action, admin_email, reason, days, permanent, until, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [id, ban.memberId, ban.action, ban.adminEmail, ban.reason, ban.days, ban.permanent, ban.until, ban.at],
    );
    return id;
  }

  /** The grant already made under this key, if any. */
  async findGrantByKey(em: EntityManager, key: string): Promise<GrantRecord | null> {
    const [row] = await em.execute<
      { id: string; member_id: string; amount: number; reason: string; admin_email: string; created_at: string | Date }[]
    >('select id, member_id, amount, reason, admin_email, created_at from xp_grant where idempotency_key = ?', [key]);
    return row
      ? { id: row.id, memberId: row.member_id, amount: row.amount, reason: row.reason, adminEmail: row.admin_email, createdAt: new Date(row.created_at) }
      : null;
  }

  async insertGrant(em: EntityManager, key: string, grant: GrantRecord): Promise<void> {
    await em.execute(
      `insert into xp_grant (id, idempotency_key, member_id, admin_email, amount, reason, created_at) values (?, ?, ?, ?, ?, ?, ?)`,
      [grant.id, key, grant.memberId, grant.adminEmail, grant.amount, grant.reason, grant.createdAt],
    );
  }

  /** Records an action; one from an event is recorded once however often the event arrives. */
  async recordAudit(em: EntityManager, entry: AuditInput): Promise<void> {
    await em.execute(
      `insert into admin_audit_entry (id, admin_email, module, action, target_type, target_id, member_id, reason, target_label, source_event_id, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (source_event_id) do nothing`,
      [
        randomUUID(),
        entry.adminEmail,
        entry.module,
        entry.action,
        entry.targetType,
        entry.targetId,
        entry.memberId,
        entry.reason,
        entry.targetLabel ?? null,
        entry.sourceEventId ?? null,
        entry.at,
      ],
    );
  }
}
