import { Injectable } from '@nestjs/common';
import { shownToViewer, viewerParams, type Viewer } from '../../../../../shared/moderation/index.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { type CatalogueFilter, type CommentRow, type CourseRow, type StartingCourseRow } from '../../application/ports/persistence.js';
import { authorNotBlockedSql, blockedByViewerSql } from '../../../../identity/index.js';

/** The viewer (`?`) does not block the course's uploader (ADR 0101); official courses have none. */
const UPLOADER_NOT_BLOCKED = authorNotBlockedSql('?', 'c.uploaded_by');

const COURSE_COLUMNS = `c.id, c.origin, c.title, c.description, c.language, c.level, c.cover_image, c.instructor_name,
  c.instructor_picture, c.approval_status, c.rejection_reason, c.is_published, c.uploaded_by, c.torrent_file_url,
  c.external_link, c.download_count, c.likes_count, c.comments_count, c.total_lessons, c.total_duration_seconds,
  c.enrollment_count, c.rating, c.approved_at, c.approved_by, c.created_at`;

/** `?` is the viewer's member id (null for guests and administrators). */
const COURSE_LIKED = `exists (select 1 from course_like l where l.course_id = c.id and l.member_id = ? and l.liked) as is_liked_by_user`;

/** LIKE pattern for a search term, with the term's own wildcards escaped. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

function filterSql(filter: CatalogueFilter, params: unknown[]): string {
  let where = '';
  if (filter.language) {
    where += ' and c.language = ?';
    params.push(filter.language);
  }
  if (filter.level) {
    where += ' and c.level = ?';
    params.push(filter.level);
  }
  if (filter.search) {
    where += ' and c.search_text like ?';
    params.push(likePattern(filter.search));
  }
  return where;
}

/**
 * The catalogue's order (ADR 0128): the administrators' courses that have lessons to take first,
 * then every other course, each group newest first. A new member finds something to start with.
 */
const CATALOGUE_ORDER = `(c.origin = 'admin' and c.total_lessons > 0) desc, c.created_at desc, c.id desc`;

/** A course hidden by its reports, shown to its uploader and administrators only (ADR 0103); `viewerParams` fill it. */
const SHOWN = shownToViewer('c', 'uploaded_by');

/**
 * How many of the course's comments the viewer is shown, by its thread's rule (`commentsOf`: hidden
 * ones only for their author and administrators, none by a member the viewer blocks), ADR 0129.
 * Its `?`s take the viewer, whether an administrator, and the viewer again.
 */
const SHOWN_COMMENTS_COUNT = `(select count(*) from course_comment m where m.course_id = c.id
  and ${shownToViewer('m')} and ${authorNotBlockedSql('?', 'm.author_id')})::int as comments_count`;

/** Reads of the courses tables, returning rows shaped for the views (docs/architecture.md, Persistence and ports). */
@Injectable()
export class CoursesQueries {
  constructor(private readonly em: EntityManager) {}

  /**
   * Approved and published courses of both origins, newest first, one page and the total,
   * without the community courses of members the viewer blocks (ADR 0101).
   */
  async cataloguePage(
    viewer: Viewer,
    filter: CatalogueFilter,
    offset: number,
    limit: number,
  ): Promise<{ rows: CourseRow[]; total: number }> {
    // A course hidden by its reports is listed for its uploader and administrators alone (ADR 0103).
    const viewerId = viewer.memberId;
    const params: unknown[] = [viewerId, ...viewerParams(viewer), viewerId];
    const where = `c.approval_status = 'approved' and c.is_published and ${SHOWN} and ${UPLOADER_NOT_BLOCKED}${filterSql(filter, params)}`;
    const rows = await this.em.fork().execute<(CourseRow & { total: string })[]>(
      `select ${COURSE_COLUMNS}, ${COURSE_LIKED}, count(*) over () as total from course c where ${where}
       order by ${CATALOGUE_ORDER} limit ? offset ?`,
      [...params, limit, offset],
    );
    if (rows.length === 0 && offset > 0) {
      const countParams: unknown[] = [...viewerParams(viewer), viewerId];
      const countWhere = `c.approval_status = 'approved' and c.is_published and ${SHOWN} and ${UPLOADER_NOT_BLOCKED}${filterSql(filter, countParams)}`;
      const [count] = await this.em.fork().execute<{ total: string }[]>(`select count(*) as total from course c where ${countWhere}`, countParams);
      return { rows: [], total: Number(count.total) };
    }
    return { rows, total: rows.length > 0 ? Number(rows[0].total) : 0 };
  }

  /** The member's own uploads in every status, newest first. */
  async uploadsOf(memberId: string, filter: CatalogueFilter, limit: number): Promise<CourseRow[]> {
    const params: unknown[] = [memberId, memberId];
    const where = `c.uploaded_by = ?${filterSql(filter, params)}`;
    return this.em.fork().execute<CourseRow[]>(
      `select ${COURSE_COLUMNS}, ${COURSE_LIKED} from course c where ${where} order by c.created_at desc, c.id desc limit ?`,
      [...params, limit],
    );
  }

  /**
   * The course by its id, if the viewer may reach it: one hidden by its reports only for its
   * uploader and administrators (ADR 0103). Its `comments_count` is the comments the viewer is
   * shown, by the rule of `commentsOf` (ADR 0129).
   */
  async findCourse(courseId: string, viewer: Viewer): Promise<CourseRow | null> {
    const [viewerId, isAdmin] = viewerParams(viewer);
    const [row] = await this.em
      .fork()
      .execute<CourseRow[]>(`select ${COURSE_COLUMNS.replace('c.comments_count', SHOWN_COMMENTS_COUNT)}, ${COURSE_LIKED} from course c where c.id = ? and ${SHOWN}`, [
        viewerId,
        isAdmin,
        viewerId,
        viewer.memberId,
        courseId,
        ...viewerParams(viewer),
      ]);
    return row ?? null;
  }

  /** Every course of both origins and statuses, newest first (the admin list). */
  async allCourses(limit: number): Promise<CourseRow[]> {
    return this.em
      .fork()
      .execute<CourseRow[]>(`select ${COURSE_COLUMNS}, false as is_liked_by_user from course c order by c.created_at desc, c.id desc limit ?`, [
        limit,
      ]);
  }

  /**
   * The course's comments the viewer may see (hidden ones only by their author and administrators,
   * ADR 0103), oldest first, but those of authors the viewer blocks (ADR 0101).
   */
  async commentsOf(courseId: string, viewer: Viewer): Promise<CommentRow[]> {
    return this.em.fork().execute<CommentRow[]>(
      `select m.id, m.course_id, m.author_id, m.content, m.likes_count, m.created_at,
         exists (select 1 from course_comment_like l where l.comment_id = m.id and l.member_id = ? and l.liked) as is_liked_by_user
       from course_comment m where m.course_id = ? and ${shownToViewer('m')} and ${authorNotBlockedSql('?', 'm.author_id')}
       order by m.created_at asc, m.id asc limit 500`,
      [viewer.memberId, courseId, ...viewerParams(viewer), viewer.memberId],
    );
  }

  /**
   * What one viewer adds to a shared page of courses, in one round trip: which of
   * them they like, which courses they downloaded on a São Paulo day, and whether
   * they block the uploader of a listed course (then the shared page is not theirs, ADR 0101), and
   * whether a published course of theirs is hidden by its reports (the shared page leaves it out,
   * and its uploader still sees it, ADR 0103).
   */
  async viewerState(
    memberId: string,
    courseIds: readonly string[],
    day: string,
  ): Promise<{ liked: Set<string>; downloaded: Set<string>; blocksAnUploader: boolean; hasHiddenUpload: boolean }> {
    const [row] = await this.em.fork().execute<
      { liked: string[] | null; downloaded: string[] | null; blocks_an_uploader: boolean; has_hidden_upload: boolean }[]
    >(
      `select (select array_agg(course_id::text) from course_like where member_id = ? and liked and course_id = any(?::uuid[])) as liked,
              (select array_agg(course_id::text) from course_download where member_id = ? and day = ?) as downloaded,
              exists (select 1 from course c where c.uploaded_by in ${blockedByViewerSql('?')}
                        and c.approval_status = 'approved' and c.is_published) as blocks_an_uploader,
              exists (select 1 from course c where c.uploaded_by = ? and c.hidden_at is not null
                        and c.approval_status = 'approved' and c.is_published) as has_hidden_upload`,
      [memberId, `{${courseIds.join(',')}}`, memberId, day, memberId, memberId],
    );
    return {
      liked: new Set(row?.liked ?? []),
      downloaded: new Set(row?.downloaded ?? []),
      blocksAnUploader: row?.blocks_an_uploader === true,
      hasHiddenUpload: row?.has_hidden_upload === true,
    };
  }

  /** The courses the member downloaded on a São Paulo day. */
  async downloadsOn(memberId: string, day: string): Promise<Set<string>> {
    const rows = await this.em
      .fork()
      .execute<{ course_id: string }[]>('select course_id from course_download where member_id = ? and day = ?', [memberId, day]);
    return new Set(rows.map((r) => r.course_id));
  }

  async countPublished(): Promise<number> {
    const [row] = await this.em
      .fork()
      .execute<{ total: string }[]>(`select count(*) as total from course where approval_status = 'approved' and is_published`);
    return Number(row.total);
  }

  async publishedLanguages(): Promise<string[]> {
    const rows = await this.em
      .fork()
      .execute<{ language: string }[]>(
        `select distinct language from course where approval_status = 'approved' and is_published order by language`,
      );
    return rows.map((r) => r.language);
  }

  /** The newest published community uploads (the dashboard's last courses). */
  async recentUploads(limit: number): Promise<CourseRow[]> {
    return this.em.fork().execute<CourseRow[]>(
      `select ${COURSE_COLUMNS}, false as is_liked_by_user from course c
       where c.approval_status = 'approved' and c.is_published and c.origin = 'upload' and c.hidden_at is null
       order by c.created_at desc, c.id desc limit ?`,
      [limit],
    );
  }

  /**
   * For each language, the administrators' course a new member starts with (ADR 0128): the one the
   * catalogue lists first in that language — published, not hidden, with active lessons, newest.
   */
  async startingCourses(): Promise<StartingCourseRow[]> {
    return this.em.fork().execute<StartingCourseRow[]>(
      `select distinct on (c.language) c.id, c.title, c.language, c.level, c.cover_image, c.instructor_name, c.total_lessons
       from course c
       where c.origin = 'admin' and c.approval_status = 'approved' and c.is_published and c.hidden_at is null and c.total_lessons > 0
       order by c.language, ${CATALOGUE_ORDER}`,
    );
  }
}
