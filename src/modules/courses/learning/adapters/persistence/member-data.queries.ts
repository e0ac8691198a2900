import { ReadPart, type RowLists } from '../../../../../shared/pg-pool/index.js';
import { namesPart, type Names, type ReferencedIds } from '../../../../../shared/member-data/index.js';

/**
 * What courses holds about a member, for their data export (ADR 0106): the courses they
 * uploaded, downloaded, took and rated, their comments, likes, quiz answers and questions solved.
 */
export function coursesMemberDataPart(memberId: string): ReadPart<RowLists> {
  return ReadPart.lists(
    {
      coursesUploaded: `select id, title, description, language, level, approval_status, is_published, external_link,
                               torrent_file_url, created_at, updated_at
                          from course where uploaded_by = ? order by created_at, id`,
      downloads: `select course_id, day, created_at from course_download where member_id = ? order by created_at`,
      enrolments: `select course_id, enrolled_at, completed_at, last_lesson_id from course_enrollment where member_id = ? order by enrolled_at`,
      lessonProgress: `select lesson_id, course_id, watch_time_seconds, last_position_seconds, completion_percentage, is_completed,
                              completed_at, updated_at
                         from lesson_progress where member_id = ? order by updated_at`,
      ratings: `select course_id, rating, review, created_at, updated_at from course_rating where member_id = ? order by created_at`,
      courseComments: `select id, course_id, content, created_at from course_comment where author_id = ? order by created_at, id`,
      lessonComments: `select id, lesson_id, course_id, content, created_at from lesson_comment where author_id = ? order by created_at, id`,
      courseLikes: `select course_id, liked, changed_at from course_like where member_id = ? order by changed_at`,
      courseCommentLikes: `select comment_id, liked, changed_at from course_comment_like where member_id = ? order by changed_at`,
      lessonCommentLikes: `select comment_id, liked, changed_at from lesson_comment_like where member_id = ? order by changed_at`,
      quizAnswers: `select question_id, lesson_id, correct, answered_at from lesson_quiz_attempt where member_id = ? order by answered_at`,
      quizSolved: `select question_id, solved_at from lesson_quiz_solved where member_id = ? order by solved_at`,
    },
    memberId,
  );
}

/**
 * The titles of the courses and lessons the copy refers to and the prompts of its quiz
 * questions; a comment is named by its course's or lesson's title.
 */
export function coursesMemberDataNames(ids: ReferencedIds): ReadPart<Names> {
  return namesPart(
    {
      course: 'select id, title as name from course where id = any(?)',
      lesson: 'select id, title as name from course_lesson where id = any(?)',
      question: 'select id, prompt as name from lesson_quiz_question where id = any(?)',
      course_comment: 'select c.id, co.title as name from course_comment c join course co on co.id = c.course_id where c.id = any(?)',
      lesson_comment: 'select c.id, l.title as name from lesson_comment c join course_lesson l on l.id = c.lesson_id where c.id = any(?)',
    },
    ids,
  );
}
