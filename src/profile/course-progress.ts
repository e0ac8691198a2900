import { Injectable } from '@nestjs/common';
import { CoursesApi } from '../modules/courses/index.js';

export interface CompletedCourseView {
  id: string;
  title: string;
  language: string;
  level: string;
  cover_image: string | null;
  completedAt: string;
}

export interface CourseInProgressView {
  id: string;
  title: string;
  language: string;
  level: string;
  cover_image: string | null;
  completed_lessons: number;
  total_lessons: number;
  progress: number;
  enrolledAt: string;
}

export interface MemberCourseProgress {
  completedCourses: CompletedCourseView[];
  coursesInProgress: CourseInProgressView[];
}

/**
 * THE SEAM for course progress on profiles (ADR 0027): one call to `CoursesApi`
 * for the member (enrolments with their lesson counts, one query).
 */
@Injectable()
export class ProfileCourseProgress {
  constructor(private readonly courses: CoursesApi) {}

  async progressOf(memberId: string): Promise<MemberCourseProgress> {
    const { inProgress, completed } = await this.courses.memberCourses(memberId);
    return { completedCourses: completed, coursesInProgress: inProgress };
  }
}
