import type { AdminActionRecorded } from './community.events.js';

/** Facts the courses module publishes (the contract gamification awards XP from). */
export interface CoursesEvents {
  /** A member completed a lesson for the first time. `xpReward` is the lesson's. */
  'courses.lesson_completed': { lessonId: string; courseId: string; memberId: string; xpReward: number };
  /** A member completed every lesson of a course. */
  'courses.course_completed': { courseId: string; memberId: string };
  /** A member answered a quiz question correctly. */
  'courses.quiz_answered_correctly': { questionId: string; memberId: string };
  /**
   * A member answered a quiz question wrong (every wrong attempt), with the question as the judge
   * needs it, so the review deck can ask it again even after the quiz changes (issue 48).
   */
  'courses.quiz_answered_wrongly': { questionId: string; memberId: string; question: QuizCardQuestion };
  /** A member sent a course for approval (it starts pending). */
  'courses.upload_submitted': { courseId: string; uploaderId: string };
  /** An administrator approved (and published) a course a member uploaded. */
  'courses.upload_approved': { courseId: string; uploaderId: string; approvedBy: string };
  /** An administrator rejected a course a member uploaded. */
  'courses.upload_rejected': { courseId: string; uploaderId: string; rejectedBy: string };
  /** A member liked a course (the toggle became liked). */
  'courses.course_liked': { courseId: string; memberId: string };
  /** A member took back a like on a course. */
  'courses.course_unliked': { courseId: string; memberId: string };
  /** A member commented on a course. */
  'courses.comment_added': { commentId: string; courseId: string; authorId: string };
  /** An administrator deleted a course comment. */
  'courses.comment_deleted': { commentId: string; courseId: string; authorId: string };
  /** A member took a course for the first time on a São Paulo day (it used one of the day's downloads). */
  'courses.course_downloaded': { courseId: string; memberId: string; day: string };
  /**
   * An administrator acted on courses or their content (one per action; `memberId`
   * is the uploader or the comment's author when there is one), for the admin
   * module's audit log (ADR 0029, ADR 0037).
   */
  'courses.admin_action_recorded': AdminActionRecorded;
}

/** A lesson quiz question as its judge needs it (the courses module's `QuizQuestion` without its id). */
export interface QuizCardQuestion {
  type: 'choice' | 'text' | 'order';
  prompt: string;
  promptLanguage: 'pt' | 'en';
  explanation: string | null;
  choices: string[] | null;
  correctChoice: number | null;
  acceptedAnswers: string[] | null;
  strictAccents: boolean;
  distractors: string[] | null;
}
