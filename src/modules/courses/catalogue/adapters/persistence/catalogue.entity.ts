import {
  Check,
  Entity,
  Enum,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKeyProp,
  Property,
  Unique,
  type Rel,
} from '@mikro-orm/core';
import { Column, UuidKey } from '../../../../../shared/persistence/index.js';
import { searchVectorSql } from '../../../../../shared/search/index.js';
import {
  APPROVAL_STATUSES,
  COURSE_ORIGINS,
  type ApprovalStatus,
  type CourseOrigin,
} from '../../domain/course.js';
import { CommentColumns, LikeColumns } from '../../../../../shared/engagement/engagement.entity.js';


/**
 * A course of either origin (ADR 0022): a member's upload (torrent or external
 * link, pending until an administrator decides) or an administrator's own
 * course (approved at creation, published when the administrator says so).
 * The counters always equal their rows: they change in the same transaction,
 * by atomic SQL.
 */
@Entity({ tableName: 'course' })
@Index({
  name: 'course_catalogue_idx',
  expression: `create index "course_catalogue_idx" on "course" ("created_at" desc, "id" desc) where "approval_status" = 'approved' and "is_published"`,
})
@Index({
  name: 'course_search_idx',
  expression: `create index "course_search_idx" on "course" using gin ("search_text" gin_trgm_ops)`,
})
// The search: title and description in both languages' stems, without accents (ADR 0130).
@Index({
  name: 'course_search_vector_idx',
  expression: `create index "course_search_vector_idx" on "course" using gin ("search_vector")`,
})
@Index({ name: 'course_uploader_idx', properties: ['uploadedBy', 'createdAt'] })
@Check({ name: 'course_likes_count_check', expression: 'likes_count >= 0' })
@Check({ name: 'course_comments_count_check', expression: 'comments_count >= 0' })
@Check({ name: 'course_download_count_check', expression: 'download_count >= 0' })
@Check({ name: 'course_uploader_check', expression: `(origin = 'upload') = (uploaded_by is not null)` })
export class CourseEntity {
  [OptionalProps]?:
    | 'isPublished'
    | 'downloadCount'
    | 'likesCount'
    | 'commentsCount'
    | 'totalLessons'
    | 'totalDurationSeconds'
    | 'enrollmentCount'
    | 'rating';

  @UuidKey()
  id!: string;

  @Enum({ items: [...COURSE_ORIGINS], type: 'text' })
  origin!: CourseOrigin;

  @Column.text()
  title!: string;

  @Column.text()
  description!: string;

  /** ISO 639-1 code (src/shared/languages.ts). */
  @Column.text()
  language!: string;

  @Column.text()
  level!: string;

  @Column.nullableText()
  coverImage?: string | null;

  @Column.nullableText()
  instructorName?: string | null;

  @Column.nullableText()
  instructorPicture?: string | null;

  @Column.nullableText()
  prerequisites?: string | null;

  @Column.nullableText()
  learningObjectives?: string | null;

  @Enum({ items: [...APPROVAL_STATUSES], type: 'text' })
  approvalStatus!: ApprovalStatus;

  @Column.nullableText()
  rejectionReason?: string | null;

  @Property({ type: 'boolean', default: false })
  isPublished: boolean = false;

  /** The uploading member's id (identity's); null for admin-created courses. No foreign key across modules. */
  @Column.nullableUuid()
  uploadedBy?: string | null;

  /** When enough members' open reports hid it from everyone but its author and administrators (ADR 0103). */
  @Column.nullableTimestamp()
  hiddenAt?: Date | null;

  @Column.nullableText()
  torrentFileUrl?: string | null;

  @Column.nullableText()
  externalLink?: string | null;

  @Property({ type: 'integer', default: 0 })
  downloadCount: number = 0;

  @Property({ type: 'integer', default: 0 })
  likesCount: number = 0;

  @Property({ type: 'integer', default: 0 })
  commentsCount: number = 0;

  /** Filled by the learning-content work; 0 until then. */
  @Property({ type: 'integer', default: 0 })
  totalLessons: number = 0;

  @Property({ type: 'integer', default: 0 })
  totalDurationSeconds: number = 0;

  @Property({ type: 'integer', default: 0 })
  enrollmentCount: number = 0;

  @Property({ type: 'decimal', precision: 3, scale: 2, default: 0 })
  rating: string = '0';

  /** Title and description lower-cased without accents, for the catalogue search. */
  @Column.text()
  searchText!: string;

  /** The title (weight A) and the description (B) as the search matches and ranks them (ADR 0130). */
  @Property({ columnType: 'tsvector', generated: `(${searchVectorSql('title', 'description')}) stored`, nullable: true, lazy: true, hidden: true })
  searchVector?: string | null;

  @Column.nullableTimestamp()
  approvedAt?: Date | null;

  /** E-mail of the administrator who approved (or created) it. */
  @Column.nullableText()
  approvedBy?: string | null;

  @Column.timestamp()
  createdAt!: Date;

  @Column.timestamp()
  updatedAt!: Date;
}

/**
 * One member's like of a course. The row stays once created; `liked` flips,
 * and `changed_at` is what the toggle debounce compares with (as ADR 0012).
 */
@Entity({ tableName: 'course_like' })
export class CourseLikeEntity extends LikeColumns {
  [PrimaryKeyProp]?: ['course', 'memberId'];

  @ManyToOne(() => CourseEntity, { primary: true, deleteRule: 'cascade' })
  course!: Rel<CourseEntity>;

  @UuidKey()
  memberId!: string;
}

@Entity({ tableName: 'course_comment' })
@Index({ name: 'course_comment_course_idx', properties: ['course', 'createdAt'] })
@Index({ name: 'course_comment_author_idx', properties: ['authorId', 'createdAt'] })
@Check({ name: 'course_comment_likes_count_check', expression: 'likes_count >= 0' })
export class CourseCommentEntity extends CommentColumns {
  @ManyToOne(() => CourseEntity, { deleteRule: 'cascade' })
  course!: Rel<CourseEntity>;
}

@Entity({ tableName: 'course_comment_like' })
export class CourseCommentLikeEntity extends LikeColumns {
  [PrimaryKeyProp]?: ['comment', 'memberId'];

  @ManyToOne(() => CourseCommentEntity, { primary: true, deleteRule: 'cascade' })
  comment!: Rel<CourseCommentEntity>;

  @UuidKey()
  memberId!: string;
}

/**
 * One course a member took on one São Paulo day: the allowance counts these
 * rows (ADR 0022). The key makes the same course twice a day one row.
 */
@Entity({ tableName: 'course_download' })
@Unique({ name: 'course_download_member_day_course_key', properties: ['memberId', 'day', 'course'] })
export class CourseDownloadEntity {
  @UuidKey()
  id!: string;

  @Column.uuid()
  memberId!: string;

  /** The São Paulo calendar day. */
  @Property({ type: 'date' })
  day!: string;

  @ManyToOne(() => CourseEntity, { deleteRule: 'cascade' })
  course!: Rel<CourseEntity>;

  @Column.timestamp()
  createdAt!: Date;
}

export const catalogueEntities = [CourseEntity, CourseLikeEntity, CourseCommentEntity, CourseCommentLikeEntity, CourseDownloadEntity];
