// The public API of the courses module: the only file other code may import (ADR 0043).
export { CoursesModule } from './courses.module.js';
export { CoursesApi } from './courses.api.js';
export type { MemberCompletedCourse, MemberCourseInProgress, MemberCourses, RecentCourse, StartingCourse } from './courses.api.js';
export { CourseReportsApi } from './course-reports.api.js';
export type { CourseReportFigures, PopularCourseRow, RecentCompletionRow, RecentEnrollmentRow } from './course-reports.api.js';
export { CourseSearchApi } from './course-search.api.js';
export type { CourseSearchResult } from './course-search.api.js';
// The lesson quizzes' pure judge, for the review deck's cards of missed questions (issue 48).
export { judgeAnswer, judgeText } from './learning/domain/quiz-judge.js';
export type { QuizAnswer, QuizNote, QuizNoteKind, QuizVerdict } from './learning/domain/quiz-judge.js';
export { orderTiles, shuffled } from './learning/domain/quiz.js';
export type { QuizQuestion } from './learning/domain/quiz.js';
