// The public API of the courses module: the only file other code may import (ADR 0043).
export { CoursesModule } from './courses.module.js';
export { CoursesApi } from './courses.api.js';
export type { MemberCompletedCourse, MemberCourseInProgress, MemberCourses, RecentCourse, StartingCourse } from './courses.api.js';
export { CourseReportsApi } from './course-reports.api.js';
export type { CourseReportFigures, PopularCourseRow, RecentCompletionRow, RecentEnrollmentRow } from './course-reports.api.js';
export { CourseSearchApi } from './course-search.api.js';
export type { CourseSearchResult } from './course-search.api.js';
