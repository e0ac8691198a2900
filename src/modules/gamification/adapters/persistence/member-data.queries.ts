import { ReadPart, type RowLists } from '../../../../shared/pg-pool/index.js';

/** What gamification holds about a member, for their data export (ADR 0106): every ledger entry, badge and level. */
export function gamificationMemberDataPart(memberId: string): ReadPart<RowLists> {
  return ReadPart.lists(
    {
      progress: `select xp_total, level, xp_today, today_day, xp_week, week_start, streak_days, last_login_day, registered_at
                   from member_xp where member_id = ?`,
      xpLedger: `select id, action_type, reference_type, reference_id, amount, reason_key, params, day, week_start, created_at
                   from xp_ledger_entry where member_id = ? order by created_at, id`,
      dailyXp: `select day, cap, count from xp_daily_cap_count where member_id = ? order by day, cap`,
      badges: `select b.code, b.name, b.name_en, g.created_at as granted_at
                 from badge_grant g join badge b on b.id = g.badge_id where g.member_id = ? order by g.created_at`,
      levelsReached: `select level, created_at from level_reached where member_id = ? order by level`,
      weeklyScores: `select week_start, xp from weekly_score where member_id = ? order by week_start`,
    },
    memberId,
  );
}
