import { Check, Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/**
 * Every ban and unban an administrator made (ADR 0028). The ban in force lives
 * on identity's member row; this is its history.
 */
@Entity({ tableName: 'member_ban' })
@Index({ name: 'member_ban_member_idx', properties: ['memberId', 'createdAt'] })
@Check({ name: 'member_ban_action_check', expression: `action in ('ban', 'unban')` })
export class MemberBanEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  memberId!: string;

  @Property({ type: 'text' })
  action!: 'ban' | 'unban';

  @Property({ type: 'text' })
  adminEmail!: string;

  @Property({ type: 'text', nullable: true })
  reason?: string | null;

  /** Chosen duration of a temporary ban; null for permanent bans and unbans. */
  @Property({ type: 'smallint', nullable: true })
  days?: number | null;

  @Property({ type: 'boolean', default: false })
  permanent: boolean = false;

  @Property({ type: 'timestamptz', nullable: true })
  until?: Date | null;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;
}

/** XP an administrator gave, one row per idempotency key (ADR 0028). */
@Entity({ tableName: 'xp_grant' })
@Index({ name: 'xp_grant_member_idx', properties: ['memberId', 'createdAt'] })
@Check({ name: 'xp_grant_amount_check', expression: 'amount between 1 and 10000' })
export class XpGrantEntity {
  /** Also the gamification ledger's reference: the grant is awarded once. */
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text' })
  @Unique({ name: 'xp_grant_idempotency_key_unique' })
  idempotencyKey!: string;

  @Property({ type: 'uuid' })
  memberId!: string;

  @Property({ type: 'text' })
  adminEmail!: string;

  @Property({ type: 'integer' })
  amount!: number;

  @Property({ type: 'text' })
  reason!: string;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;
}

/** The audit log: every administrator action of every module (ADR 0029). */
@Entity({ tableName: 'admin_audit_entry' })
@Index({ name: 'admin_audit_entry_created_idx', properties: ['createdAt', 'id'] })
@Index({ name: 'admin_audit_entry_member_idx', properties: ['memberId', 'createdAt'] })
@Index({ name: 'admin_audit_entry_action_idx', properties: ['action', 'createdAt'] })
export class AuditEntryEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text' })
  adminEmail!: string;

  /** The module whose data the action changed: admin, community, courses, chat. */
  @Property({ type: 'text' })
  module!: string;

  @Property({ type: 'text' })
  action!: string;

  @Property({ type: 'text' })
  targetType!: string;

  @Property({ type: 'text' })
  targetId!: string;

  @Property({ type: 'uuid', nullable: true })
  memberId?: string | null;

  @Property({ type: 'text', nullable: true })
  reason?: string | null;

  /** What the target was called at the action: a title, a name, an excerpt (ADR 0057). */
  @Property({ type: 'text', nullable: true })
  targetLabel?: string | null;

  /** The integration event an entry came from: a redelivered event records once. */
  @Property({ type: 'uuid', nullable: true })
  @Unique({ name: 'admin_audit_entry_source_event_unique' })
  sourceEventId?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;
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
  expression: `target_type in ('post', 'post_comment', 'course', 'course_comment', 'lesson_comment', 'chat_message', 'member')`,
})
@Check({ name: 'content_flag_reason_check', expression: `reason in ('spam', 'harassment', 'inappropriate', 'other')` })
@Check({ name: 'content_flag_decision_check', expression: `decision in ('keep', 'remove', 'gone')` })
export class ContentFlagEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text' })
  targetType!: string;

  /** The item's id in the module that owns it; no foreign key across modules. */
  @Property({ type: 'uuid' })
  targetId!: string;

  /** What the item belongs to (a comment's post or course): its deletion closes the item's reports too. */
  @Property({ type: 'uuid', nullable: true })
  parentId?: string | null;

  /** The item's author at the report; null for a course of the catalogue's own. */
  @Property({ type: 'uuid', nullable: true })
  authorId?: string | null;

  @Property({ type: 'uuid' })
  reporterId!: string;

  @Property({ type: 'text' })
  reason!: string;

  @Property({ type: 'text', nullable: true })
  details?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz' })
  updatedAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  closedAt?: Date | null;

  /** keep, remove (an administrator's decision) or gone (the item was deleted otherwise). */
  @Property({ type: 'text', nullable: true })
  decision?: string | null;

  /** E-mail of the administrator who decided; null when the item went otherwise. */
  @Property({ type: 'text', nullable: true })
  decidedBy?: string | null;
}

export const adminEntities = [MemberBanEntity, XpGrantEntity, AuditEntryEntity, ContentFlagEntity];
