import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../config/index.js';
import { isUuid } from '../../../../shared/ids.js';
import { Clock, saoPauloDay } from '../../../../shared/time/index.js';
import { GamificationApi } from '../../../gamification/index.js';
import { searchKey } from '../domain/course.js';
import { type CatalogueFilter, type CourseRow } from './ports/persistence.js';
import { CourseNotFoundError } from './courses.errors.js';
import {
  UNKNOWN_MEMBER,
  toAdminCourseView,
  toCommentView,
  toCourseView,
  type AdminCourseView,
  type CommentView,
  type CourseView,
  type ViewerAllowance,
} from './courses.views.js';
import { ReadModels, type ReadModel } from '../../../../shared/read-models/index.js';
import { CoursesQueries } from '../adapters/persistence/courses.queries.js';
import { ADMINISTRATOR, type Viewer } from '../../../../shared/moderation/index.js';

export const CATALOGUE_PAGE_SIZE = 12;
/** Pages without a search served from memory (ADR 0070). */
const SHARED_PAGES = 3;
const MY_UPLOADS_LIMIT = 200;
const ADMIN_LIST_LIMIT = 500;

/** Who reads: a member or a guest, and whether an administrator (the rule on hidden items, ADR 0103). */
export type { Viewer };

/** A signed-in member acting on a course. */
export type Member = Viewer & { memberId: string };

export interface CataloguePage {
  courses: CourseView[];
  page: number;
  totalPages: number;
  total: number;
  downloads_remaining_today: number | null;
}

/** What members and guests read about courses (spec: learner area section 7). */
@Injectable()
export class CatalogueService {
  constructor(
    private readonly queries: CoursesQueries,
    private readonly gamification: GamificationApi,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly readModels: ReadModels,
  ) {}

  /** Shared first pages by language, level and page (a bounded set: both filters are closed lists). */
  private readonly firstPages = new Map<string, ReadModel<{ rows: CourseRow[]; total: number; names: Map<string, string> }>>();

  get dailyDownloads(): number {
    return this.config.get('COURSE_DAILY_DOWNLOADS');
  }

  /**
   * A page of the catalogue. The shared first pages leave out every course hidden by its reports;
   * its uploader finds it in their uploads, and an administrator reads every page for themselves,
   * with the hidden ones (ADR 0103).
   */
  async catalogue(viewer: Viewer, filter: CatalogueFilter, page = 1): Promise<CataloguePage> {
    const search = filter.search ? searchKey(filter.search) : undefined;
    if (!search && page <= SHARED_PAGES && viewer.isAdmin !== true) return this.sharedCatalogue(viewer.memberId, filter, page);
    return this.viewersCatalogue(viewer, { ...filter, search: search || undefined }, page);
  }

  /** A page read for this viewer alone: a search, a page past the shared ones, or a viewer who blocks an uploader (ADR 0101). */
  private async viewersCatalogue(viewer: Viewer, filter: CatalogueFilter, page: number): Promise<CataloguePage> {
    const viewerId = viewer.memberId;
    const { rows, total } = await this.queries.cataloguePage(
      viewer,
      filter,
      (page - 1) * CATALOGUE_PAGE_SIZE,
      CATALOGUE_PAGE_SIZE,
    );
    const [names, allowance] = await Promise.all([this.uploaderNames(rows), this.allowanceOf(viewerId)]);
    return {
      courses: rows.map((row) => toCourseView(row, names.get(row.uploaded_by ?? '') ?? null, allowance, { showRejection: row.uploaded_by === viewerId })),
      page,
      totalPages: Math.max(1, Math.ceil(total / CATALOGUE_PAGE_SIZE)),
      total,
      downloads_remaining_today: allowance?.remaining ?? null,
    };
  }

  /**
   * A first page without a search: the courses and their uploaders' names come from a
   * read model per language, level and page (ADR 0070), rebuilt after any change of a
   * course or a member; the viewer's likes and downloads of the day cost one query.
   */
  private async sharedCatalogue(viewerId: string | null, filter: CatalogueFilter, page: number): Promise<CataloguePage> {
    const key = `${filter.language ?? ''}|${filter.level ?? ''}|${page}`;
    let model = this.firstPages.get(key);
    if (!model) {
      const shared = { language: filter.language, level: filter.level };
      model = this.readModels.register(`catalogue ${key}`, ['courses', 'members'], async () => {
        const { rows, total } = await this.queries.cataloguePage({ memberId: null }, shared, (page - 1) * CATALOGUE_PAGE_SIZE, CATALOGUE_PAGE_SIZE);
        return { rows, total, names: await this.uploaderNames(rows) };
      });
      this.firstPages.set(key, model);
    }
    const { rows, total, names } = await model.get();
    const viewer = viewerId
      ? await this.queries.viewerState(viewerId, rows.map((row) => row.id), saoPauloDay(this.clock.now()))
      : null;
    // The shared page holds every uploader's courses but the hidden ones: a viewer who blocks an uploader, or
    // whose own course is hidden by its reports, gets a page of their own, never a short one (ADR 0101, ADR 0103).
    if (viewer?.blocksAnUploader || viewer?.hasHiddenUpload) return this.viewersCatalogue({ memberId: viewerId }, { language: filter.language, level: filter.level }, page);
    const allowance: ViewerAllowance | null = viewer
      ? { takenToday: viewer.downloaded, remaining: Math.max(0, this.dailyDownloads - viewer.downloaded.size) }
      : null;
    return {
      courses: rows.map((row) =>
        toCourseView({ ...row, is_liked_by_user: viewer?.liked.has(row.id) ?? false }, names.get(row.uploaded_by ?? '') ?? null, allowance, {
          showRejection: row.uploaded_by === viewerId,
        }),
      ),
      page,
      totalPages: Math.max(1, Math.ceil(total / CATALOGUE_PAGE_SIZE)),
      total,
      downloads_remaining_today: allowance?.remaining ?? null,
    };
  }

  async myUploads(memberId: string, filter: Omit<CatalogueFilter, 'search'>): Promise<CourseView[]> {
    const rows = await this.queries.uploadsOf(memberId, filter, MY_UPLOADS_LIMIT);
    const [names, allowance] = await Promise.all([this.uploaderNames(rows), this.allowanceOf(memberId)]);
    return rows.map((row) => toCourseView(row, names.get(memberId) ?? null, allowance, { showRejection: true }));
  }

  /**
   * One course. Pending and rejected courses exist only for their uploader and
   * administrators; an unpublished one only for administrators (and its uploader).
   */
  async details(viewer: Viewer, courseId: string): Promise<CourseView> {
    const row = await this.visibleCourse(viewer, courseId);
    const [names, allowance] = await Promise.all([this.uploaderNames([row]), this.allowanceOf(viewer.memberId)]);
    return toCourseView(row, names.get(row.uploaded_by ?? '') ?? null, allowance, {
      showRejection: viewer.isAdmin === true || (row.uploaded_by !== null && row.uploaded_by === viewer.memberId),
    });
  }

  /** Throws CourseNotFoundError unless the viewer may see the course (what `details` checks, in one round trip). */
  async assertVisible(viewer: Viewer, courseId: string): Promise<void> {
    await this.visibleCourse(viewer, courseId);
  }

  /**
   * Names and pictures of members shown beside course content, from gamification's member
   * cards: in memory until a member changes (ADR 0079).
   */
  async memberNames(ids: readonly string[]): Promise<Map<string, { name: string; picture: string | null }>> {
    const unique = [...new Set(ids)];
    const card = await this.gamification.memberCards(unique);
    const known = new Map<string, { name: string; picture: string | null }>();
    for (const id of unique) {
      const c = card(id);
      if (c.name !== null) known.set(id, { name: c.name, picture: c.picture });
    }
    return known;
  }

  async comments(viewer: Viewer, courseId: string): Promise<CommentView[]> {
    await this.visibleCourse(viewer, courseId);
    const rows = await this.queries.commentsOf(courseId, viewer);
    const author = await this.commentAuthors(rows.map((r) => r.author_id));
    return rows.map((row) => toCommentView(row, author(row.author_id)));
  }

  async adminList(): Promise<AdminCourseView[]> {
    const rows = await this.queries.allCourses(ADMIN_LIST_LIMIT);
    const names = await this.uploaderNames(rows);
    return rows.map((row) => toAdminCourseView(row, names.get(row.uploaded_by ?? '') ?? null));
  }

  async adminCourse(courseId: string): Promise<AdminCourseView> {
    const row = isUuid(courseId) ? await this.queries.findCourse(courseId, ADMINISTRATOR) : null;
    if (!row) throw new CourseNotFoundError();
    const names = await this.uploaderNames([row]);
    return toAdminCourseView(row, names.get(row.uploaded_by ?? '') ?? null);
  }

  /** Author data for a page of comments, from gamification's member cards (one batch per page). */
  async commentAuthors(ids: readonly string[]) {
    const card = await this.gamification.memberCards(ids);
    return (id: string) => {
      const c = card(id);
      return { ...c, name: c.name ?? UNKNOWN_MEMBER };
    };
  }

  /** The viewer's downloads today; null for guests. */
  async allowanceOf(memberId: string | null): Promise<ViewerAllowance | null> {
    if (!memberId) return null;
    const takenToday = await this.queries.downloadsOn(memberId, saoPauloDay(this.clock.now()));
    return { takenToday, remaining: Math.max(0, this.dailyDownloads - takenToday.size) };
  }

  /** The course if the viewer may reach it (hidden by its reports: its uploader and administrators, ADR 0103), else "Curso não encontrado". */
  private async visibleCourse(viewer: Viewer, courseId: string): Promise<CourseRow> {
    const row = isUuid(courseId) ? await this.queries.findCourse(courseId, viewer) : null;
    if (!row) throw new CourseNotFoundError();
    if (viewer.isAdmin) return row;
    const own = row.uploaded_by !== null && row.uploaded_by === viewer.memberId;
    if (!own && (row.approval_status !== 'approved' || !row.is_published)) throw new CourseNotFoundError();
    return row;
  }

  private async uploaderNames(rows: readonly CourseRow[]): Promise<Map<string, string>> {
    const ids = rows.map((r) => r.uploaded_by).filter((id): id is string => id !== null);
    const members = await this.memberNames(ids);
    return new Map([...members].map(([id, m]) => [id, m.name]));
  }
}
