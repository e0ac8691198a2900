import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../config/index.js';
import { DomainError } from '../../../shared/errors/index.js';
import { isUuid } from '../../../shared/ids.js';
import { type FlagPlace, type FlagTarget, type FlagTargets, type FlagTargetType, type Viewer } from '../../../shared/moderation/index.js';
import { PgPool } from '../../../shared/pg-pool/index.js';
import { RateLimiter } from '../../../shared/rate-limit/index.js';
import { Clock } from '../../../shared/time/index.js';
import { lockFor } from '../../../shared/transactions.js';
import { IdentityApi, MemberAdminApi } from '../../identity/index.js';
import { NotificationsApi } from '../../notifications/index.js';
import { GamificationApi } from '../../gamification/index.js';
import { CommunityAdminApi } from '../../community/index.js';
import { CoursesApi } from '../../courses/index.js';
import { ChatAdminApi, type ChatMessageContext } from '../../chat/index.js';
import { CorrectionsAdminApi } from '../../corrections/index.js';
import {
  FLAGS_NOTIFICATION_NAMESPACE,
  FLAGS_PAGE_SIZE,
  FLAGS_PER_DAY,
  decidedNoticeKey,
  flagDay,
  flagItemPlace,
  mainReason,
  removalReason,
  removedNoticeKey,
  type FlagDecision,
  type FlagPlaceKind,
  type FlagAction,
  type FlagReason,
  type FlagStatus,
} from '../domain/flags.js';
import { FlagsRepository, type NewFlag } from '../adapters/persistence/flags.repository.js';
import { AdminRepository } from './ports/persistence.js';
import { FlagOwnItemError, FlagTargetNotFoundError, FlagsAlreadyDecidedError, FlagsDailyLimitError, FlagsNotOpenError } from './admin.errors.js';

export interface ReportInput {
  targetType: FlagTargetType;
  targetId: string;
  reason: FlagReason;
  details: string | null;
}

export interface FlagPerson {
  id: string;
  name: string | null;
}

export interface FlaggedItem {
  targetType: FlagTargetType;
  targetId: string;
  /** The item's text or title now; null when it is gone. */
  preview: string | null;
  /** What it belongs to: a comment's post or course, a message's room. */
  parentId: string | null;
  author: FlagPerson | null;
  hidden: boolean;
  count: number;
  reasons: FlagReason[];
  reports: { reporter: FlagPerson; reason: FlagReason; details: string | null; createdAt: string }[];
  status: FlagStatus;
  /** How the reports were closed: keep, remove or gone (the item went otherwise); null while open. */
  decision: string | null;
}

export interface FlagContextLine {
  id: string;
  author: FlagPerson;
  content: string;
  createdAt: string;
  hidden: boolean;
}

/** One reported item as an administrator reviews it (ADR 0131): the item, where it is, its surroundings, what a removal kept. */
export interface FlagReview {
  targetType: FlagTargetType;
  targetId: string;
  /** The item's text now; null once it is gone. */
  preview: string | null;
  author: FlagPerson | null;
  hidden: boolean;
  status: FlagStatus;
  decision: FlagDecision | null;
  decidedAt: string | null;
  reports: { reporter: FlagPerson; reason: FlagReason; details: string | null; createdAt: string; open: boolean }[];
  /** Where it is or was: the post of a comment, the course, the room, the profile, with its SPA path. */
  place: { kind: FlagPlaceKind; id: string; path: string; title: { pt: string; en: string } | null } | null;
  /** What the removal kept of it, while REMOVED_CONTENT_RETENTION_DAYS lasts. */
  removed: { text: string; decidedAt: string | null } | null;
  /** A chat message's neighbours in its room, by time: up to 3 before and 3 after. */
  context: { before: FlagContextLine[]; after: FlagContextLine[] } | null;
}

/** Chat messages shown on each side of a reported one. */
const CONTEXT_MESSAGES = 3;

/**
 * Members' reports and the administrators' decisions (ADR 0103). The reports span modules, so admin
 * keeps them; each module describes, hides, shows and removes its own items through its public API.
 */
@Injectable()
export class FlagsService {
  private readonly targets: Record<FlagTargetType, FlagTargets>;

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly db: PgPool,
    private readonly rateLimiter: RateLimiter,
    private readonly identity: IdentityApi,
    private readonly notifications: NotificationsApi,
    private readonly gamification: GamificationApi,
    private readonly repository: FlagsRepository,
    private readonly audit: AdminRepository,
    members: MemberAdminApi,
    community: CommunityAdminApi,
    courses: CoursesApi,
    private readonly chat: ChatAdminApi,
    corrections: CorrectionsAdminApi,
  ) {
    this.targets = { ...community.flagTargets(), ...courses.flagTargets(), ...chat.flagTargets(), ...corrections.flagTargets(), ...members.flagTargets() };
  }

  /**
   * A member's report. One open report per member and item (a second replaces its reason and
   * answers `replaced`); at most FLAGS_PER_DAY new ones a day. Under the item's lock, the
   * FLAGS_HIDE_THRESHOLD-th distinct reporter hides it, once however many race. The item is read
   * under that lock too: a report made while a decision removes the item waits for it, then finds
   * the item gone (404) instead of opening a report nobody will close. An item the reporter may not
   * reach (hidden by its reports, or within a hidden post or course) is one that does not exist.
   */
  async report(memberId: string, input: ReportInput, isAdmin = false): Promise<{ replaced: boolean }> {
    if (!isUuid(input.targetId)) throw new FlagTargetNotFoundError();
    const targetId = input.targetId.toLowerCase();
    return this.em.fork().transactional(async (em) => {
      await this.identity.assertCanParticipate(em, memberId);
      await lockFor(em, itemLock(input.targetType, targetId));
      const target = await this.describe(input.targetType, targetId, em, { memberId, isAdmin });
      if (!target) throw new FlagTargetNotFoundError();
      if (target.authorId === memberId) throw new FlagOwnItemError();
      const flag: NewFlag = {
        targetType: input.targetType,
        targetId: target.id,
        parentId: target.parentId,
        authorId: target.authorId,
        reporterId: memberId,
        reason: input.reason,
        details: input.details,
        at: this.clock.now(),
      };
      if (await this.repository.replaceOpen(em, flag)) return { replaced: true };
      const day = flagDay(flag.at);
      if ((await this.rateLimiter.takeWithin(em, `flags:${memberId}`, FLAGS_PER_DAY, day.start, day.resetAt)) === null) {
        throw new FlagsDailyLimitError((day.resetAt.getTime() - flag.at.getTime()) / 1000);
      }
      await this.repository.insert(em, flag);
      const open = await this.repository.openReports(em, flag.targetType, flag.targetId);
      if (open.length >= this.config.get('FLAGS_HIDE_THRESHOLD')) await this.targets[flag.targetType].hide(em, flag.targetId, flag.at);
      return { replaced: false };
    });
  }

  /**
   * An administrator's decision on an item's open reports. The item's lock is taken before its open
   * reports are read, and held until the decision commits: of decisions that race, one finds the
   * reports open and decides; each later one finds them closed and answers the decision that stands
   * (409). Keep shows the item again; remove deletes it as the module's own moderation does, in the
   * module's own transaction, committed while the lock is held (an item already gone is simply
   * closed). Either closes the reports, is audited, tells each reporter once (never the note) and,
   * on removal, tells the author why.
   */
  async resolve(adminEmail: string, targetType: FlagTargetType, targetId: string, action: FlagAction, note: string | null): Promise<{ success: true }> {
    if (!isUuid(targetId)) throw new FlagsNotOpenError();
    const id = targetId.toLowerCase();
    await this.em.fork().transactional(async (em) => {
      await lockFor(em, itemLock(targetType, id));
      const decided = await this.repository.openReports(em, targetType, id);
      if (decided.length === 0) {
        const standing = await this.repository.lastDecision(em, targetType, id);
        if (standing) throw new FlagsAlreadyDecidedError(standing.decision, standing.decidedAt);
        throw new FlagsNotOpenError();
      }
      const target = await this.describe(targetType, id, em);
      // What it was and where, read before it goes (ADR 0131): the notices name it, and a removal keeps it for review.
      const removed = action === 'remove' && target ? { text: target.preview, place: target.place } : null;
      if (action === 'remove' && target) {
        try {
          await this.targets[targetType].remove(adminEmail, id, note);
        } catch (error) {
          if (!(error instanceof DomainError && error.kind === 'not_found')) throw error;
        }
      }
      if (action === 'keep') await this.targets[targetType].show(em, id);
      const now = this.clock.now();
      await this.repository.decide(
        em,
        decided.map((r) => r.id),
        action,
        adminEmail,
        now,
        removed,
      );
      const authorId = target?.authorId ?? decided[0]?.authorId ?? null;
      await this.audit.recordAudit(em, {
        adminEmail,
        module: 'admin',
        action: action === 'keep' ? 'flags_kept' : 'flags_removed',
        targetType,
        targetId: id,
        memberId: authorId,
        reason: note,
        targetLabel: target?.preview ?? null,
        at: now,
      });
      // One notice per report decided (one open report per reporter and item), whatever retries. It
      // names the item and the decision, never the note nor the other reporters; its excerpt quotes
      // the author, whose erasure takes it out (ADR 0131).
      const parentId = target?.parentId ?? decided[0]?.parentId ?? null;
      const place = flagItemPlace(targetType, id, parentId, action === 'remove');
      const named = target ? { excerpt: target.label, place: target.place ?? '' } : null;
      for (const report of decided) {
        await this.notifications.notify(em, report.reporterId, {
          type: 'admin_message',
          titleKey: `${FLAGS_NOTIFICATION_NAMESPACE}.decided.title`,
          messageKey: `${FLAGS_NOTIFICATION_NAMESPACE}.${named ? decidedNoticeKey(targetType, action) : 'decided.message'}`,
          ...(named ? { params: named, ...(authorId ? { quotedId: authorId } : {}) } : {}),
          ...(place ? { path: place.path } : {}),
          onceKey: `flag_decided:${report.id}`,
        });
      }
      if (action === 'remove' && authorId) {
        const reason = mainReason(decided.map((r) => r.reason));
        await this.notifications.notify(em, authorId, {
          type: 'admin_message',
          titleKey: `${FLAGS_NOTIFICATION_NAMESPACE}.removed.title`,
          messageKey: `${FLAGS_NOTIFICATION_NAMESPACE}.${named ? removedNoticeKey(targetType) : `removed_${reason}.message`}`,
          ...(named ? { params: { ...named, reason: removalReason(reason) } } : {}),
          ...(place ? { path: place.path } : {}),
        });
      }
    });
    return { success: true };
  }

  /**
   * Reported items, grouped, the most recently reported first; each described by its module, people
   * named from memory. `nextPage` when there is more: one row past the page is read to know.
   */
  async list(status: FlagStatus, page = 1): Promise<{ items: FlaggedItem[]; nextPage: number | null }> {
    const read = await this.repository.page(status, (page - 1) * FLAGS_PAGE_SIZE, FLAGS_PAGE_SIZE + 1);
    const nextPage = read.length > FLAGS_PAGE_SIZE ? page + 1 : null;
    const rows = read.slice(0, FLAGS_PAGE_SIZE);
    if (rows.length === 0) return { items: [], nextPage };
    const types = [...new Set(rows.map((r) => r.target_type))];
    const described = await this.db.readTogether(
      ...types.map((type) => this.targets[type].describe(rows.filter((r) => r.target_type === type).map((r) => r.target_id))),
    );
    const byType = new Map(types.map((type, i) => [type, described[i] as Map<string, FlagTarget>]));
    const people = rows.flatMap((r) => [...(r.author_id ? [r.author_id] : []), ...r.reports.map((report) => report.reporter)]);
    const card = await this.gamification.memberCards([...new Set(people)]);
    const person = (id: string): FlagPerson => ({ id, name: card(id).name?.trim() || null });
    return {
      items: rows.map((row) => {
        const target = byType.get(row.target_type)?.get(row.target_id);
        return {
          targetType: row.target_type,
          targetId: row.target_id,
          preview: target?.preview ?? null,
          parentId: target?.parentId ?? null,
          author: row.author_id ? person(row.author_id) : null,
          hidden: target?.hidden ?? false,
          count: row.reports.length,
          reasons: [...new Set(row.reports.map((r) => r.reason))],
          reports: row.reports.map((r) => ({ reporter: person(r.reporter), reason: r.reason, details: r.details, createdAt: new Date(r.createdAt).toISOString() })),
          status,
          decision: row.decision,
        };
      }),
      nextPage,
    };
  }

  /**
   * One reported item as an administrator reviews it (ADR 0131): its text now (or, removed, what
   * the removal kept, marked so), its author, where it is with the link, every report, and for a
   * chat message the messages around it in its room. An item nobody reported answers 404.
   */
  async review(targetType: FlagTargetType, targetId: string): Promise<FlagReview> {
    if (!isUuid(targetId)) throw new FlagTargetNotFoundError();
    const id = targetId.toLowerCase();
    const reports = await this.repository.itemReports(targetType, id);
    if (!reports) throw new FlagTargetNotFoundError();
    const [described] = await this.db.readTogether(this.targets[targetType].describe([id]));
    const context = targetType === 'chat_message' ? (await this.db.readTogether(this.chat.messageContext(id, CONTEXT_MESSAGES)))[0] : null;
    const target = described.get(id) ?? null;
    const parentId = target?.parentId ?? reports.parent_id;
    const gone = !target;
    const where = flagItemPlace(targetType, id, parentId, gone);
    const placed: FlagPlace | null = context ? context.room : (target?.place ?? reports.removed_place ?? null);
    const title = typeof placed === 'string' ? { pt: placed, en: placed } : placed;
    const people = [
      ...(reports.author_id ? [reports.author_id] : []),
      ...reports.reports.map((r) => r.reporter),
      ...(context ? [...context.before, ...context.after].map((line) => line.authorId) : []),
    ];
    const card = await this.gamification.memberCards([...new Set(people)]);
    const person = (personId: string): FlagPerson => ({ id: personId, name: card(personId).name?.trim() || null });
    const line = (l: ChatMessageContext['before'][number]): FlagContextLine => ({
      id: l.id,
      author: person(l.authorId),
      content: l.content,
      createdAt: new Date(l.createdAt).toISOString(),
      hidden: l.hidden,
    });
    return {
      targetType,
      targetId: id,
      preview: target?.preview ?? null,
      author: reports.author_id ? person(reports.author_id) : null,
      hidden: target?.hidden ?? false,
      status: reports.open ? 'open' : 'closed',
      decision: reports.open ? null : reports.decision,
      decidedAt: reports.open ? null : reports.decided_at,
      reports: reports.reports.map((r) => ({
        reporter: person(r.reporter),
        reason: r.reason,
        details: r.details,
        createdAt: new Date(r.createdAt).toISOString(),
        open: r.open,
      })),
      place: where ? { ...where, title: where.kind === 'profile' ? null : where.id === id ? null : title } : null,
      // A removed profile stays, cleared: what it said before is the copy too.
      removed: reports.removed_text !== null ? { text: reports.removed_text, decidedAt: reports.decided_at } : null,
      context: context ? { before: context.before.map(line), after: context.after.map(line) } : null,
    };
  }

  openItems(): Promise<number> {
    return this.repository.openItems();
  }

  /**
   * The item as its module describes it, read in the caller's transaction (after its lock); with a
   * viewer, only if that viewer may reach it (without one, as administrators see it).
   */
  private async describe(type: FlagTargetType, id: string, em: EntityManager, viewer?: Viewer): Promise<FlagTarget | null> {
    const [found] = await this.db.readTogetherIn(em, this.targets[type].describe([id], viewer));
    return found.get(id) ?? null;
  }
}

function itemLock(type: FlagTargetType, id: string): string {
  return `flags:${type}:${id}`;
}
