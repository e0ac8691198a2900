import { Injectable } from '@nestjs/common';

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
 * THE SEAM for course progress on profiles (ADR 0027). The courses module does
 * not record enrolments or lesson progress yet, so a member has no course in
 * progress and none completed. When it does, this class makes one call to
 * `CoursesApi` for the member (lists, one query) and nothing else in the profile
 * changes: the answers already carry these fields.
 */
@Injectable()
export class ProfileCourseProgress {
  async progressOf(_memberId: string): Promise<MemberCourseProgress> {
    return { completedCourses: [], coursesInProgress: [] };
  }
}
