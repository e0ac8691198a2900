import { Check, Entity, Index, ManyToOne, PrimaryKeyProp, Property, type Rel } from '@mikro-orm/core';
import { Column, UuidKey } from '../../../../../shared/persistence/index.js';
import { CourseEntity } from '../../../catalogue/adapters/persistence/catalogue.entity.js';
import { CommentColumns, LikeColumns } from '../../../../../shared/engagement/engagement.entity.js';

/**
 * A module of an administrators' course (issue 11): its lessons in order.
 * `module_order` is dense (1..n) within the course: every write renumbers
 * under the course's lock (ADR 0031).
 */
@Entity({ tableName: 'course_module' })
@Index({ name: 'course_module_course_idx', properties: ['course', 'moduleOrder'] })
export class CourseModuleEntity {
  @UuidKey()
  id!: string;

  @ManyToOne(() => CourseEntity, { deleteRule: 'cascade' })
  course!: Rel<CourseEntity>;

  @Column.text()
  title!: string;

  @Column.nullableText()
  description!: string | null;

  @Property({ type: 'boolean', default: false })
  isLocked!: boolean;

  @Property({ type: 'integer' })
  moduleOrder!: number;

  @Column.timestamp()
  createdAt!: Date;

  @Column.timestamp()
  updatedAt!: Date;
}

/** A video lesson of a module; `lesson_order` is dense within its module. */
@Entity({ tableName: 'course_lesson' })
@Index({ name: 'course_lesson_module_idx', properties: ['module', 'lessonOrder'] })
@Index({ name: 'course_lesson_course_idx', properties: ['course'] })
@Check({ name: 'course_lesson_xp_reward_check', expression: 'xp_reward between 0 and 500' })
@Check({ name: 'course_lesson_duration_check', expression: 'duration_seconds >= 0' })
export class CourseLessonEntity {
  @UuidKey()
  id!: string;

  @ManyToOne(() => CourseModuleEntity, { deleteRule: 'cascade' })
  module!: Rel<CourseModuleEntity>;

  @ManyToOne(() => CourseEntity, { deleteRule: 'cascade' })
  course!: Rel<CourseEntity>;

  @Column.text()
  title!: string;

  @Column.nullableText()
  description!: string | null;

  @Column.text()
  youtubeVideoId!: string;

  @Property({ type: 'integer', default: 0 })
  durationSeconds!: number;

  @Property({ type: 'integer', default: 10 })
  xpReward!: number;

  @Column.nullableText()
  materialUrl!: string | null;

  @Column.nullableText()
  materialDescription!: string | null;

  @Property({ type: 'integer' })
  lessonOrder!: number;

  @Property({ type: 'boolean', default: true })
  isActive!: boolean;

  @Property({ type: 'boolean', default: false })
  isFree!: boolean;

  @Column.timestamp()
  createdAt!: Date;

  @Column.timestamp()
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

  @UuidKey()
  memberId!: string;

  @Column.timestamp()
  enrolledAt!: Date;

  /** Set once, when every active lesson is completed (+100 XP). */
  @Column.nullableTimestamp()
  completedAt!: Date | null;

  @Column.nullableUuid()
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

  @UuidKey()
  memberId!: string;

  @ManyToOne(() => CourseEntity, { deleteRule: 'cascade' })
  course!: Rel<CourseEntity>;

  @Property({ type: 'jsonb' })
  intervals!: [number, number][];

  @Property({ type: 'double' })
  lastPositionSeconds!: number;

  @Column.nullableTimestamp()
  lastReportAt!: Date | null;

  @Property({ type: 'double' })
  watchTimeSeconds!: number;

  @Property({ type: 'integer' })
  completionPercentage!: number;

  @Property({ type: 'boolean' })
  isCompleted!: boolean;

  @Column.nullableTimestamp()
  completedAt!: Date | null;

  @Column.timestamp()
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

  @UuidKey()
  memberId!: string;

  @Property({ type: 'uuid', unique: 'course_rating_id_unique' })
  id!: string;

  @Property({ type: 'integer' })
  rating!: number;

  @Column.nullableText()
  review!: string | null;

  @Column.timestamp()
  createdAt!: Date;

  @Column.timestamp()
  updatedAt!: Date;
}

/** A member's comment on a lesson (plain text; limits and XP as for course comments). */
@Entity({ tableName: 'lesson_comment' })
@Index({ name: 'lesson_comment_lesson_idx', properties: ['lesson', 'createdAt'] })
@Index({ name: 'lesson_comment_author_idx', properties: ['authorId', 'createdAt'] })
@Check({ name: 'lesson_comment_likes_count_check', expression: 'likes_count >= 0' })
export class LessonCommentEntity extends CommentColumns {
  @ManyToOne(() => CourseLessonEntity, { deleteRule: 'cascade' })
  lesson!: Rel<CourseLessonEntity>;

  @ManyToOne(() => CourseEntity, { deleteRule: 'cascade' })
  course!: Rel<CourseEntity>;
}

/** One member's like of a lesson comment; `liked` flips (as course comment likes). */
@Entity({ tableName: 'lesson_comment_like' })
export class LessonCommentLikeEntity extends LikeColumns {
  [PrimaryKeyProp]?: ['comment', 'memberId'];

  @ManyToOne(() => LessonCommentEntity, { primary: true, deleteRule: 'cascade' })
  comment!: Rel<LessonCommentEntity>;

  @UuidKey()
  memberId!: string;
}

export const learningEntities = [CourseModuleEntity, CourseLessonEntity, CourseEnrollmentEntity, LessonProgressEntity, CourseRatingEntity, LessonCommentEntity, LessonCommentLikeEntity];
