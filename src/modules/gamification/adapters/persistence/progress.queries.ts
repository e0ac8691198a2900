import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PgPool, ReadPart } from '../../../../shared/pg-pool/index.js';
import { type BadgeGrantRow, type BadgeRow, type HistoryRow, type MemberProgressRow, type RankRow } from '../../application/ports/persistence.js';
import type { MemberXpRow } from './member-xp-row.js';
import { positionStatement } from './ranking.queries.js';

/** Read queries of the member's own progress: straight to DTO-ready rows (docs/architecture.md, Persistence and ports). */
@Injectable()
export class ProgressQueries {
  constructor(
    private readonly em: EntityManager,
    private readonly db: PgPool,
  ) {}

  /** Pass the caller's EntityManager when inside a transaction (never take a second connection there). */
  async memberProgress(memberIds: readonly string[], em?: EntityManager): Promise<Map<string, MemberProgressRow>> {
    const unique = [...new Set(memberIds)];
    if (unique.length === 0) return new Map();
    const columns = `member_id, xp_total, level, xp_today, today_day::text as today_day, xp_week, week_start::text as week_start,
       streak_days, last_login_day::text as last_login_day`;
    // Inside a transaction, its connection; otherwise a prepared statement (every list of members shows their ranks).
    const rows = em
      ? await em.execute<MemberXpRow[]>(`select ${columns} from member_xp where member_id in (?)`, [unique])
      : await this.db.prepared<MemberXpRow>(
          'gamification_member_progress',
          `select ${columns} from member_xp where member_id = any($1::uuid[])`,
          [unique],
        );
    return progressRows(rows);
  }

  /**
   * `memberProgress` as a part of one statement (ADR 0080), for reads composed with other
   * modules'; the lists of members keep the prepared statement above.
   */
  memberProgressPart(memberIds: readonly string[]): ReadPart<Map<string, MemberProgressRow>> {
    return ReadPart.of((json) => progressRows(json as MemberXpRow[]))`
      select coalesce(json_agg(x), '[]')
        from (select member_id, xp_total, level, xp_today, today_day::text as today_day, xp_week, week_start::text as week_start,
                     streak_days, last_login_day::text as last_login_day
                from member_xp where member_id = any(${[...new Set(memberIds)]}::uuid[])) x`;
  }

  /** The member's badges, most recent first. */
  /**
   * Everything the member's own dashboard figures need, in one round trip: the
   * progress row, the ranking position (null when gamification does not know the
   * member), the latest `badgeLimit` badge grants and the number of badges.
   */
  async dashboardFigures(
    memberId: string,
    weekStart: string,
    badgeLimit: number,
  ): Promise<{ progress: MemberProgressRow | undefined; position: number | null; badges: BadgeGrantRow[]; totalBadges: number }> {
    const position = positionStatement(weekStart, memberId);
    const [row] = await this.em.fork().execute<
      (Partial<MemberXpRow> & { position: string | null; badges: { badge_id: number; created_at: string }[]; total_badges: string })[]
    >(
      `with pos as (${position.sql})
       select x.member_id, x.xp_total, x.level, x.xp_today, x.today_day::text as today_day, x.xp_week,
              x.week_start::text as week_start, x.streak_days, x.last_login_day::text as last_login_day,
              (select position from pos) as position,
              (select coalesce(json_agg(json_build_object('badge_id', b.badge_id, 'created_at', b.created_at)
                                        order by b.created_at desc, b.badge_id desc), '[]'::json)
                 from (select badge_id, created_at from badge_grant where member_id = ?
                       order by created_at desc, badge_id desc limit ?) b) as badges,
              (select count(*) from badge_grant where member_id = ?) as total_badges
       from (select 1) one left join member_xp x on x.member_id = ?`,
      [...position.params, memberId, badgeLimit, memberId, memberId],
    );
    const progress: MemberProgressRow | undefined = row?.member_id
      ? {
          memberId: row.member_id,
          xpTotal: Number(row.xp_total),
          level: Number(row.level),
          xpToday: Number(row.xp_today),
          todayDay: row.today_day ?? null,
          xpWeek: Number(row.xp_week),
          weekStart: row.week_start ?? null,
          streakDays: Number(row.streak_days),
          lastLoginDay: row.last_login_day ?? null,
        } as MemberProgressRow
      : undefined;
    return {
      progress,
      position: row?.position == null ? null : Number(row.position),
      badges: (row?.badges ?? []).map((b) => ({ badgeId: Number(b.badge_id), earnedAt: new Date(b.created_at) })),
      totalBadges: Number(row?.total_badges ?? 0),
    };
  }

  /**
   * A profile's figures of the member in the week starting `weekStart`: ranking position
   * (null when gamification does not know the member) and number of badges, as a part
   * of a composed read (ADR 0080). The position is the ranking's own statement.
   */
  positionAndBadgesPart(memberId: string, weekStart: string): ReadPart<{ position: number | null; totalBadges: number }> {
    const statement = positionStatement(weekStart, memberId);
    const position = ReadPart.fromStatement((json) => json as number | null, `select to_json(pos.position) from (${statement.sql}) pos`, statement.params);
    return ReadPart.of((json) => json as { position: number | null; totalBadges: number })`select json_build_object(
      'position', ${position},
      'totalBadges', (select count(*) from badge_grant where member_id = ${memberId}::uuid))`;
  }

  /** The member's badges, most recent first (all, or the latest `limit`), as a part of one statement (ADR 0080). */
  badgeGrantsPart(memberId: string, limit?: number): ReadPart<BadgeGrantRow[]> {
    return ReadPart.of((json) =>
      (json as { badge_id: number; created_at: string }[]).map((r) => ({ badgeId: Number(r.badge_id), earnedAt: new Date(r.created_at) })),
    )`select coalesce(json_agg(json_build_object('badge_id', g.badge_id, 'created_at', g.created_at)
                                 order by g.created_at desc, g.badge_id desc), '[]')
        from (select badge_id, created_at from badge_grant where member_id = ${memberId}::uuid
               order by created_at desc, badge_id desc limit ${limit ?? null}::int) g`;
  }

  async badgeGrants(memberId: string, limit?: number): Promise<BadgeGrantRow[]> {
    const [grants] = await this.db.readTogether(this.badgeGrantsPart(memberId, limit));
    return grants;
  }

  async countBadges(memberId: string): Promise<number> {
    const [{ count }] = await this.em
      .fork()
      .execute<{ count: string }[]>('select count(*) as count from badge_grant where member_id = ?', [memberId]);
    return Number(count);
  }

  /** A page of the member's ledger, newest first, after the (created_at, id) cursor. */
  async history(memberId: string, after: { createdAt: Date; id: string } | undefined, limit: number): Promise<HistoryRow[]> {
    const rows = await this.em.fork().execute<
      {
        id: string;
        action_type: string;
        amount: number;
        reason_key: string;
        params: Record<string, unknown>;
        reference_type: string;
        reference_id: string;
        day: string;
        created_at: Date;
      }[]
    >(
      `select id, action_type, amount, reason_key, params, reference_type, reference_id, day::text as day, created_at
       from xp_ledger_entry
       where member_id = ? ${after ? 'and (created_at, id) < (?, ?)' : ''}
       order by created_at desc, id desc limit ?`,
      [memberId, ...(after ? [after.createdAt, after.id] : []), limit],
    );
    return rows.map((r) => ({
      id: r.id,
      actionType: r.action_type,
      amount: Number(r.amount),
      reasonKey: r.reason_key,
      params: r.params ?? {},
      referenceType: r.reference_type,
      referenceId: r.reference_id,
      day: r.day,
      createdAt: new Date(r.created_at),
    }));
  }

  /**
   * The award already made to a member for an action and reference, with what it
   * caused — the first time it is asked about; null when there is none or it was
   * already announced.
   */
  async awardFor(
    memberId: string,
    actionType: string,
    referenceType: string,
    referenceId: string,
  ): Promise<{ entryId: string; amount: number; levelReached: number | null; badgeIds: number[] } | null> {
    // One transaction: the award is marked announced only with the answer that announces it.
    return this.em.fork().transactional(async (em) => {
      const [entry] = await em.execute<{ id: string; amount: number; level_reached: number | null }[]>(
        `select e.id, e.amount, (select max(level) from level_reached l where l.ledger_entry_id = e.id) as level_reached
         from xp_ledger_entry e
         where e.member_id = ? and e.action_type = ? and e.reference_type = ? and e.reference_id = ?`,
        [memberId, actionType, referenceType, referenceId],
      );
      if (!entry) return null;
      // Claimed once: a second question about the same award finds nothing new to announce.
      const claimed = await em.execute<{ ledger_entry_id: string }[]>(
        'insert into xp_award_announcement (ledger_entry_id, created_at) values (?, now()) on conflict do nothing returning ledger_entry_id',
        [entry.id],
      );
      if (claimed.length === 0) return null;
      const badges = await em.execute<{ badge_id: number }[]>(
        'select badge_id from badge_grant where ledger_entry_id = ? order by badge_id',
        [entry.id],
      );
      return {
        entryId: entry.id,
        amount: Number(entry.amount),
        levelReached: entry.level_reached === null ? null : Number(entry.level_reached),
        badgeIds: badges.map((b) => Number(b.badge_id)),
      };
    });
  }

  async ranks(): Promise<RankRow[]> {
    const rows = await this.em.fork().execute<
      {
        id: number;
        level: number;
        name: string;
        description: string;
        description_en: string;
        xp_required: number;
        badge_color: string;
        text_color: string;
      }[]
    >('select id, level, name, description, description_en, xp_required, badge_color, text_color from rank order by level');
    return rows.map((r) => ({
      id: Number(r.id),
      level: Number(r.level),
      name: r.name,
      description: r.description,
      descriptionEn: r.description_en,
      xpRequired: Number(r.xp_required),
      badgeColor: r.badge_color,
      textColor: r.text_color,
    }));
  }

  async badges(): Promise<BadgeRow[]> {
    const rows = await this.em.fork().execute<
      {
        id: number;
        code: string;
        name: string;
        name_en: string;
        description: string;
        description_en: string;
        icon: string;
        badge_color: string;
      }[]
    >('select id, code, name, name_en, description, description_en, icon, badge_color from badge order by id');
    return rows.map((r) => ({
      id: Number(r.id),
      code: r.code,
      name: r.name,
      nameEn: r.name_en,
      description: r.description,
      descriptionEn: r.description_en,
      icon: r.icon,
      badgeColor: r.badge_color,
    }));
  }
}

function progressRows(rows: MemberXpRow[]): Map<string, MemberProgressRow> {
  return new Map(
    rows.map((r) => [
      r.member_id,
      {
        memberId: r.member_id,
        xpTotal: Number(r.xp_total),
        level: Number(r.level),
        xpToday: Number(r.xp_today),
        todayDay: r.today_day,
        xpWeek: Number(r.xp_week),
        weekStart: r.week_start,
        streakDays: Number(r.streak_days),
        lastLoginDay: r.last_login_day,
      },
    ]),
  );
}
