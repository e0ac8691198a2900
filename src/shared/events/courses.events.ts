/** Facts the courses module publishes (the contract gamification awards XP from). */
export interface CoursesEvents {
  /** A member completed a lesson for the first time. `xpReward` is the lesson's. */
  'courses.lesson_completed': { lessonId: string; courseId: string; memberId: string; xpReward: number };
  /** A member completed every lesson of a course. */
  'courses.course_completed': { courseId: string; memberId: string };
  /** A member answered a quiz question correctly. */
  'courses.quiz_answered_correctly': { questionId: string; memberId: string };
  /** An administrator approved a course a member uploaded. */
  'courses.upload_approved': { courseId: string; uploaderId: string; approvedBy: string };
  /** A member commented on a course. */
  'courses.course_commented': { commentId: string; courseId: string; authorId: string };
  /** A member liked a course (the toggle became liked). */
  'courses.course_liked': { courseId: string; memberId: string };
}
