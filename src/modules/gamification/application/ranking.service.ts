import { Injectable } from '@nestjs/common';
import { Clock, saoPauloDay, saoPauloWeekStart } from '../../../shared/time/index.js';
import { IdentityApi, type MemberSummary } from '../../identity/index.js';
import { displayedStreak } from '../domain/streak.js';
import { XpLedgerRepository, type RankRow, type RankingRow } from './ports/persistence.js';
import { ProgressService } from './progress.service.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { RankingQueries } from '../adapters/persistence/ranking.queries.js';
import { ReadModels, type ReadModel } from '../../../shared/read-models/index.js';

export const RANKING_TOP_SIZE = 100;

export interface RankingUserView {
  id: string;
  /** The original product's name for the member id (kept for the screens). */
  mocha_user_id: string;
  name: string;
  profile_picture: string | null;
  xp_total: number;
  weekly_xp: number;
  level: number;
  /** Position in this week's ranking, from 1. */
  rank: number;
  rank_name: string;
  badge_color: string;
  text_color: string;
  streak_days: number;
}

export interface RankingView {
  /** Monday (São Paulo) of the week being ranked. */
  weekStart: string;
  topUsers: RankingUserView[];
  totalUsers: number;
  currentUser: RankingUserView;
}

/** What every member's ranking shares: the first 100 of the week and the count, for one São Paulo day. */
interface SharedRanking {
  weekStart: string;
  today: string;
  topUsers: RankingUserView[];
  totalUsers: number;
  /** Names and pictures of the first 100, so the caller's own row rarely needs identity. */
  members: Map<string, MemberSummary>;
}

/**
 * This week's ranking (ADR 0011). The first 100 and the count come from a read model
 * (ADR 0070) rebuilt after XP is awarded or reversed anywhere; the caller's own row
 * and position are read for every request, so they are exact right after their award.
 */
@Injectable()
export class RankingService {
  private readonly shared: ReadModel<SharedRanking>;

  constructor(
    private readonly ranking: RankingQueries,
    private readonly progress: ProgressService,
    private readonly ledger: XpLedgerRepository,
    private readonly identity: IdentityApi,
    private readonly em: EntityManager,
    private readonly clock: Clock,
    readModels: ReadModels,
  ) {
    this.shared = readModels.register('ranking', ['ranking', 'members'], () => this.buildShared());
  }

  async getRanking(memberId: string): Promise<RankingView> {
    const now = this.clock.now();
    const weekStart = saoPauloWeekStart(now);
    const today = saoPauloDay(now);
    let [mine, shared] = await Promise.all([this.ranking.positionOf(weekStart, memberId), this.sharedFor(weekStart, today)]);
    if (!mine) {
      // Every member has a position: one gamification has not met yet starts at 0 XP.
      const member = await this.identity.getMember(memberId);
      await this.em
        .fork()
        .transactional((em) => this.ledger.registerMember(em, memberId, member?.createdAt ?? now, now));
      [mine, shared] = await Promise.all([this.ranking.positionOf(weekStart, memberId), this.sharedFor(weekStart, today)]);
    }
    const [{ ranks }, member] = await Promise.all([
      this.progress.catalogueRows(),
      shared.members.get(memberId) ?? this.identity.getMember(memberId),
    ]);
    const currentUser = toUserView(mine!.row, mine!.position, member ?? undefined, ranks, today);
    // The caller's own figures are exact even before the rebuild after their award reaches this instance.
    const own = shared.topUsers.findIndex((user) => user.id === memberId);
    const topUsers = own < 0 ? shared.topUsers : shared.topUsers.map((user, index) => (index === own ? currentUser : user));
    return { weekStart, topUsers, totalUsers: shared.totalUsers, currentUser };
  }

  /** The shared part for this week and day; a new day or week rebuilds it. */
  private async sharedFor(weekStart: string, today: string): Promise<SharedRanking> {
    const shared = await this.shared.get();
    if (shared.weekStart === weekStart && shared.today === today) return shared;
    this.shared.invalidate();
    return this.shared.get();
  }

  private async buildShared(): Promise<SharedRanking> {
    const now = this.clock.now();
    const weekStart = saoPauloWeekStart(now);
    const today = saoPauloDay(now);
    const [top, totalUsers, { ranks }] = await Promise.all([
      this.ranking.top(weekStart, RANKING_TOP_SIZE),
      this.ranking.countRanked(),
      this.progress.catalogueRows(),
    ]);
    const members = await this.identity.getMembers(top.map((r) => r.memberId));
    return {
      weekStart,
      today,
      topUsers: top.map((row, index) => toUserView(row, index + 1, members.get(row.memberId), ranks, today)),
      totalUsers,
      members,
    };
  }
}

function toUserView(
  row: RankingRow,
  position: number,
  member: MemberSummary | undefined,
  ranks: RankRow[],
  today: string,
): RankingUserView {
  const rank = ranks.find((r) => r.level === row.level) ?? ranks[0];
  return {
    id: row.memberId,
    mocha_user_id: row.memberId,
    name: member?.name ?? '',
    profile_picture: member?.picture ?? null,
    xp_total: row.xpTotal,
    weekly_xp: row.weeklyXp,
    level: row.level,
    rank: position,
    rank_name: rank?.name ?? '',
    badge_color: rank?.badgeColor ?? '',
    text_color: rank?.textColor ?? '',
    streak_days: displayedStreak({ streakDays: row.streakDays, lastLoginDay: row.lastLoginDay }, today),
  };
}
