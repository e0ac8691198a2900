import { Injectable } from '@nestjs/common';
import { IdentityApi } from '../modules/identity/index.js';
import { NotificationsApi } from '../modules/notifications/index.js';
import { GamificationApi } from '../modules/gamification/index.js';
import { CoursesApi } from '../modules/courses/index.js';
import { CommunityApi } from '../modules/community/index.js';
import { ChatApi } from '../modules/chat/index.js';
import { AdminApi } from '../modules/admin/index.js';
import { PgPool, type ReadPart, type RowLists } from '../shared/pg-pool/index.js';

/** A member's data as every module holds it, by module: `{ identity: { member: […], … }, community: { posts: […] }, … }`. */
export type MemberData = Record<string, RowLists>;

/**
 * Everything the modules hold about one member (ADR 0106), composed above them: each
 * module answers for its own tables through its API's `exportMemberData`, and the parts
 * are read in one statement (ADR 0080), so the copy is one consistent snapshot.
 */
@Injectable()
export class MemberDataParts {
  constructor(
    private readonly identity: IdentityApi,
    private readonly notifications: NotificationsApi,
    private readonly gamification: GamificationApi,
    private readonly courses: CoursesApi,
    private readonly community: CommunityApi,
    private readonly chat: ChatApi,
    private readonly admin: AdminApi,
    private readonly db: PgPool,
  ) {}

  /**
   * One part per module, named after it. A module added to the chain adds its line here
   * (docs/architecture.md, Adding a module). Consents and blocks come with identity's part,
   * the reports the member made with admin's.
   */
  private parts(memberId: string): Record<string, ReadPart<RowLists>> {
    return {
      identity: this.identity.exportMemberData(memberId),
      notifications: this.notifications.exportMemberData(memberId),
      gamification: this.gamification.exportMemberData(memberId),
      courses: this.courses.exportMemberData(memberId),
      community: this.community.exportMemberData(memberId),
      chat: this.chat.exportMemberData(memberId),
      admin: this.admin.exportMemberData(memberId),
    };
  }

  async read(memberId: string): Promise<MemberData> {
    const parts = Object.entries(this.parts(memberId));
    const answers: RowLists[] = await this.db.readTogether(...parts.map(([, part]) => part));
    return Object.fromEntries(parts.map(([module], i) => [module, answers[i]]));
  }
}
