import type { CommentTable, LikeTable } from '../../../../../shared/engagement/index.js';
import type { FlagTable } from '../../../../../shared/moderation/index.js';

/*
 * The catalogue's tables as the kernel's shared blocks take them (ADR 0040, ADR 0103): named
 * here once, beside their entities, for the like toggle, the comment thread, the reports and
 * the erasure (docs/architecture.md, Persistence and ports). The learning slice's are in
 * learning.tables.ts, beside its entities: catalogue never imports learning (ADR 0043).
 */

export const COURSE_LIKES: LikeTable = { likes: 'course_like', key: 'course_id', target: 'course' };
export const COURSE_COMMENT_LIKES: LikeTable = { likes: 'course_comment_like', key: 'comment_id', target: 'course_comment' };

export const COURSE_COMMENTS: CommentTable = { comments: 'course_comment', key: 'course_id', counter: 'course' };

/** Published courses and the comments on them, as members report them (ADR 0103). */
export const FLAGGABLE_COURSES: FlagTable = {
  table: 'course',
  author: 't.uploaded_by',
  preview: 't.title',
  parent: 'null',
  visible: "t.approval_status = 'approved' and t.is_published",
};
export const FLAGGABLE_COURSE_COMMENTS: FlagTable = {
  table: 'course_comment',
  author: 't.author_id',
  preview: 't.content',
  parent: 't.course_id',
  place: '(select to_json(c.title) from course c where c.id = t.course_id)',
  within: { table: 'course', key: 't.course_id', author: 'uploaded_by' },
};
