// The public API of the courses module: the only file other code may import.
export { CoursesModule } from './courses.module.js';
export { CoursesApi } from './application/courses.api.js';
export type { MemberCompletedCourse, MemberCourseInProgress, RecentCourse } from './application/courses.api.js';
export { CourseReportsApi } from './application/course-reports.api.js';
export type { CourseReportFigures, PopularCourseRow, RecentCompletionRow, RecentEnrollmentRow } from './application/course-reports.api.js';
export { CoursesDemoSeeder } from './adapters/persistence/courses-demo.seeder.js';

import { coursesEntities } from './adapters/persistence/courses.entities.js';

export { coursesEntities };
