import type { EntityManager } from '@mikro-orm/postgresql';
import { AdminRepository, type AuditInput, type GrantRecord, type NewBan } from './persistence.js';

/**
 * The admin module's ban history, XP grants and audit log in memory, for unit
 * tests of its use cases (ADR 0085). Like the SQL, a grant key is stored once
 * and an audit entry from an event is recorded once per event id.
 */
export class InMemoryAdmin extends AdminRepository {
  readonly bans: NewBan[] = [];
  readonly grants = new Map<string, GrantRecord>();
  readonly audit: AuditInput[] = [];

  async recordBan(_em: EntityManager, ban: NewBan): Promise<string> {
    this.bans.push(ban);
    return `ban-${this.bans.length}`;
  }

  async findGrantByKey(_em: EntityManager, key: string): Promise<GrantRecord | null> {
    return this.grants.get(key) ?? null;
  }

  async insertGrant(_em: EntityManager, key: string, grant: GrantRecord): Promise<void> {
    if (this.grants.has(key)) throw new Error(`duplicate grant key ${key}`);
    this.grants.set(key, grant);
  }

  async recordAudit(_em: EntityManager, entry: AuditInput): Promise<void> {
    if (entry.sourceEventId && this.audit.some((a) => a.sourceEventId === entry.sourceEventId)) return;
    this.audit.push(entry);
  }
}
