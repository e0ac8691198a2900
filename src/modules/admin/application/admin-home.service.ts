import { GamificationApi } from '../../gamification/index.js';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../shared/time/index.js';
import { PgPool } from '../../../shared/pg-pool/index.js';
import { MemberAdminApi, MemberReportsApi, IdentityApi } from '../../identity/index.js';
import { NotificationsApi, type DeliveryReport } from '../../notifications/index.js';
import { CommunityApi, CommunityAdminApi } from '../../community/index.js';
import { CoursesApi } from '../../courses/index.js';
import { type AuditFilter, type AuditRow } from './ports/persistence.js';
import { AdminQueries } from '../adapters/persistence/admin.queries.js';
import { FlagsService } from './flags.service.js';
import { ReadModels, type ReadModel } from '../../../shared/read-models/index.js';

export interface AdminStats {
  totalUsers: number;
  totalCourses: number;
  totalPosts: number;
  activeUsers: number;
  openFlags: number;
}

export interface DebugReport {
  status: 'online' | 'error';
  tables: {
    users: { total: number; oauthUsers: number; profileCompleted: number };
    community_posts: { total: number; approved: number; pending: number };
  };
  orphanedPostsCount: number;
  orphanedPosts: { id: string; title: string; user_id: string }[];
  recentUsers: { name: string; email: string; profile_completed: boolean; created_at: string }[];
  recentPosts: { title: string; author_email: string | null; is_approved: boolean; created_at: string }[];
  deliveries: DeliveryReport;
  timestamp: string;
  error: string | null;
}

/** An audit entry with the concerned member's name, for the list (null: no member, or no name). */
export type AuditListEntry = AuditRow & { member_name: string | null };

export interface AuditPage {
  entries: AuditListEntry[];
  total: number;
  currentPage: number;
  totalPages: number;
}

export const AUDIT_PAGE_SIZE = 50;
const RECENT = 5;
const ORPHANS_LISTED = 100;
const DEBUG_ERROR = 'Erro ao carregar estatísticas do banco';

/** The admin home's cards, the debug page and the audit log list. */
@Injectable()
export class AdminHomeService {
  /** Members, published courses and posts: from memory until one of them changes (ADR 0070, 0079). */
  private readonly totals: ReadModel<Omit<AdminStats, 'activeUsers' | 'openFlags'>>;

  private readonly logger = new Logger(AdminHomeService.name);

  constructor(
    private readonly clock: Clock,
    private readonly identity: IdentityApi,
    private readonly notifications: NotificationsApi,
    private readonly members: MemberAdminApi,
    private readonly memberReports: MemberReportsApi,
    private readonly community: CommunityApi,
    private readonly communityAdmin: CommunityAdminApi,
    private readonly courses: CoursesApi,
    private readonly queries: AdminQueries,
    private readonly gamification: GamificationApi,
    private readonly db: PgPool,
    private readonly flags: FlagsService,
    readModels: ReadModels,
  ) {
    this.totals = readModels.register('admin home totals', ['members', 'courses', 'posts'], async () => {
      const [totalUsers, totalCourses, posts] = await Promise.all([
        this.identity.countMembers(),
        this.courses.countPublishedCourses(),
        this.community.countPosts(),
      ]);
      return { totalUsers, totalCourses, totalPosts: posts.total };
    });
  }

  async stats(): Promise<AdminStats> {
    const [{ totalUsers, totalCourses, totalPosts }, activeUsers, openFlags] = await Promise.all([
      this.totals.get(),
      this.members.countActiveToday(),
      this.flags.openItems(),
    ]);
    return { totalUsers, totalCourses, totalPosts, activeUsers, openFlags };
  }

  /** Never fails: when the database cannot answer, the report says so (status `error`). */
  async debug(): Promise<DebugReport> {
    const timestamp = this.clock.now().toISOString();
    try {
      // Every module's figures and lists in one statement (ADR 0080), the orphaned posts too: identity
      // says which of the community's authors are gone inside it. The recent posts' authors in a second.
      const [users, posts, recentUsers, recentPosts, orphaned, deliveries] = await this.db.readTogether(
        this.members.memberTotals(),
        this.community.postCounts(),
        this.members.recentMembers(RECENT),
        this.communityAdmin.recentPosts(RECENT),
        this.communityAdmin.postsByAuthors(this.memberReports.missingMembers(this.communityAdmin.postAuthorIds()), ORPHANS_LISTED),
        this.notifications.deliveryReport(),
      );
      const [authors] = await this.db.readTogether(this.members.memberContacts(recentPosts.map((p) => p.authorId)));
      return {
        status: 'online',
        tables: { users, community_posts: posts },
        orphanedPostsCount: orphaned.count,
        orphanedPosts: orphaned.posts.map((p) => ({ id: p.id, title: p.title, user_id: p.authorId })),
        recentUsers: recentUsers.map((u) => ({
          name: u.name,
          email: u.email,
          profile_completed: u.profileCompleted,
          created_at: u.createdAt.toISOString(),
        })),
        recentPosts: recentPosts.map((p) => ({
          title: p.title,
          author_email: authors.get(p.authorId)?.email ?? null,
          is_approved: p.isApproved,
          created_at: p.createdAt.toISOString(),
        })),
        deliveries,
        timestamp,
        error: null,
      };
    } catch (error) {
      this.logger.error({ err: error }, 'debug report: the database did not answer');
      return {
        status: 'error',
        tables: { users: { total: 0, oauthUsers: 0, profileCompleted: 0 }, community_posts: { total: 0, approved: 0, pending: 0 } },
        orphanedPostsCount: 0,
        orphanedPosts: [],
        recentUsers: [],
        recentPosts: [],
        deliveries: {
          email: { pending: 0, sent: 0, failed: 0 },
          push: { pending: 0, sent: 0, failed: 0 },
          recentFailures: [],
          smtpConfigured: false,
        },
        timestamp,
        error: DEBUG_ERROR,
      };
    }
  }

  async audit(filter: AuditFilter, page = 1): Promise<AuditPage> {
    const [{ rows, total }] = await this.db.readTogether(this.queries.auditPage(filter, (page - 1) * AUDIT_PAGE_SIZE, AUDIT_PAGE_SIZE));
    // The members' names in one call per page (a member who is gone, or has no name, shows none).
    const memberIds = [...new Set(rows.flatMap((row) => (row.member_id ? [row.member_id] : [])))];
    // From the member cards in memory (ADR 0079).
    const card = await this.gamification.memberCards(memberIds);
    const entries = rows.map((row) => {
      const name = row.member_id ? card(row.member_id).name?.trim() || null : null;
      // A member acted on is named by their name now; other targets by what the entry recorded.
      const label = row.target_label ?? (row.target_type === 'member' ? name : null);
      return { ...row, member_name: name, target_label: label };
    });
    return { entries, total, currentPage: page, totalPages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)) };
  }
}
