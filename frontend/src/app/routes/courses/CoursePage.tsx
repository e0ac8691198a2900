import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { OpenPage, type Reader } from '../OpenPage';

/** The ids a course's path names: the course, and the lesson on a lesson's page ('' elsewhere). */
export interface CoursePath {
  courseId: string;
  lessonId: string;
}

/** A page of one course, open to visitors: its screen is drawn for the ids in the path and the reader. */
export function CoursePage({ title, screen }: { title: string; screen: (path: CoursePath, reader: Reader) => ReactNode }) {
  const { courseId = '', lessonId = '' } = useParams();
  return <OpenPage title={title}>{(reader) => screen({ courseId, lessonId }, reader)}</OpenPage>;
}
