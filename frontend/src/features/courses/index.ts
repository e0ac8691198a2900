// Public face of the courses feature: the catalogue, course page, upload and admin screens.
export { CatalogueScreen } from './components/CatalogueScreen';
export { CourseDetailScreen } from './components/CourseDetailScreen';
export { UploadScreen } from './components/UploadScreen';
export { AdminCoursesScreen } from './components/AdminCoursesScreen';
export { AdminContentScreen } from './learning/components/AdminContentScreen';
export { LessonScreen } from './learning/components/LessonScreen';
export { RatingScreen } from './learning/components/RatingScreen';
