import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { moduleUnderTest } from '../../../../test/support/module.js';
import { newId } from '../../../../test/support/events.js';
import { GamificationApi, GamificationModule } from '../index.js';
import { GamificationMemberData } from './member-data.part.js';

jest.setTimeout(60_000);

/**
 * The XP of corrections (issue 47) on real PostgreSQL, as the corrections module awards it: in
 * its own transaction, many at once. Each award happens once and the caps hold under
 * concurrency (ADR 0134).
 */
describe('XP of corrections under concurrency', () => {
  const app = moduleUnderTest({ imports: [GamificationModule] });
  const api = () => app.get(GamificationApi);
  // Wednesday 2031-05-14, 15:00 in São Paulo: a week of its own.
  const at = new Date('2031-05-14T18:00:00Z');

  beforeAll(() => {
    app.clock.set('2031-05-14T18:30:00Z');
  });

  const orm = () => app.get<MikroORM>(MikroORM);
  const inTransaction = <T>(work: (em: EntityManager) => Promise<T>): Promise<T> => orm().em.fork().transactional(work);
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => orm().em.fork().execute<T[]>(query, params);

  const entriesOf = (memberId: string) =>
    sql<{ action_type: string; reference_id: string; amount: number; reason_key: string }>(
      `select action_type, reference_id, amount, reason_key from xp_ledger_entry where member_id = ? order by created_at, id`,
      [memberId],
    );
  const totalOf = async (memberId: string) =>
    Number((await sql<{ xp_total: number }>('select xp_total from member_xp where member_id = ?', [memberId]))[0]?.xp_total ?? 0);

  const mark = (correctorId: string, authorId: string, correctionId: string) =>
    inTransaction((em) => api().awardCorrectionHelpful(em, { correctorId, authorId, correctionId, at }));
  const unmark = (correctorId: string, correctionId: string) =>
    inTransaction((em) => api().reverseCorrectionHelpful(em, { correctorId, correctionId }));
  const sum = (amounts: number[]) => amounts.reduce((a, b) => a + b, 0);

  it('awards 10 XP once for ten concurrent marks of one correction', async () => {
    const corrector = newId();
    const author = newId();
    const correction = newId();
    const amounts = await Promise.all(Array.from({ length: 10 }, () => mark(corrector, author, correction)));
    expect(amounts.sort((a, b) => b - a)).toEqual([10, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(await entriesOf(corrector)).toEqual([
      { action_type: 'correction_helpful', reference_id: correction, amount: 10, reason_key: 'correction_helpful' },
    ]);
    expect(await totalOf(corrector)).toBe(10);
    // The marks that found the award made gave their cap slots back: the pair's second one is free.
    expect(await mark(corrector, author, newId())).toBe(10);
  });

  it('holds the pair’s 20 XP a week when three corrections of one pair are marked at once', async () => {
    const corrector = newId();
    const author = newId();
    const amounts = await Promise.all([newId(), newId(), newId()].map((correction) => mark(corrector, author, correction)));
    expect(amounts.sort((a, b) => b - a)).toEqual([10, 10, 0]);
    const entries = await entriesOf(corrector);
    expect(entries.map((e) => e.reason_key).sort()).toEqual([
      'correction_helpful',
      'correction_helpful',
      'correction_helpful:correction_pair_cap_reached',
    ]);
    expect(await totalOf(corrector)).toBe(20);
    // The pair's cap is the pair's: another author still earns the corrector XP this week.
    expect(await mark(corrector, newId(), newId())).toBe(10);
  });

  it('holds a corrector’s 60 XP a day when eight authors mark at once', async () => {
    const corrector = newId();
    const amounts = await Promise.all(Array.from({ length: 8 }, () => mark(corrector, newId(), newId())));
    expect(sum(amounts)).toBe(60);
    expect(amounts.filter((a) => a === 0)).toHaveLength(2);
    expect((await entriesOf(corrector)).filter((e) => e.reason_key === 'correction_helpful:correction_cap_reached')).toHaveLength(2);
    expect(await totalOf(corrector)).toBe(60);
  });

  it('reverses once under five concurrent unmarks; marking again afterwards earns nothing', async () => {
    const corrector = newId();
    const author = newId();
    const correction = newId();
    expect(await mark(corrector, author, correction)).toBe(10);
    const taken = await Promise.all(Array.from({ length: 5 }, () => unmark(corrector, correction)));
    expect(taken.sort((a, b) => b - a)).toEqual([10, 0, 0, 0, 0]);
    expect(await mark(corrector, author, correction)).toBe(0);
    expect(await unmark(corrector, correction)).toBe(0);
    expect((await entriesOf(corrector)).map((e) => [e.action_type, e.amount, e.reason_key])).toEqual([
      ['correction_helpful', 10, 'correction_helpful'],
      ['correction_helpful_reversal', -10, 'correction_helpful_reversal:helpful_unmarked'],
    ]);
    expect(await totalOf(corrector)).toBe(0);
  });

  it('gives 5 XP for each of the first two texts of a day, under concurrency, and 0 with the reason after', async () => {
    const member = newId();
    const amounts = await Promise.all(
      Array.from({ length: 4 }, () => inTransaction((em) => api().awardWritingPosted(em, { memberId: member, writingId: newId(), at }))),
    );
    expect(amounts.sort((a, b) => b - a)).toEqual([5, 5, 0, 0]);
    expect((await entriesOf(member)).filter((e) => e.reason_key === 'writing_posted:writing_cap_reached')).toHaveLength(2);
    expect(await totalOf(member)).toBe(10);
  });

  it('erases the weekly counters of the pairs an erased author was part of, and only those', async () => {
    const corrector = newId();
    const author = newId();
    const other = newId();
    await mark(corrector, author, newId());
    await mark(corrector, other, newId());
    const pairRows = () =>
      sql<{ cap: string; count: number }>(`select cap, count from xp_daily_cap_count where member_id = ? and cap like 'correction_pair:%' order by cap`, [
        corrector,
      ]);
    expect((await pairRows()).map((r) => r.cap).sort()).toEqual([`correction_pair:${author}`, `correction_pair:${other}`].sort());
    await inTransaction((em) => app.get(GamificationMemberData).erase(em, author));
    expect(await pairRows()).toEqual([{ cap: `correction_pair:${other}`, count: 1 }]);
    expect(await totalOf(corrector)).toBe(20);
  });

  it('has Corretor(a) and Mestre das correções in the badge catalogue, in pt and en', async () => {
    expect(await sql('select id, code, name, name_en from badge where id in (14, 15) order by id')).toEqual([
      { id: 14, code: 'corrector', name: 'Corretor(a)', name_en: 'Corrector' },
      { id: 15, code: 'correction_master', name: 'Mestre das correções', name_en: 'Correction master' },
    ]);
  });
});

