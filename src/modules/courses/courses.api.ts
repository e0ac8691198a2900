import { Injectable } from '@nestjs/common';

/**
 * The courses module's public API. The catalogue itself arrives with the courses
 * work; until then there are no courses, and these answers say so truthfully.
 */
@Injectable()
export class CoursesApi {
  async countPublishedCourses(): Promise<number> {
    return 0;
  }

  /** Languages that published courses teach. */
  async courseLanguages(): Promise<string[]> {
    return [];
  }
}
