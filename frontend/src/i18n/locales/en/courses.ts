import type pt from '../pt/courses';
import type { Catalogue } from '../../catalogue';

const courses: Catalogue<typeof pt> = {
  catalogue: { title: 'Courses' },
  detail: { title: 'Course details' },
  rating: { title: 'Rate course' },
  lesson: { title: 'Lesson' },
  upload: { title: 'Upload a course' },
};

export default courses;
