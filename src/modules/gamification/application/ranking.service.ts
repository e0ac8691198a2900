import { Injectable } from '@nestjs/common';
import { Clock, saoPauloDay, saoPauloWeekStart } from '../../../shared/time/index.js';
import { IdentityApi, type MemberSummary } from '../../identity/index.js';
import { displayedStreak } from '../domain/streak.js';
import { XpLedgerRepository, type RankRow, type RankingRow } from './ports/persistence.js';
import { ProgressService } from './progress.service.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { RankingQueries } from '../adapters/persistence/ranking.queries.js';

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

/** This week's ranking (ADR 0011): the first 100 and the caller's own position. */
@Injectable()
export class RankingService {
  constructor(
    private readonly ranking: RankingQueries,
    private readonly progress: ProgressService,
    private readonly ledger: XpLedgerRepository,
    private readonly identity: IdentityApi,
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async getRanking(memberId: string): Promise<RankingView> {
    const now = this.clock.now();
    const weekStart = saoPauloWeekStart(now);
    const today = saoPauloDay(now);
    let mine = await this.ranking.positionOf(weekStart, memberId);
    if (!mine) {
      // Every member has a position: one gamification has not met yet starts at 0 XP.
      const member = await this.identity.getMember(memberId);
      await this.em
        .fork()
        .transactional((em) => this.ledger.registerMember(em, memberId, member?.createdAt ?? now, now));
      mine = await this.ranking.positionOf(weekStart, memberId);
    }
    const [top, totalUsers, { ranks }] = await Promise.all([
      this.ranking.top(weekStart, RANKING_TOP_SIZE),
      this.ranking.countRanked(),
      this.progress.catalogueRows(),
    ]);
    const members = await this.identity.getMembers([...top.map((r) => r.memberId), memberId]);
    const view = (row: RankingRow, position: number) => toUserView(row, position, members.get(row.memberId), ranks, today);
    return {
      weekStart,
      topUsers: top.map((row, index) => view(row, index + 1)),
      totalUsers,
      currentUser: view(mine!.row, mine!.position),
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
