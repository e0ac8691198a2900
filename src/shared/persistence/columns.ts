import { PrimaryKey, Property } from '@mikro-orm/core';

/*
 * The columns every module's entities map the same way, after the database conventions
 * (docs/architecture.md): ids are uuid, times are timestamptz, strings are text. An entity
 * names the kind of column and whether it may be null (`@Column.text()`,
 * `@Column.nullableText()`); a column with more to say (a default, another type) keeps its
 * own `@Property`.
 */

/** A uuid primary key, or one column of a composite one. */
export const UuidKey = () => PrimaryKey({ type: 'uuid' });

export const Column = {
  /** A row's id held by another row: a member's, or another item's; never a foreign key across modules (ADR 0002). */
  uuid: () => Property({ type: 'uuid' }),
  nullableUuid: () => Property({ type: 'uuid', nullable: true }),
  text: () => Property({ type: 'text' }),
  nullableText: () => Property({ type: 'text', nullable: true }),
  /** A moment, as timestamptz: `created_at` and every other time a row keeps. */
  timestamp: () => Property({ type: 'timestamptz' }),
  nullableTimestamp: () => Property({ type: 'timestamptz', nullable: true }),
};
