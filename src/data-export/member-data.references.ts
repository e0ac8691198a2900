import type { NamedKind, ReferencedIds } from '../shared/member-data/index.js';
import type { RowLists } from '../shared/pg-pool/index.js';

/** A column's kind, or, where the row says what it points at (a report's target), how to tell. */
type Reference = NamedKind | ((row: Record<string, unknown>) => NamedKind | null);

const byType =
  (column: string, kinds: Readonly<Record<string, NamedKind>>): Reference =>
  (row) =>
    kinds[String(row[column])] ?? null;

/**
 * Which columns of the copy's lists hold the id of something else, and of what kind (ADR 0106's
 * amendment): the page of the copy shows its name there. `module.list` → column → kind.
 */
export const REFERENCES: Readonly<Record<string, Readonly<Record<string, Reference>>>> = {
  'identity.member': { referred_by: 'member' },
  'identity.blocks': { blocked_id: 'member' },
  'gamification.xpLedger': {
    reference_id: byType('reference_type', {
      post: 'post',
      course: 'course',
      lesson: 'lesson',
      question: 'question',
      member: 'member',
      writing: 'writing',
      correction: 'writing_correction',
    }),
  },
  'courses.downloads': { course_id: 'course' },
  'courses.enrolments': { course_id: 'course', last_lesson_id: 'lesson' },
  'courses.lessonProgress': { lesson_id: 'lesson', course_id: 'course' },
  'courses.ratings': { course_id: 'course' },
  'courses.courseComments': { course_id: 'course' },
  'courses.lessonComments': { lesson_id: 'lesson', course_id: 'course' },
  'courses.courseLikes': { course_id: 'course' },
  'courses.courseCommentLikes': { comment_id: 'course_comment' },
  'courses.lessonCommentLikes': { comment_id: 'lesson_comment' },
  'courses.quizAnswers': { question_id: 'question', lesson_id: 'lesson' },
  'courses.quizSolved': { question_id: 'question' },
  'community.comments': { post_id: 'post' },
  'community.postLikes': { post_id: 'post' },
  'community.commentLikes': { comment_id: 'post_comment' },
  'corrections.writings': { prompt_id: 'writing_prompt' },
  'corrections.correctionsGiven': { writing_id: 'writing' },
  'corrections.correctionsReceived': { writing_id: 'writing', corrector_id: 'member' },
  'corrections.replies': { correction_id: 'writing_correction', writing_id: 'writing' },
  'corrections.helpfulMarksGiven': { correction_id: 'writing_correction', writing_id: 'writing', corrector_id: 'member' },
  'corrections.helpfulMarksReceived': { correction_id: 'writing_correction', writing_id: 'writing' },
  // A quiz card's key is the question's id; a correction card's, `<correction id>:<sentence>`, names nothing.
  'review.cards': { source_key: byType('source', { quiz: 'question' }) },
  'admin.reportsMade': {
    target_id: byType('target_type', {
      post: 'post',
      post_comment: 'post_comment',
      course: 'course',
      course_comment: 'course_comment',
      lesson_comment: 'lesson_comment',
      member: 'member',
      writing: 'writing',
      correction: 'writing_correction',
    }),
  },
};

/** The kind of thing `column` of a row of `module.list` points at, or null when it points at nothing named. */
export function referenceKind(list: string, column: string, row: Record<string, unknown>): NamedKind | null {
  const reference = REFERENCES[list]?.[column];
  if (!reference) return null;
  return typeof reference === 'function' ? reference(row) : reference;
}

/** Whether `column` of `module.list` holds the id of something else, named or not. */
export function isReference(list: string, column: string): boolean {
  return REFERENCES[list]?.[column] !== undefined;
}

/** Every id the copy refers to, by kind. */
export function referencedIds(data: Readonly<Record<string, RowLists>>): ReferencedIds {
  const ids: Partial<Record<NamedKind, Set<string>>> = {};
  for (const [module, lists] of Object.entries(data)) {
    for (const [list, rows] of Object.entries(lists)) {
      const columns = Object.keys(REFERENCES[`${module}.${list}`] ?? {});
      for (const row of rows) {
        for (const column of columns) {
          const kind = referenceKind(`${module}.${list}`, column, row);
          const id = row[column];
          if (kind && typeof id === 'string') (ids[kind] ??= new Set()).add(id);
        }
      }
    }
  }
  return Object.fromEntries(Object.entries(ids).map(([kind, set]) => [kind, [...set]]));
}
