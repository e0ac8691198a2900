import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { HistogramDeltas, XpLedgerRepository } from '../../application/ports/persistence.js';
import { PAIR_WEEKLY_XP_CAPS, type PairXpCap } from '../../domain/xp-rules.js';
import { pairCapKey } from './xp-ledger.repository.js';

/**
 * Gamification's part of an account's erasure (ADR 0108): the XP ledger, totals, weekly
 * scores, streak, badges and caps of the member, with the ranking's histograms lowered by
 * the rows that go (ADR 0030), so every other member's position stays right.
 */
@Injectable()
export class GamificationErasureRepository {
  constructor(private readonly ledger: XpLedgerRepository) {}

  async erase(em: EntityManager, memberId: string): Promise<void> {
    const histograms = new HistogramDeltas();
    // Locked as an award locks it: no award of the member runs across the erasure.
    const [total] = await em.execute<{ xp_total: number }[]>('select xp_total from member_xp where member_id = ? for update', [memberId]);
    const weeks = await em.execute<{ week_start: string; xp: number; xp_total: number }[]>(
      'delete from weekly_score where member_id = ? returning week_start::text as week_start, xp, xp_total',
      [memberId],
    );
    for (const week of weeks) histograms.weeklyScoreChanged(week.week_start, { xp: Number(week.xp), xpTotal: Number(week.xp_total) }, null);
    if (total) histograms.totalRemoved(Number(total.xp_total));
    await this.ledger.applyHistogramDeltas(em, histograms);
    await em.execute(
      'delete from xp_award_announcement where ledger_entry_id in (select id from xp_ledger_entry where member_id = ?)',
      [memberId],
    );
    for (const table of ['xp_ledger_entry', 'badge_grant', 'level_reached', 'xp_daily_cap_count', 'member_xp']) {
      await em.execute(`delete from ${table} where member_id = ?`, [memberId]);
    }
    // Other members' weekly pair counters that name this one (ADR 0134).
    const pairKeys = (Object.keys(PAIR_WEEKLY_XP_CAPS) as PairXpCap[]).map((cap) => pairCapKey(cap, memberId));
    await em.execute('delete from xp_daily_cap_count where cap in (?)', [pairKeys]);
  }
}
