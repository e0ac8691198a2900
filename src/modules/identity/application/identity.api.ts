import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../config/index.js';
import { EventPublisher } from '../../../shared/events/index.js';
import { Clock, saoPauloDay } from '../../../shared/time/index.js';
import { isBanned, isListedAdministrator } from '../domain/member.js';
import { MemberEntity } from '../adapters/persistence/member.entity.js';
import { MemberBannedError } from './identity.errors.js';
import { recordActivityIn } from './sign-in.service.js';
import { NotificationsService, type NotificationInput } from './notifications.service.js';
import { DEFAULT_DAILY_GOAL } from '../domain/profile.js';

/** What other modules may know about a member. */
export interface MemberSummary {
  id: string;
  name: string;
  email: string;
  picture: string | null;
  /** Interface language the member chose: `pt` or `en`. */
  preferredLanguage: string;
  /** XP per São Paulo day the member aims for (25, 50, 100, 150 or 200). */
  dailyGoal: number;
  createdAt: Date;
}

/**
 * The identity module's public API (STYLE.md section 3): every other module
 * asks about members through it, in one batched call per page.
 */
@Injectable()
export class IdentityApi {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly events: EventPublisher,
    private readonly notifications: NotificationsService,
  ) {}

  async getMembers(ids: readonly string[]): Promise<Map<string, MemberSummary>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const members = await this.em.fork().find(MemberEntity, { id: { $in: unique } });
    return new Map(members.map((m) => [m.id, toSummary(m)]));
  }

  async getMember(id: string): Promise<MemberSummary | null> {
    return (await this.getMembers([id])).get(id) ?? null;
  }

  /**
   * Daily XP goals by member id (members unknown here get the default). Pass
   * the caller's EntityManager when calling from inside a transaction.
   */
  async getDailyGoals(ids: readonly string[], em?: EntityManager): Promise<Map<string, number>> {
    const unique = [...new Set(ids)];
    const goals = new Map(unique.map((id) => [id, DEFAULT_DAILY_GOAL]));
    if (unique.length === 0) return goals;
    const rows = await (em ?? this.em.fork()).execute<{ id: string; daily_goal: number }[]>(
      'select id, daily_goal from member where id in (?)',
      [unique],
    );
    for (const row of rows) goals.set(row.id, Number(row.daily_goal));
    return goals;
  }

  /**
   * Puts a notification in the member's inbox using the caller's EntityManager:
   * it commits exactly once, together with the caller's transaction (e.g. the
   * XP award that caused it). Title and message are keys of identity's
   * catalogue, rendered in each reader's language.
   */
  async notify(em: EntityManager, memberId: string, input: NotificationInput): Promise<string> {
    return this.notifications.notify(em, memberId, input);
  }

  async countMembers(): Promise<number> {
    return this.em.fork().count(MemberEntity, {});
  }

  /** The distinct languages members say they speak. */
  async spokenLanguages(): Promise<string[]> {
    const rows = await this.em.fork().execute<{ language: string }[]>(
      'select distinct language from member_language order by language',
    );
    return rows.map((r) => r.language);
  }

  /** Whether the member is an administrator (verified e-mail listed in ADMIN_EMAILS). */
  isAdministrator(member: { email: string; emailVerified: boolean }): boolean {
    return isListedAdministrator(member, this.config.get('ADMIN_EMAILS'));
  }

  /** Throws a 403 domain error (with the ban's reason and end) when the member may not post, comment or like. */
  async assertCanParticipate(memberId: string): Promise<void> {
    const member = await this.em.fork().findOne(MemberEntity, { id: memberId });
    if (member && isBanned(member, this.clock.now())) {
      throw new MemberBannedError({ reason: member.banReason ?? null, until: member.bannedUntil ?? null, permanent: member.bannedPermanently });
    }
  }

  /** Ends every session of the member (used when banning). Returns how many ended. */
  async endAllSessions(memberId: string): Promise<number> {
    const rows = await this.em
      .fork()
      .execute(`delete from http_session where sess->>'memberId' = ? returning sid`, [memberId]);
    return rows.length;
  }

  /** Records the member's activity today (first time per São Paulo day publishes an event). */
  async recordActivity(memberId: string): Promise<string> {
    const day = saoPauloDay(this.clock.now());
    await this.em.fork().transactional((em) => recordActivityIn(em, this.events, memberId, day));
    return day;
  }
}

function toSummary(member: MemberEntity): MemberSummary {
  return {
    id: member.id,
    name: member.name,
    email: member.email,
    picture: member.picture ?? member.googlePicture ?? null,
    preferredLanguage: member.preferredLanguage,
    dailyGoal: member.dailyGoal,
    createdAt: member.createdAt,
  };
}
