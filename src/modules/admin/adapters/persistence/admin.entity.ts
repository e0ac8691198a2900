import { Check, Entity, Index, OptionalProps, Property, Unique } from '@mikro-orm/core';
import { Column, UuidKey } from '../../../../shared/persistence/index.js';

/**
 * Every ban and unban an administrator made (ADR 0028). The ban in force lives
 * on identity's member row; this is its history.
 */
@Entity({ tableName: 'member_ban' })
@Index({ name: 'member_ban_member_idx', properties: ['memberId', 'createdAt'] })
@Check({ name: 'member_ban_action_check', expression: `action in ('ban', 'unban')` })
export class MemberBanEntity {
  @UuidKey()
  id!: string;

  @Column.uuid()
  memberId!: string;

  @Column.text()
  action!: 'ban' | 'unban';

  @Column.text()
  adminEmail!: string;

  @Column.nullableText()
  reason?: string | null;

  /** Chosen duration of a temporary ban; null for permanent bans and unbans. */
  @Property({ type: 'smallint', nullable: true })
  days?: number | null;

  @Property({ type: 'boolean', default: false })
  permanent: boolean = false;

  @Column.nullableTimestamp()
  until?: Date | null;

  @Column.timestamp()
  createdAt!: Date;
}

/** XP an administrator gave, one row per idempotency key (ADR 0028). */
@Entity({ tableName: 'xp_grant' })
@Index({ name: 'xp_grant_member_idx', properties: ['memberId', 'createdAt'] })
@Check({ name: 'xp_grant_amount_check', expression: 'amount between 1 and 10000' })
export class XpGrantEntity {
  /** Also the gamification ledger's reference: the grant is awarded once. */
  @UuidKey()
  id!: string;

  @Column.text()
  @Unique({ name: 'xp_grant_idempotency_key_unique' })
  idempotencyKey!: string;

  @Column.uuid()
  memberId!: string;

  @Column.text()
  adminEmail!: string;

  @Property({ type: 'integer' })
  amount!: number;

  @Column.text()
  reason!: string;

  @Column.timestamp()
  createdAt!: Date;
}

/** The audit log: every administrator action of every module (ADR 0029). */
@Entity({ tableName: 'admin_audit_entry' })
@Index({ name: 'admin_audit_entry_created_idx', properties: ['createdAt', 'id'] })
@Index({ name: 'admin_audit_entry_member_idx', properties: ['memberId', 'createdAt'] })
@Index({ name: 'admin_audit_entry_action_idx', properties: ['action', 'createdAt'] })
export class AuditEntryEntity {
  @UuidKey()
  id!: string;

  @Column.text()
  adminEmail!: string;

  /** The module whose data the action changed: admin, community, courses, chat. */
  @Column.text()
  module!: string;

  @Column.text()
  action!: string;

  @Column.text()
  targetType!: string;

  @Column.text()
  targetId!: string;

  @Column.nullableUuid()
  memberId?: string | null;

  @Column.nullableText()
  reason?: string | null;

  /** What the target was called at the action: a title, a name, an excerpt (ADR 0057). */
  @Column.nullableText()
  targetLabel?: string | null;

  /** The integration event an entry came from: a redelivered event records once. */
  @Column.nullableUuid()
  @Unique({ name: 'admin_audit_entry_source_event_unique' })
  sourceEventId?: string | null;

  @Column.timestamp()
  createdAt!: Date;
}

/**
 * An account's erasure under way (ADR 0108): which modules' parts are done, so a run that
 * stopped half-way (a crash, a failing part) resumes at the next part. The row goes when
 * the last part and the audit entry commit.
 */
@Entity({ tableName: 'account_erasure' })
export class AccountErasureEntity {
  [OptionalProps]?: 'partsDone' | 'failures';

  @UuidKey()
  memberId!: string;

  /** The member's choice: keep what they wrote as "Membro removido", or delete it. */
  @Property({ type: 'boolean' })
  keepContent!: boolean;

  /** How many parts of AccountErasure's list are done. */
  @Property({ type: 'smallint', default: 0 })
  partsDone: number = 0;

  /** How many runs failed on the next part, and the last failure (no member data: an error message). */
  @Property({ type: 'integer', default: 0 })
  failures: number = 0;

  @Column.nullableText()
  lastError?: string | null;

  @Column.timestamp()
  createdAt!: Date;

  @Column.timestamp()
  updatedAt!: Date;
}

/**
 * A member's report of an item (ADR 0103). One open report per member and item (a second one
 * replaces its reason); a decision, or the item's removal, closes every open report of the item.
 */
@Entity({ tableName: 'content_flag' })
@Index({
  name: 'content_flag_open_unique',
  expression:
    'create unique index "content_flag_open_unique" on "content_flag" ("target_type", "target_id", "reporter_id") where "closed_at" is null',
})
@Index({ name: 'content_flag_target_idx', properties: ['targetType', 'targetId', 'createdAt'] })
@Index({ name: 'content_flag_parent_idx', properties: ['parentId'] })
@Index({ name: 'content_flag_reporter_idx', properties: ['reporterId', 'createdAt'] })
@Check({
  name: 'content_flag_target_type_check',
  expression: `target_type in ('post', 'post_comment', 'course', 'course_comment', 'lesson_comment', 'chat_message', 'member', 'writing', 'correction', 'writing_reply')`,
})
@Check({ name: 'content_flag_reason_check', expression: `reason in ('spam', 'harassment', 'inappropriate', 'other')` })
@Check({ name: 'content_flag_decision_check', expression: `decision in ('keep', 'remove', 'gone')` })
export class ContentFlagEntity {
  @UuidKey()
  id!: string;

  @Column.text()
  targetType!: string;

  /** The item's id in the module that owns it; no foreign key across modules. */
  @Column.uuid()
  targetId!: string;

  /** What the item belongs to (a comment's post or course): its deletion closes the item's reports too. */
  @Column.nullableUuid()
  parentId?: string | null;

  /** The item's author at the report; null for a course of the catalogue's own. */
  @Column.nullableUuid()
  authorId?: string | null;

  @Column.uuid()
  reporterId!: string;

  @Column.text()
  reason!: string;

  @Column.nullableText()
  details?: string | null;

  @Column.timestamp()
  createdAt!: Date;

  @Column.timestamp()
  updatedAt!: Date;

  @Column.nullableTimestamp()
  closedAt?: Date | null;

  /** keep, remove (an administrator's decision) or gone (the item was deleted otherwise). */
  @Column.nullableText()
  decision?: string | null;

  /** E-mail of the administrator who decided; null when the item went otherwise. */
  @Column.nullableText()
  decidedBy?: string | null;

  /**
   * The item as it was when a decision removed it (its text, as the administrators' list shows
   * it), so administrators can review the decision: emptied REMOVED_CONTENT_RETENTION_DAYS after
   * it, and at once when its author is erased (ADR 0131).
   */
  @Column.nullableText()
  removedText?: string | null;

  /** Where it was then: the title of its post, course or room (json: a member's text, or `{ pt, en }`); kept and emptied with `removedText`. */
  @Property({ type: 'jsonb', nullable: true })
  removedPlace?: unknown;
}

export const adminEntities = [MemberBanEntity, XpGrantEntity, AuditEntryEntity, AccountErasureEntity, ContentFlagEntity];
