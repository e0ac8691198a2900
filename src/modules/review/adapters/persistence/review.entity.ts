import { Check, Entity, Index, OptionalProps, Property, Unique } from '@mikro-orm/core';
import { Column, UuidKey } from '../../../../shared/persistence/index.js';
import type { CardContent } from '../../domain/cards.js';

/**
 * A card of a member's review deck (issue 48, ADR 0139): what it asks (`content`, a snapshot taken
 * when it entered) and its FSRS state as ts-fsrs keeps it. One per member, source and key, ever:
 * "Não revisar mais" sets `removed_at` and keeps the row, so the same miss never brings it back.
 */
@Entity({ tableName: 'review_card' })
@Unique({ name: 'review_card_member_source_unique', properties: ['memberId', 'source', 'sourceKey'] })
// Today's cards and the next due, of one member: removed cards are never read again.
@Index({
  name: 'review_card_member_due_idx',
  expression: `create index "review_card_member_due_idx" on "review_card" ("member_id", "due") where "removed_at" is null`,
})
// A text or correction removed by moderation takes its cards out (`corrections.items_deleted` names either).
@Index({
  name: 'review_card_correction_idx',
  expression: `create index "review_card_correction_idx" on "review_card" ((content ->> 'correctionId')) where "source" = 'correction'`,
})
@Index({
  name: 'review_card_writing_idx',
  expression: `create index "review_card_writing_idx" on "review_card" ((content ->> 'writingId')) where "source" = 'correction'`,
})
@Check({ name: 'review_card_source_check', expression: `source in ('quiz', 'correction')` })
@Check({ name: 'review_card_state_check', expression: 'state between 0 and 3' })
export class ReviewCardEntity {
  [OptionalProps]?: 'reps' | 'lapses' | 'scheduledDays';

  @UuidKey()
  id!: string;

  /** A member id (identity's); no foreign key across modules. */
  @Column.uuid()
  memberId!: string;

  /** `quiz` (a lesson quiz's question answered wrong) or `correction` (a sentence a helpful correction changed). */
  @Column.text()
  source!: string;

  /** quiz: the question's id; correction: `<correctionId>:<sentence index>`. */
  @Column.text()
  sourceKey!: string;

  /** What the judge and the page need, as it was when the card entered. */
  @Property({ type: 'jsonb' })
  content!: CardContent;

  @Column.timestamp()
  due!: Date;

  @Property({ type: 'double' })
  stability!: number;

  @Property({ type: 'double' })
  difficulty!: number;

  @Property({ type: 'integer', default: 0 })
  reps: number = 0;

  @Property({ type: 'integer', default: 0 })
  lapses: number = 0;

  /** ts-fsrs's `State`: 0 New, 1 Learning, 2 Review, 3 Relearning. */
  @Property({ type: 'smallint' })
  state!: number;

  @Column.nullableTimestamp()
  lastReview?: Date | null;

  @Property({ type: 'integer', default: 0 })
  scheduledDays: number = 0;

  /** The last answer's rating (1 again, 2 hard, 3 good); null before the first. */
  @Property({ type: 'smallint', nullable: true })
  lastRating?: number | null;

  @Column.timestamp()
  createdAt!: Date;

  /** "Não revisar mais", or its correction removed by moderation: hidden everywhere, kept so it never enters again. */
  @Column.nullableTimestamp()
  removedAt?: Date | null;
}

/**
 * Every answer to a card, appended (issue 48, ADR 0139): the history FSRS's parameters can be
 * optimised on later, and the once-only key of an answer (`client_id`, made by the client), whose
 * `response` is given again to a retry.
 */
@Entity({ tableName: 'review_log' })
@Unique({ name: 'review_log_member_client_unique', properties: ['memberId', 'clientId'] })
// The cards first reviewed today (a New card's one review), and the member's copy in order.
@Index({ name: 'review_log_member_reviewed_idx', properties: ['memberId', 'reviewedAt'] })
@Index({ name: 'review_log_card_idx', properties: ['cardId'] })
@Check({ name: 'review_log_rating_check', expression: 'rating between 1 and 3' })
export class ReviewLogEntity {
  @UuidKey()
  id!: string;

  /** The card's id (review_card.id): the log outlives a card only with its member. */
  @Column.uuid()
  cardId!: string;

  @Column.uuid()
  memberId!: string;

  @Column.uuid()
  clientId!: string;

  /** 1 again, 2 hard, 3 good. */
  @Property({ type: 'smallint' })
  rating!: number;

  @Property({ type: 'smallint' })
  stateBefore!: number;

  @Property({ type: 'integer' })
  elapsedDays!: number;

  @Property({ type: 'integer' })
  scheduledDays!: number;

  /** When the answer counts as given (the client's `answeredAt` when believed). */
  @Column.timestamp()
  reviewedAt!: Date;

  /** When the server received it. */
  @Column.timestamp()
  receivedAt!: Date;

  @Property({ type: 'boolean' })
  correct!: boolean;

  /** The answer's body as it was given, for a retry with the same `client_id`. */
  @Property({ type: 'jsonb' })
  response!: Record<string, unknown>;

  @Property({ type: 'integer', default: 0 })
  xpAwarded!: number;
}

/** A member's deck settings; none until they save them (the defaults hold). */
@Entity({ tableName: 'review_settings' })
@Check({ name: 'review_settings_new_per_day_check', expression: 'new_per_day between 0 and 50' })
@Check({ name: 'review_settings_desired_retention_check', expression: 'desired_retention between 80 and 97' })
export class ReviewSettingsEntity {
  /** A member id (identity's). */
  @UuidKey()
  memberId!: string;

  @Property({ type: 'smallint', default: 10 })
  newPerDay!: number;

  /** A percentage. */
  @Property({ type: 'smallint', default: 90 })
  desiredRetention!: number;

  @Column.timestamp()
  updatedAt!: Date;
}

export const reviewEntities = [ReviewCardEntity, ReviewLogEntity, ReviewSettingsEntity];
