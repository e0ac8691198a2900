/**
 * Rank arithmetic of the spec (learner area, section 4), for screens that hold a member's XP
 * and the list of ranks: status of each rank and progress toward the next one.
 */

export type RankStatus = 'unlocked' | 'next' | 'locked';

export interface RankThreshold {
  level: number;
  xp_required: number;
}

/** Unlocked if the member's level is at least the rank's; next if one below; otherwise locked. */
export function rankStatus(memberLevel: number, rankLevel: number): RankStatus {
  if (memberLevel >= rankLevel) return 'unlocked';
  if (memberLevel === rankLevel - 1) return 'next';
  return 'locked';
}

/** Clamps to 0..100 and rounds down, so 100 % only shows once the goal is really reached. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.floor(value)));
}

/**
 * Percent of the way from the current rank's threshold to the next one's:
 * (xp − current.xp_required) / (next.xp_required − current.xp_required), clamped to 0..100.
 * 100 at the last rank (no next one).
 */
export function progressToNextRank(xpTotal: number, current: RankThreshold, next: RankThreshold | null): number {
  if (!next) return 100;
  const span = next.xp_required - current.xp_required;
  if (span <= 0) return 100;
  return clampPercent(((xpTotal - current.xp_required) / span) * 100);
}

/** XP still missing to reach the next rank (never negative); 0 at the last rank. */
export function xpToNextRank(xpTotal: number, next: RankThreshold | null): number {
  return next ? Math.max(0, next.xp_required - xpTotal) : 0;
}

/** Today's XP over the daily goal, capped at 100 %. */
export function dailyGoalPercent(xpToday: number, dailyGoal: number): number {
  if (!(dailyGoal > 0)) return xpToday > 0 ? 100 : 0;
  return clampPercent((xpToday / dailyGoal) * 100);
}

/** The rank a member holds with this much XP: the highest threshold reached (ranks in any order). */
export function rankForXp<T extends RankThreshold>(ranks: readonly T[], xpTotal: number): T | undefined {
  let best: T | undefined;
  for (const rank of ranks) {
    if (rank.xp_required <= xpTotal && (!best || rank.level > best.level)) best = rank;
  }
  return best;
}
