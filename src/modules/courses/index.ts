// The public API of the courses module: the only file other code may import.
export { CoursesModule } from './courses.module.js';
export { CoursesApi } from './courses.api.js';
