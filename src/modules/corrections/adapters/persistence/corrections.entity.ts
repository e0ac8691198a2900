import { Check, Entity, Index, ManyToOne, OptionalProps, Property, Unique, type Rel } from '@mikro-orm/core';
import { Column, UuidKey } from '../../../../shared/persistence/index.js';
import type { SentenceJudgement } from '../../domain/writing.js';

/**
 * A text a member wrote to be corrected (ADR 0133). `sentences` is the server's split of `text`,
 * stored so that every correction's indexes keep meaning what they meant: the text is locked
 * once `corrections_count` leaves 0. `corrections_count` always equals the text's correction
 * rows: it changes in the same transaction as they do.
 */
@Entity({ tableName: 'writing' })
// The queue: texts still waiting for their first or second correction, fewest corrections then oldest first.
@Index({
  name: 'writing_queue_idx',
  expression: `create index "writing_queue_idx" on "writing" ("language", "corrections_count", "created_at", "id") where "hidden_at" is null and "corrections_count" < 2`,
})
// The author's own list, newest first.
@Index({ name: 'writing_author_idx', properties: ['authorId', 'createdAt', 'id'] })
// The administrators' figures of a period (ADR 0138).
@Index({ name: 'writing_created_idx', properties: ['createdAt'] })
@Check({ name: 'writing_corrections_count_check', expression: 'corrections_count >= 0' })
@Check({ name: 'writing_language_check', expression: `language in ('pt', 'en')` })
export class WritingEntity {
  [OptionalProps]?: 'correctionsCount';

  @UuidKey()
  id!: string;

  /** A member id (identity's); no foreign key across modules. */
  @Column.uuid()
  authorId!: string;

  /** `pt` or `en`: the product's two languages. */
  @Column.text()
  language!: string;

  @Column.nullableText()
  title?: string | null;

  @Column.text()
  text!: string;

  /** The text split into sentences (an array of strings), as the corrections index it. */
  @Property({ type: 'jsonb' })
  sentences!: string[];

  /** One of the day's prompts the text answers (writing_prompt.id). */
  @Column.nullableUuid()
  promptId?: string | null;

  @Property({ type: 'integer', default: 0 })
  correctionsCount: number = 0;

  @Column.nullableTimestamp()
  firstCorrectionAt?: Date | null;

  /** When enough members' open reports hid it from everyone but its author and administrators (ADR 0103). */
  @Column.nullableTimestamp()
  hiddenAt?: Date | null;

  @Column.timestamp()
  createdAt!: Date;

  @Column.timestamp()
  updatedAt!: Date;
}

/**
 * One corrector's correction of a text: one per corrector and text (the unique key), replaced
 * in place until the author marks it helpful. `sentences` holds the judgements in the text's
 * order; `reply_count` equals the correction's replies.
 */
@Entity({ tableName: 'writing_correction' })
@Unique({ name: 'writing_correction_writing_corrector_unique', properties: ['writing', 'correctorId'] })
@Index({ name: 'writing_correction_corrector_idx', properties: ['correctorId', 'createdAt'] })
// The administrators' figures of a period and the week's top correctors (ADR 0138).
@Index({ name: 'writing_correction_created_idx', properties: ['createdAt'] })
@Check({ name: 'writing_correction_reply_count_check', expression: 'reply_count >= 0' })
export class WritingCorrectionEntity {
  [OptionalProps]?: 'helpful' | 'replyCount';

  @UuidKey()
  id!: string;

  @ManyToOne(() => WritingEntity, { deleteRule: 'cascade' })
  writing!: Rel<WritingEntity>;

  @Column.uuid()
  correctorId!: string;

  /** `[{ index, verdict: 'correct' | 'corrected', corrected?, note? }]`. */
  @Property({ type: 'jsonb' })
  sentences!: SentenceJudgement[];

  @Column.nullableText()
  comment?: string | null;

  @Property({ type: 'boolean', default: false })
  helpful: boolean = false;

  @Column.nullableTimestamp()
  helpfulAt?: Date | null;

  @Property({ type: 'integer', default: 0 })
  replyCount: number = 0;

  @Column.nullableTimestamp()
  hiddenAt?: Date | null;

  @Column.timestamp()
  createdAt!: Date;

  @Column.timestamp()
  updatedAt!: Date;
}

/** A reply under one correction, by anyone who may read the text. */
@Entity({ tableName: 'writing_correction_reply' })
@Index({ name: 'writing_correction_reply_correction_idx', properties: ['correction', 'createdAt'] })
@Index({ name: 'writing_correction_reply_author_idx', properties: ['authorId', 'createdAt'] })
export class WritingCorrectionReplyEntity {
  @UuidKey()
  id!: string;

  @ManyToOne(() => WritingCorrectionEntity, { deleteRule: 'cascade' })
  correction!: Rel<WritingCorrectionEntity>;

  /** The correction's text, so a text's replies are found without a join. */
  @Column.uuid()
  writingId!: string;

  @Column.uuid()
  authorId!: string;

  @Column.text()
  text!: string;

  @Column.nullableTimestamp()
  hiddenAt?: Date | null;

  @Column.timestamp()
  createdAt!: Date;
}

/**
 * A writing prompt ("Descreva seu fim de semana"): reference data seeded once per id and then
 * the administrators' (their list replaces the active ones; a prompt taken off is kept inactive,
 * as texts name it). `position` orders a language's prompts.
 */
@Entity({ tableName: 'writing_prompt' })
@Index({ name: 'writing_prompt_language_idx', properties: ['language', 'active', 'position'] })
@Check({ name: 'writing_prompt_language_check', expression: `language in ('pt', 'en')` })
export class WritingPromptEntity {
  @UuidKey()
  id!: string;

  @Column.text()
  language!: string;

  @Column.text()
  text!: string;

  @Property({ type: 'integer' })
  position!: number;

  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  @Column.timestamp()
  createdAt!: Date;

  @Column.timestamp()
  updatedAt!: Date;
}

export const correctionsEntities = [WritingEntity, WritingCorrectionEntity, WritingCorrectionReplyEntity, WritingPromptEntity];
