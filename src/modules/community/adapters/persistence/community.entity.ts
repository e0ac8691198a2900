import {
  ArrayType,
  Check,
  Entity,
  Enum,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKeyProp,
  Property,
  type Rel,
} from '@mikro-orm/core';
import { Column, UuidKey } from '../../../../shared/persistence/index.js';
import { searchVectorSql } from '../../../../shared/search/index.js';

import { MODERATION_ACTIONS, POST_STATUSES, type ModerationActionType, type PostStatus } from '../../domain/moderation.js';
import { CommentColumns, LikeColumns } from '../../../../shared/engagement/engagement.entity.js';

export { MODERATION_ACTIONS, POST_STATUSES, type ModerationActionType, type PostStatus };

/**
 * A community post. A rejected post is deleted, so a row is either waiting in
 * the review queue or published. `likes_count` and `comments_count` always
 * equal their rows: they change in the same transaction, by atomic SQL (ADR 0012).
 */
@Entity({ tableName: 'post' })
@Index({
  // The public feed: published, pinned first, then newest; keyset-paged on these columns.
  name: 'post_feed_idx',
  expression: `create index "post_feed_idx" on "post" ("is_pinned" desc, "created_at" desc, "id" desc) where "status" = 'approved'`,
})
@Index({
  name: 'post_review_queue_idx',
  expression: `create index "post_review_queue_idx" on "post" ("created_at", "id") where "status" = 'pending'`,
})
@Index({ name: 'post_author_idx', properties: ['authorId', 'createdAt'] })
// The search: title and text in both languages' stems, without accents (ADR 0130).
@Index({
  name: 'post_search_idx',
  expression: `create index "post_search_idx" on "post" using gin ("search_vector")`,
})
@Check({ name: 'post_likes_count_check', expression: 'likes_count >= 0' })
@Check({ name: 'post_comments_count_check', expression: 'comments_count >= 0' })
export class PostEntity {
  [OptionalProps]?: 'isPinned' | 'hasQualityBadge' | 'likesCount' | 'commentsCount';

  @UuidKey()
  id!: string;

  /** A member id (identity's); no foreign key across modules. */
  @Column.uuid()
  authorId!: string;

  @Column.text()
  title!: string;

  @Column.text()
  content!: string;

  @Property({ type: ArrayType, columnType: 'text[]' })
  languages!: string[];

  @Enum({ items: [...POST_STATUSES], type: 'text' })
  status!: PostStatus;

  @Property({ type: 'boolean', default: false })
  isPinned: boolean = false;

  @Property({ type: 'boolean', default: false })
  hasQualityBadge: boolean = false;

  @Column.nullableTimestamp()
  qualityMarkedAt?: Date | null;

  @Column.nullableText()
  qualityMarkedBy?: string | null;

  @Property({ type: 'integer', default: 0 })
  likesCount: number = 0;

  @Property({ type: 'integer', default: 0 })
  commentsCount: number = 0;

  @Column.nullableTimestamp()
  approvedAt?: Date | null;

  /** E-mail of the administrator who approved it. */
  @Column.nullableText()
  approvedBy?: string | null;

  @Column.timestamp()
  createdAt!: Date;

  @Column.timestamp()
  updatedAt!: Date;

  /** When enough members' open reports hid it from everyone but its author and administrators (ADR 0103). */
  @Column.nullableTimestamp()
  hiddenAt?: Date | null;

  /**
   * The title (weight A) and the text (B) stemmed as Portuguese and as English, accents ignored:
   * what the search matches and ranks (ADR 0130). Stored, so ranking reads it instead of parsing.
   */
  @Property({ columnType: 'tsvector', generated: `(${searchVectorSql('title', 'content')}) stored`, nullable: true, lazy: true, hidden: true })
  searchVector?: string | null;
}

@Entity({ tableName: 'post_comment' })
@Index({ name: 'post_comment_post_idx', properties: ['post', 'createdAt'] })
@Index({ name: 'post_comment_author_idx', properties: ['authorId', 'createdAt'] })
// The few comments hidden by their reports, by post: a post without any counts its comments from
// its stored counter in the feed (`feedCommentsCount`, ADR 0129).
@Index({
  name: 'post_comment_hidden_idx',
  expression: `create index "post_comment_hidden_idx" on "post_comment" ("post_id") where "hidden_at" is not null`,
})
@Check({ name: 'post_comment_likes_count_check', expression: 'likes_count >= 0' })
export class PostCommentEntity extends CommentColumns {
  @ManyToOne(() => PostEntity, { deleteRule: 'cascade' })
  post!: Rel<PostEntity>;
}

/**
 * One member's like of a post. The row stays once created; `liked` flips, and
 * `changed_at` is what the toggle debounce compares with (ADR 0012, ADR 0040).
 */
@Entity({ tableName: 'post_like' })
export class PostLikeEntity extends LikeColumns {
  [PrimaryKeyProp]?: ['post', 'memberId'];

  @ManyToOne(() => PostEntity, { primary: true, deleteRule: 'cascade' })
  post!: Rel<PostEntity>;

  @UuidKey()
  memberId!: string;
}

/** One member's like of a post's comment, as a post's like. */
@Entity({ tableName: 'comment_like' })
export class CommentLikeEntity extends LikeColumns {
  [PrimaryKeyProp]?: ['comment', 'memberId'];

  @ManyToOne(() => PostCommentEntity, { primary: true, deleteRule: 'cascade' })
  comment!: Rel<PostCommentEntity>;

  @UuidKey()
  memberId!: string;
}

/**
 * The audit trail of moderation: who (administrator e-mail) did what to which
 * post or comment, when and why. Append-only; it outlives the posts it names.
 */
@Entity({ tableName: 'moderation_action' })
@Index({ name: 'moderation_action_created_idx', properties: ['createdAt'] })
@Index({ name: 'moderation_action_target_idx', properties: ['targetType', 'targetId'] })
export class ModerationActionEntity {
  @UuidKey()
  id!: string;

  @Column.text()
  adminEmail!: string;

  @Enum({ items: [...MODERATION_ACTIONS], type: 'text' })
  action!: ModerationActionType;

  @Enum({ items: ['post', 'comment'], type: 'text' })
  targetType!: 'post' | 'comment';

  @Column.uuid()
  targetId!: string;

  /** The member who wrote the post or comment. */
  @Column.uuid()
  targetAuthorId!: string;

  @Column.nullableText()
  reason?: string | null;

  /** A snapshot of what was acted on (title, counts…): the target may be gone. */
  @Property({ type: 'jsonb' })
  details!: Record<string, unknown>;

  @Column.timestamp()
  createdAt!: Date;
}

export const communityEntities = [
  PostEntity,
  PostCommentEntity,
  PostLikeEntity,
  CommentLikeEntity,
  ModerationActionEntity,
];
