import {
  Check,
  Entity,
  Enum,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  PrimaryKeyProp,
  Property,
  Unique,
  type Rel,
} from '@mikro-orm/core';
import {
  APPROVAL_STATUSES,
  COURSE_ORIGINS,
  type ApprovalStatus,
  type CourseOrigin,
} from '../../domain/course.js';


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

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Enum({ items: [...COURSE_ORIGINS], type: 'text' })
  origin!: CourseOrigin;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text' })
  description!: string;

  /** ISO 639-1 code (src/shared/languages.ts). */
  @Property({ type: 'text' })
  language!: string;

  @Property({ type: 'text' })
  level!: string;

  @Property({ type: 'text', nullable: true })
  coverImage?: string | null;

  @Property({ type: 'text', nullable: true })
  instructorName?: string | null;

  @Property({ type: 'text', nullable: true })
  instructorPicture?: string | null;

  @Property({ type: 'text', nullable: true })
  prerequisites?: string | null;

  @Property({ type: 'text', nullable: true })
  learningObjectives?: string | null;

  @Enum({ items: [...APPROVAL_STATUSES], type: 'text' })
  approvalStatus!: ApprovalStatus;

  @Property({ type: 'text', nullable: true })
  rejectionReason?: string | null;

  @Property({ type: 'boolean', default: false })
  isPublished: boolean = false;

  /** The uploading member's id (identity's); null for admin-created courses. No foreign key across modules. */
  @Property({ type: 'uuid', nullable: true })
  uploadedBy?: string | null;

  @Property({ type: 'text', nullable: true })
  torrentFileUrl?: string | null;

  @Property({ type: 'text', nullable: true })
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
  @Property({ type: 'text' })
  searchText!: string;

  @Property({ type: 'timestamptz', nullable: true })
  approvedAt?: Date | null;

  /** E-mail of the administrator who approved (or created) it. */
  @Property({ type: 'text', nullable: true })
  approvedBy?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz' })
  updatedAt!: Date;
}

/**
 * One member's like of a course. The row stays once created; `liked` flips,
 * and `changed_at` is what the toggle debounce compares with (as ADR 0012).
 */
@Entity({ tableName: 'course_like' })
export class CourseLikeEntity {
  [PrimaryKeyProp]?: ['course', 'memberId'];

  @ManyToOne(() => CourseEntity, { primary: true, deleteRule: 'cascade' })
  course!: Rel<CourseEntity>;

  @PrimaryKey({ type: 'uuid' })
  memberId!: string;

  @Property({ type: 'boolean' })
  liked!: boolean;

  @Property({ type: 'timestamptz' })
  changedAt!: Date;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;
}

@Entity({ tableName: 'course_comment' })
@Index({ name: 'course_comment_course_idx', properties: ['course', 'createdAt'] })
@Index({ name: 'course_comment_author_idx', properties: ['authorId', 'createdAt'] })
@Check({ name: 'course_comment_likes_count_check', expression: 'likes_count >= 0' })
export class CourseCommentEntity {
  [OptionalProps]?: 'likesCount';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne(() => CourseEntity, { deleteRule: 'cascade' })
  course!: Rel<CourseEntity>;

  @Property({ type: 'uuid' })
  authorId!: string;

  @Property({ type: 'text' })
  content!: string;

  @Property({ type: 'integer', default: 0 })
  likesCount: number = 0;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;
}

@Entity({ tableName: 'course_comment_like' })
export class CourseCommentLikeEntity {
  [PrimaryKeyProp]?: ['comment', 'memberId'];

  @ManyToOne(() => CourseCommentEntity, { primary: true, deleteRule: 'cascade' })
  comment!: Rel<CourseCommentEntity>;

  @PrimaryKey({ type: 'uuid' })
  memberId!: string;

  @Property({ type: 'boolean' })
  liked!: boolean;

  @Property({ type: 'timestamptz' })
  changedAt!: Date;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;
}

/**
 * One course a member took on one São Paulo day: the allowance counts these
 * rows (ADR 0022). The key makes the same course twice a day one row.
 */
@Entity({ tableName: 'course_download' })
@Unique({ name: 'course_download_member_day_course_key', properties: ['memberId', 'day', 'course'] })
export class CourseDownloadEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  memberId!: string;

  /** The São Paulo calendar day. */
  @Property({ type: 'date' })
  day!: string;

  @ManyToOne(() => CourseEntity, { deleteRule: 'cascade' })
  course!: Rel<CourseEntity>;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;
}



/**
 * A module of an administrators' course (issue 11): its lessons in order.
 * `module_order` is dense (1..n) within the course: every write renumbers
 * under the course's lock (ADR 0031).
 */
@Entity({ tableName: 'course_module' })
@Index({ name: 'course_module_course_idx', properties: ['course', 'moduleOrder'] })
export class CourseModuleEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne(() => CourseEntity, { deleteRule: 'cascade' })
  course!: Rel<CourseEntity>;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text', nullable: true })
  description!: string | null;

  @Property({ type: 'boolean', default: false })
  isLocked!: boolean;

  @Property({ type: 'integer' })
  moduleOrder!: number;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz' })
  updatedAt!: Date;
}

/** A video lesson of a module; `lesson_order` is dense within its module. */
@Entity({ tableName: 'course_lesson' })
@Index({ name: 'course_lesson_module_idx', properties: ['module', 'lessonOrder'] })
@Index({ name: 'course_lesson_course_idx', properties: ['course'] })
@Check({ name: 'course_lesson_xp_reward_check', expression: 'xp_reward between 0 and 500' })
@Check({ name: 'course_lesson_duration_check', expression: 'duration_seconds >= 0' })
export class CourseLessonEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne(() => CourseModuleEntity, { deleteRule: 'cascade' })
  module!: Rel<CourseModuleEntity>;

  @ManyToOne(() => CourseEntity, { deleteRule: 'cascade' })
  course!: Rel<CourseEntity>;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text', nullable: true })
  description!: string | null;

  @Property({ type: 'text' })
  youtubeVideoId!: string;

  @Property({ type: 'integer', default: 0 })
  durationSeconds!: number;

  @Property({ type: 'integer', default: 10 })
  xpReward!: number;

  @Property({ type: 'text', nullable: true })
  materialUrl!: string | null;

  @Property({ type: 'text', nullable: true })
  materialDescription!: string | null;

  @Property({ type: 'integer' })
  lessonOrder!: number;

  @Property({ type: 'boolean', default: true })
  isActive!: boolean;

  @Property({ type: 'boolean', default: false })
  isFree!: boolean;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz' })
  updatedAt!: Date;
}

/** A member's enrolment in a course: opening a lesson enrols, once (`enrollment_count`). */
@Entity({ tableName: 'course_enrollment' })
@Index({ name: 'course_enrollment_member_idx', properties: ['memberId', 'enrolledAt'] })
// The reports' newest enrolments (ADR 0033), read backwards in their order.
@Index({
  name: 'course_enrollment_enrolled_idx',
  expression: 'create index "course_enrollment_enrolled_idx" on "course_enrollment" ("enrolled_at", "course_id", "member_id")',
})
export class CourseEnrollmentEntity {
  [PrimaryKeyProp]?: ['course', 'memberId'];

  @ManyToOne(() => CourseEntity, { primary: true, deleteRule: 'cascade' })
  course!: Rel<CourseEntity>;

  @PrimaryKey({ type: 'uuid' })
  memberId!: string;

  @Property({ type: 'timestamptz' })
  enrolledAt!: Date;

  /** Set once, when every active lesson is completed (+100 XP). */
  @Property({ type: 'timestamptz', nullable: true })
  completedAt!: Date | null;

  @Property({ type: 'uuid', nullable: true })
  lastLessonId!: string | null;
}

/**
 * What a member watched of a lesson, as the server judged it (ADR 0032): the
 * covered intervals, the last report, and completion (set once).
 */
@Entity({ tableName: 'lesson_progress' })
@Index({ name: 'lesson_progress_course_member_idx', properties: ['course', 'memberId'] })
// The reports' newest lesson completions (ADR 0033), read backwards in their order.
@Index({
  name: 'lesson_progress_completed_idx',
  expression:
    'create index "lesson_progress_completed_idx" on "lesson_progress" ("completed_at", "lesson_id", "member_id") where "is_completed"',
})
export class LessonProgressEntity {
  [PrimaryKeyProp]?: ['lesson', 'memberId'];

  @ManyToOne(() => CourseLessonEntity, { primary: true, deleteRule: 'cascade' })
  lesson!: Rel<CourseLessonEntity>;

  @PrimaryKey({ type: 'uuid' })
  memberId!: string;

  @ManyToOne(() => CourseEntity, { deleteRule: 'cascade' })
  course!: Rel<CourseEntity>;

  @Property({ type: 'jsonb' })
  intervals!: [number, number][];

  @Property({ type: 'double' })
  lastPositionSeconds!: number;

  @Property({ type: 'timestamptz', nullable: true })
  lastReportAt!: Date | null;

  @Property({ type: 'double' })
  watchTimeSeconds!: number;

  @Property({ type: 'integer' })
  completionPercentage!: number;

  @Property({ type: 'boolean' })
  isCompleted!: boolean;

  @Property({ type: 'timestamptz', nullable: true })
  completedAt!: Date | null;

  @Property({ type: 'timestamptz' })
  updatedAt!: Date;
}

/** One member's rating of a course (a second rating updates it); the course's `rating` is their average. */
@Entity({ tableName: 'course_rating' })
@Index({ name: 'course_rating_course_idx', properties: ['course', 'updatedAt'] })
@Check({ name: 'course_rating_value_check', expression: 'rating between 1 and 5' })
export class CourseRatingEntity {
  [PrimaryKeyProp]?: ['course', 'memberId'];

  @ManyToOne(() => CourseEntity, { primary: true, deleteRule: 'cascade' })
  course!: Rel<CourseEntity>;

  @PrimaryKey({ type: 'uuid' })
  memberId!: string;

  @Property({ type: 'uuid', unique: 'course_rating_id_unique' })
  id!: string;

  @Property({ type: 'integer' })
  rating!: number;

  @Property({ type: 'text', nullable: true })
  review!: string | null;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz' })
  updatedAt!: Date;
}

/** A member's comment on a lesson (plain text; limits and XP as for course comments). */
@Entity({ tableName: 'lesson_comment' })
@Index({ name: 'lesson_comment_lesson_idx', properties: ['lesson', 'createdAt'] })
@Index({ name: 'lesson_comment_author_idx', properties: ['authorId', 'createdAt'] })
@Check({ name: 'lesson_comment_likes_count_check', expression: 'likes_count >= 0' })
export class LessonCommentEntity {
  [OptionalProps]?: 'likesCount';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne(() => CourseLessonEntity, { deleteRule: 'cascade' })
  lesson!: Rel<CourseLessonEntity>;

  @ManyToOne(() => CourseEntity, { deleteRule: 'cascade' })
  course!: Rel<CourseEntity>;

  @Property({ type: 'uuid' })
  authorId!: string;

  @Property({ type: 'text' })
  content!: string;

  @Property({ type: 'integer', default: 0 })
  likesCount: number = 0;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;
}

/** One member's like of a lesson comment; `liked` flips (as course comment likes). */
@Entity({ tableName: 'lesson_comment_like' })
export class LessonCommentLikeEntity {
  [PrimaryKeyProp]?: ['comment', 'memberId'];

  @ManyToOne(() => LessonCommentEntity, { primary: true, deleteRule: 'cascade' })
  comment!: Rel<LessonCommentEntity>;

  @PrimaryKey({ type: 'uuid' })
  memberId!: string;

  @Property({ type: 'boolean' })
  liked!: boolean;

  @Property({ type: 'timestamptz' })
  changedAt!: Date;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;
}

export const coursesEntities = [
  CourseEntity,
  CourseModuleEntity,
  CourseLessonEntity,
  CourseEnrollmentEntity,
  LessonProgressEntity,
  CourseRatingEntity,
  LessonCommentEntity,
  LessonCommentLikeEntity,
  CourseLikeEntity,
  CourseCommentEntity,
  CourseCommentLikeEntity,
  CourseDownloadEntity,
];
