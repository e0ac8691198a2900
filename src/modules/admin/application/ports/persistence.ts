import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminActionRecorded } from '../../../../shared/events/index.js';

/**
 * What the admin module's use cases need from PostgreSQL (ADR 0002, ADR 0013): the SQL
 * lives in adapters/persistence, which implement these. Reads use their own fork;
 * writes take the caller's transaction (`em`), where the use case decides.
 */

export interface BanHistoryRow {
  id: string;
  action: 'ban' | 'unban';
  admin_email: string;
  reason: string | null;
  days: number | null;
  permanent: boolean;
  until: string | null;
  created_at: string;
}

export interface GrantHistoryRow {
  id: string;
  amount: number;
  reason: string;
  admin_email: string;
  created_at: string;
}

export interface AuditRow {
  id: string;
  admin_email: string;
  module: string;
  action: string;
  target_type: string;
  target_id: string;
  member_id: string | null;
  reason: string | null;
  /** The target's title, name or excerpt at the action; null when none was recorded (ADR 0057). */
  target_label: string | null;
  created_at: string;
}

export interface AuditFilter {
  memberId?: string;
  action?: string;
}

export interface NewBan {
  memberId: string;
  action: 'ban' | 'unban';
  adminEmail: string;
  reason: string | null;
  days: number | null;
  permanent: boolean;
  until: Date | null;
  at: Date;
}

/** One line of the audit log: an administrator's action as every module records it, with where and when. */
export interface AuditInput extends AdminActionRecorded {
  module: string;
  at: Date;
  sourceEventId?: string;
}

export interface GrantRecord {
  id: string;
  memberId: string;
  amount: number;
  reason: string;
  adminEmail: string;
  createdAt: Date;
}

/** The admin module's writes and the reads they decide on, in the caller's transaction. */
export abstract class AdminRepository {
  /** Appends to the member's ban history; returns the entry's id. */
  abstract recordBan(em: EntityManager, ban: NewBan): Promise<string>;
  /** The grant already made under this key, if any. */
  abstract findGrantByKey(em: EntityManager, key: string): Promise<GrantRecord | null>;
  abstract insertGrant(em: EntityManager, key: string, grant: GrantRecord): Promise<void>;
  /** Records an action; one from an event is recorded once however often the event arrives. */
  abstract recordAudit(em: EntityManager, entry: AuditInput): Promise<void>;
}

