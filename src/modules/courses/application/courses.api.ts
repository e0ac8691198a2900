import { Injectable } from '@nestjs/common';
import { CoursesQueries, toDate } from './ports/persistence.js';
import { IdentityApi } from '../../identity/index.js';
import { UNKNOWN_MEMBER } from './courses.views.js';

/** A published community upload in a summary list (the dashboard's last courses). */
export interface RecentCourse {
  id: string;
  title: string;
  language: string;
  level: string;
  cover_image: string | null;
  uploaded_by_name: string;
  created_at: string;
}

/** The courses module's public API, for read models composed above it (dashboard, landing, admin). */
@Injectable()
export class CoursesApi {
  constructor(
    private readonly queries: CoursesQueries,
    private readonly identity: IdentityApi,
  ) {}

  /** Approved courses that are public, of both origins. */
  countPublishedCourses(): Promise<number> {
    return this.queries.countPublished();
  }

  /** Language codes that published courses teach. */
  courseLanguages(): Promise<string[]> {
    return this.queries.publishedLanguages();
  }

  /** The newest published community uploads, newest first; limit 1–50. */
  async recentUploads(limit: number): Promise<RecentCourse[]> {
    const rows = await this.queries.recentUploads(Math.min(50, Math.max(1, Math.trunc(limit) || 1)));
    const members = await this.identity.getMembers(rows.map((r) => r.uploaded_by!).filter(Boolean));
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      language: r.language,
      level: r.level,
      cover_image: r.cover_image,
      uploaded_by_name: members.get(r.uploaded_by!)?.name ?? UNKNOWN_MEMBER,
      created_at: toDate(r.created_at).toISOString(),
    }));
  }
}
