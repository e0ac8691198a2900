/** A `member_xp` row as the reads select it (dates as text). */
export interface MemberXpRow {
  member_id: string;
  xp_total: number;
  level: number;
  xp_today: number;
  today_day: string | null;
  xp_week: number;
  week_start: string | null;
  streak_days: number;
  last_login_day: string | null;
}
