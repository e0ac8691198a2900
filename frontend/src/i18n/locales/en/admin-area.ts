// The administration's namespaces, loaded with its pages (ADR 0072).
import admin from './admin';
import adminCourses from './adminCourses';

export default { admin, adminCourses };
