import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Column, UuidKey } from '../../../../shared/persistence/index.js';

/**
 * The XP ledger (ADR 0011): one append-only row per award or reversal. The
 * unique key makes every award happen once, whatever the concurrency, retries
 * or redelivery. Member totals are maintained from it in the same transaction.
 */
@Entity({ tableName: 'xp_ledger_entry' })
@Unique({
  name: 'xp_ledger_entry_award_unique',
  properties: ['memberId', 'actionType', 'referenceType', 'referenceId'],
})
@Index({
  name: 'xp_ledger_entry_member_created_idx',
  expression:
    'create index "xp_ledger_entry_member_created_idx" on "xp_ledger_entry" ("member_id", "created_at" desc, "id" desc)',
})
// The administrators' reports sum XP per São Paulo day (ADR 0033): an index-only range scan of the days asked.
@Index({
  name: 'xp_ledger_entry_day_idx',
  expression: 'create index "xp_ledger_entry_day_idx" on "xp_ledger_entry" ("day") include ("amount")',
})
@Index({
  name: 'xp_ledger_entry_depends_on_idx',
  expression: 'create index "xp_ledger_entry_depends_on_idx" on "xp_ledger_entry" ("depends_on") where "depends_on" is not null',
})
export class XpLedgerEntryEntity {
  @UuidKey()
  id!: string;

  @Column.uuid()
  memberId!: string;

  /** daily_login, post_approved, …, or `<action>_reversal` (domain/xp-rules.ts). */
  @Column.text()
  actionType!: string;

  @Column.text()
  referenceType!: string;

  /** The id of what the award is for (a post, a day, `<postId>:<likerId>`, …). */
  @Column.text()
  referenceId!: string;

  /** Negative for a reversal; 0 when a cap applied (the entry explains why). */
  @Property({ type: 'integer' })
  amount!: number;

  @Column.text()
  reasonKey!: string;

  @Property({ type: 'jsonb' })
  params!: Record<string, unknown>;

  /** `post:<id>` or `comment:<id>`: whose deletion or rejection reverses this entry. */
  @Column.nullableText()
  dependsOn?: string | null;

  /** The São Paulo day and week (Monday) the entry counts for. */
  @Property({ type: 'date' })
  day!: string;

  @Property({ type: 'date' })
  weekStart!: string;

  @Column.timestamp()
  createdAt!: Date;
}

/** A member's running totals: always equal to the sums of their ledger entries. */
@Entity({ tableName: 'member_xp' })
@Index({
  name: 'member_xp_ranking_idx',
  expression: 'create index "member_xp_ranking_idx" on "member_xp" ("xp_total" desc, "registered_at" asc, "member_id" asc)',
})
export class MemberXpEntity {
  @UuidKey()
  memberId!: string;

  @Property({ type: 'integer', default: 0 })
  xpTotal: number = 0;

  @Property({ type: 'smallint', default: 1 })
  level: number = 1;

  /** Sum of the entries whose day is `todayDay`. */
  @Property({ type: 'integer', default: 0 })
  xpToday: number = 0;

  @Property({ type: 'date', nullable: true })
  todayDay?: string | null;

  /** Sum of the entries whose week is `weekStart`. */
  @Property({ type: 'integer', default: 0 })
  xpWeek: number = 0;

  @Property({ type: 'date', nullable: true })
  weekStart?: string | null;

  @Property({ type: 'integer', default: 0 })
  streakDays: number = 0;

  @Property({ type: 'date', nullable: true })
  lastLoginDay?: string | null;

  /** When the member registered: the last tie-breaker of the ranking. */
  @Column.timestamp()
  registeredAt!: Date;

  @Column.timestamp()
  createdAt!: Date;

  @Column.timestamp()
  updatedAt!: Date;
}

/**
 * XP per member and São Paulo week, with the member's total and registration
 * time copied in, so the weekly ranking is read from one index in its order.
 */
@Entity({ tableName: 'weekly_score' })
@Index({
  name: 'weekly_score_ranking_idx',
  expression:
    'create index "weekly_score_ranking_idx" on "weekly_score" ("week_start", "xp" desc, "xp_total" desc, "registered_at" asc, "member_id" asc)',
})
@Index({
  name: 'weekly_score_total_idx',
  expression:
    'create index "weekly_score_total_idx" on "weekly_score" ("week_start", "xp_total" desc, "registered_at" asc, "member_id" asc) where "xp" > 0',
})
// A member's rows across weeks (their total is copied into each): without it, updating them
// scans every week on PostgreSQL versions before 18's skip scan.
@Index({ name: 'weekly_score_member_idx', properties: ['memberId', 'weekStart'] })
export class WeeklyScoreEntity {
  @PrimaryKey({ type: 'date' })
  weekStart!: string;

  @UuidKey()
  memberId!: string;

  @Property({ type: 'integer', default: 0 })
  xp: number = 0;

  /** The member's total XP as of their last award (kept current for the running week). */
  @Property({ type: 'integer', default: 0 })
  xpTotal: number = 0;

  @Column.timestamp()
  registeredAt!: Date;

  @Column.timestamp()
  createdAt!: Date;

  @Column.timestamp()
  updatedAt!: Date;
}

/**
 * How many awards of one daily cap (`like`, `comment`; see DAILY_XP_CAPS) a member
 * had on a São Paulo day: the race-free daily caps (ADR 0011).
 */
@Entity({ tableName: 'xp_daily_cap_count' })
export class XpDailyCapCountEntity {
  @UuidKey()
  memberId!: string;

  @PrimaryKey({ type: 'date' })
  day!: string;

  @PrimaryKey({ type: 'text' })
  cap!: string;

  @Property({ type: 'smallint' })
  count!: number;

  @Column.timestamp()
  createdAt!: Date;
}

/** Each level a member reached, once, with the award that took them there. */
@Entity({ tableName: 'level_reached' })
@Index({ name: 'level_reached_entry_idx', properties: ['ledgerEntryId'] })
export class LevelReachedEntity {
  @UuidKey()
  memberId!: string;

  @PrimaryKey({ type: 'smallint' })
  level!: number;

  @Column.nullableUuid()
  ledgerEntryId?: string | null;

  @Column.timestamp()
  createdAt!: Date;
}

/**
 * Which awards the member's client has already been told about through
 * `POST /api/xp/add` (ADR 0011): each award is announced once, so taking a like
 * back and giving it again never shows a second "+2 XP". The ledger itself
 * stays append-only and untouched.
 */
@Entity({ tableName: 'xp_award_announcement' })
export class XpAwardAnnouncementEntity {
  @UuidKey()
  ledgerEntryId!: string;

  @Column.timestamp()
  createdAt!: Date;
}

/**
 * How many members have each weekly score (> 0) in a week (ADR 0030): a member's
 * position is 1 + the members over the higher scores + those tied ahead of them,
 * so it costs the number of distinct scores, not members. Maintained with every
 * award's weekly score change, in the award's transaction.
 */
@Entity({ tableName: 'weekly_score_histogram' })
export class WeeklyScoreHistogramEntity {
  @PrimaryKey({ type: 'date' })
  weekStart!: string;

  @PrimaryKey({ type: 'integer' })
  score!: number;

  @Property({ type: 'integer', default: 0 })
  members: number = 0;
}

/**
 * How many members have each (weekly score > 0, total) pair in a week (ADR 0030):
 * among members tied on the score, those ahead by total are a sum here, so only
 * members tied on both are counted one by one.
 */
@Entity({ tableName: 'weekly_score_total_histogram' })
export class WeeklyScoreTotalHistogramEntity {
  @PrimaryKey({ type: 'date' })
  weekStart!: string;

  @PrimaryKey({ type: 'integer' })
  score!: number;

  @PrimaryKey({ type: 'integer' })
  xpTotal!: number;

  @Property({ type: 'integer', default: 0 })
  members: number = 0;
}

/**
 * How many of a week's scorers (weekly score > 0) have each total, from the total
 * copied into `weekly_score` (ADR 0030): the scorers ahead of a member without
 * weekly XP.
 */
@Entity({ tableName: 'weekly_total_histogram' })
export class WeeklyTotalHistogramEntity {
  @PrimaryKey({ type: 'date' })
  weekStart!: string;

  @PrimaryKey({ type: 'integer' })
  xpTotal!: number;

  @Property({ type: 'integer', default: 0 })
  members: number = 0;
}

/** How many members have each total XP (ADR 0030): members ahead by total, and the ranking's size. */
@Entity({ tableName: 'member_total_histogram' })
export class MemberTotalHistogramEntity {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  xpTotal!: number;

  @Property({ type: 'integer', default: 0 })
  members: number = 0;
}
