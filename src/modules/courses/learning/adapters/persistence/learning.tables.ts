import type { CommentTable, LikeTable } from '../../../../../shared/engagement/index.js';
import type { FlagTable } from '../../../../../shared/moderation/index.js';

/*
 * The learning slice's tables as the kernel's shared blocks take them (ADR 0040, ADR 0103):
 * named here once, beside their entities, for the like toggle, the comment thread, the reports
 * and the erasure (docs/architecture.md, Persistence and ports). The catalogue's are in
 * catalogue.tables.ts.
 */

export const LESSON_COMMENTS: CommentTable = { comments: 'lesson_comment', key: 'lesson_id' };
export const LESSON_COMMENT_LIKES: LikeTable = { likes: 'lesson_comment_like', key: 'comment_id', target: 'lesson_comment' };

/** Lesson comments, as members report them (ADR 0103). */
export const FLAGGABLE_LESSON_COMMENTS: FlagTable = {
  table: 'lesson_comment',
  author: 't.author_id',
  preview: 't.content',
  parent: 't.course_id',
  place: '(select to_json(c.title) from course c where c.id = t.course_id)',
  within: { table: 'course', key: 't.course_id', author: 'uploaded_by' },
};
