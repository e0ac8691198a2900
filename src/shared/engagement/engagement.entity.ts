import { OptionalProps, Property } from '@mikro-orm/core';
import { Column, UuidKey } from '../persistence/index.js';

/**
 * The columns every like row has (ADR 0040). A module's like entity extends it
 * and declares its primary key, target first (`@ManyToOne(() => Target, { primary:
 * true, deleteRule: 'cascade' })`, then `@UuidKey() memberId`): the table stays the
 * module's, the shape is the one LikeToggle writes.
 */
export abstract class LikeColumns {
  @Property({ type: 'boolean' })
  liked!: boolean;

  @Column.timestamp()
  changedAt!: Date;

  @Column.timestamp()
  createdAt!: Date;
}

/**
 * The columns every comment row has (ADR 0040). A module's comment entity
 * extends it and adds what it comments on (a `@ManyToOne` with `deleteRule: 'cascade'`),
 * its indexes and its `likes_count >= 0` check: the shape CommentThread writes.
 */
export abstract class CommentColumns {
  [OptionalProps]?: 'likesCount';

  @UuidKey()
  id!: string;

  @Column.uuid()
  authorId!: string;

  @Column.text()
  content!: string;

  @Property({ type: 'integer', default: 0 })
  likesCount: number = 0;

  @Column.timestamp()
  createdAt!: Date;

  /** When enough members' open reports hid it from everyone but its author and administrators (ADR 0103). */
  @Column.nullableTimestamp()
  hiddenAt?: Date | null;
}
