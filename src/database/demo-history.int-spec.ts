import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { createTestApp, baseUrlOf, type TestApp } from '../../test/support/app.js';
import { ownDatabase } from '../../test/support/database.js';
import { signIn } from '../../test/support/sign-in.js';
import { OutboxDispatcher } from '../shared/events/index.js';
import { addDays, saoPauloDay, saoPauloWeekStart } from '../shared/time/index.js';
import { migrateDatabase } from './migrate.js';

/**
 * The demo a newcomer sees on a new database: a history over the past weeks (ADR 0078),
 * delivered by the app's own poller as at a first start, never everything dated today.
 */
describe('demo history', () => {
  let db: Awaited<ReturnType<typeof ownDatabase>>;
  let t: TestApp;
  let client: pg.Client;
  const rows = async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[];

  beforeAll(async () => {
    db = await ownDatabase('demohistory');
    await migrateDatabase(db.url, { seedDemoWhenEmpty: true });
    t = await createTestApp({ databaseUrl: db.url, listen: true });
    // The start-up poll delivers the whole history, batch after batch, in the order it happened.
    const dispatcher = t.app.get(OutboxDispatcher) as unknown as { pollOnce(): Promise<unknown> };
    await dispatcher.pollOnce();
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
  }, 120_000);

  afterAll(async () => {
    await client?.end();
    await t?.close();
    await db?.drop();
  });

  it('spreads XP over at least four weeks, and keeps every member total and weekly score equal to the ledger', async () => {
    expect(await rows('select id from outbox_event where dispatched_at is null')).toEqual([]);
    const [{ weeks, days }] = await rows<{ weeks: number; days: number }>(
      'select count(distinct week_start)::int as weeks, count(distinct day)::int as days from xp_ledger_entry',
    );
    expect(weeks).toBeGreaterThanOrEqual(4);
    expect(days).toBeGreaterThanOrEqual(28);
    const today = saoPauloDay(new Date());
    const [{ before, on }] = await rows<{ before: number; on: number }>(
      `select count(*) filter (where day < $1)::int as before, count(*) filter (where day = $1)::int as on from xp_ledger_entry`,
      [today],
    );
    expect(before).toBeGreaterThan(on * 5);
    // Totals, weekly scores and today's sum are the ledger's.
    expect(
      await rows(
        `select m.member_id from member_xp m
         left join (select member_id, sum(amount)::int as xp from xp_ledger_entry group by member_id) l on l.member_id = m.member_id
         where m.xp_total <> coalesce(l.xp, 0)`,
      ),
    ).toEqual([]);
    expect(
      await rows(
        `select w.member_id, w.week_start from weekly_score w
         left join (select member_id, week_start, sum(amount)::int as xp from xp_ledger_entry group by member_id, week_start) l
           on l.member_id = w.member_id and l.week_start = w.week_start
         where w.xp <> coalesce(l.xp, 0)`,
      ),
    ).toEqual([]);
    expect(
      await rows(
        `select m.member_id from member_xp m
         where m.today_day = $1 and m.xp_today <> (select coalesce(sum(amount), 0) from xp_ledger_entry l where l.member_id = m.member_id and l.day = $1)`,
        [today],
      ),
    ).toEqual([]);
  });

  it("ranks members on this week's XP, and some member keeps a streak of three days or more up to today or yesterday", async () => {
    const today = saoPauloDay(new Date());
    const streaks = await rows<{ streak_days: number }>(
      'select streak_days from member_xp where streak_days >= 3 and last_login_day >= $1::date',
      [addDays(today, -1)],
    );
    expect(streaks.length).toBeGreaterThan(0);

    const { agent } = await signIn(baseUrlOf(t.app), { email: 'ana@poliglota.dev', name: 'Ana Souza' });
    const ranking = await agent.get('/api/ranking').expect(200);
    expect(ranking.body.weekStart).toBe(saoPauloWeekStart(new Date()));
    const active = (ranking.body.topUsers as { name: string; weekly_xp: number }[]).filter((user) => user.weekly_xp > 0);
    expect(active.map((user) => user.name)).toContain('Ana Souza');
    // Ana's history shows earlier days, not only today.
    const history = await agent.get('/api/xp/history').expect(200);
    expect(JSON.stringify(history.body)).toContain(addDays(today, -1));
  });

  it('dates badge grants and levels when they were earned: none in the future, most before today', async () => {
    const now = new Date();
    const grants = await rows<{ created_at: Date }>('select created_at from badge_grant');
    expect(grants.length).toBeGreaterThan(0);
    expect(grants.filter((grant) => grant.created_at.getTime() > now.getTime())).toEqual([]);
    const startOfToday = saoPauloDay(now);
    const earlier = grants.filter((grant) => saoPauloDay(grant.created_at) < startOfToday);
    expect(earlier.length).toBeGreaterThan(grants.length / 2);
    const levels = await rows<{ created_at: Date }>('select created_at from level_reached');
    expect(levels.filter((level) => level.created_at.getTime() > now.getTime())).toEqual([]);
  });

  it('dates posts, comments, likes and downloads over the past weeks', async () => {
    const [{ weeks }] = await rows<{ weeks: number }>(
      `select count(distinct date_trunc('week', created_at at time zone 'America/Sao_Paulo'))::int as weeks from (
         select created_at from post union all select created_at from post_comment union all select created_at from post_like
         union all select created_at from course_download) facts`,
    );
    expect(weeks).toBeGreaterThanOrEqual(4);
    expect(await rows('select id from course_download where created_at > now()')).toEqual([]);
    expect(await rows('select id from course c where download_count <> (select count(*) from course_download d where d.course_id = c.id)')).toEqual([]);
  });

  it('gives the demo course quizzes of every kind in both languages, answered in the past, with quiz_correct XP once per first right answer', async () => {
    const questions = await rows<{ type: string; prompt_language: string }>('select type, prompt_language from lesson_quiz_question');
    expect(questions.length).toBeGreaterThanOrEqual(5);
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(['choice', 'text', 'order']));
    expect(new Set(questions.map((q) => q.prompt_language))).toEqual(new Set(['pt', 'en']));
    const [attempts] = await rows<{ members: number; wrong: number; future: number }>(
      `select count(distinct member_id)::int as members, count(*) filter (where not correct)::int as wrong,
              count(*) filter (where answered_at > now())::int as future from lesson_quiz_attempt`,
    );
    expect(attempts.members).toBeGreaterThanOrEqual(2);
    expect(attempts.wrong).toBeGreaterThan(0);
    expect(attempts.future).toBe(0);
    const awarded = await rows<{ member_id: string; reference_id: string }>(
      "select member_id, reference_id from xp_ledger_entry where action_type = 'quiz_correct' order by member_id, reference_id",
    );
    const solved = await rows<{ member_id: string; reference_id: string }>(
      'select member_id, question_id::text as reference_id from lesson_quiz_solved order by member_id, reference_id',
    );
    expect(awarded).toEqual(solved);
    expect(solved.length).toBeGreaterThan(0);
  });

  it('gives a newcomer texts to correct in both languages and a corrected text: two corrections, one marked helpful with replies, by members who speak the language', async () => {
    const texts = await rows<{ language: string; corrections_count: number; corrections: number; first_correction_at: Date | null; created_at: Date }>(
      `select w.language, w.corrections_count, w.first_correction_at, w.created_at,
              (select count(*)::int from writing_correction c where c.writing_id = w.id) as corrections
         from writing w`,
    );
    expect(new Set(texts.map((text) => text.language))).toEqual(new Set(['pt', 'en']));
    for (const text of texts) {
      expect(text.corrections_count).toBe(text.corrections);
      expect(text.first_correction_at === null).toBe(text.corrections === 0);
      expect(text.created_at.getTime()).toBeLessThan(Date.now());
    }
    for (const language of ['pt', 'en']) {
      expect(texts.filter((text) => text.language === language && text.corrections === 0).length).toBeGreaterThan(0);
      expect(texts.filter((text) => text.language === language && text.corrections === 2).length).toBeGreaterThan(0);
    }
    // Every corrector declared the text's language Nativo or Fluente; no author declared it Nativo.
    expect(
      await rows(
        `select c.id from writing_correction c join writing w on w.id = c.writing_id
          where not exists (select 1 from member_language l where l.member_id = c.corrector_id and l.language = w.language
                              and l.proficiency in ('Nativo', 'Fluente'))`,
      ),
    ).toEqual([]);
    expect(
      await rows(
        `select w.id from writing w join member_language l on l.member_id = w.author_id and l.language = w.language and l.proficiency = 'Nativo'`,
      ),
    ).toEqual([]);
    // A word changed and a sentence judged correct; one correction helpful, with replies counted.
    const judged = await rows<{ verdicts: string[] }>(`select array(select j ->> 'verdict' from jsonb_array_elements(sentences) j) as verdicts from writing_correction`);
    expect(judged.some(({ verdicts }) => verdicts.includes('corrected') && verdicts.includes('correct'))).toBe(true);
    const helpful = await rows<{ reply_count: number; replies: number }>(
      `select c.reply_count, (select count(*)::int from writing_correction_reply r where r.correction_id = c.id) as replies
         from writing_correction c where c.helpful`,
    );
    expect(helpful).toHaveLength(1);
    expect(helpful[0].replies).toBeGreaterThan(0);
    expect(helpful[0].reply_count).toBe(helpful[0].replies);

    // Ana (pt Nativo, en Fluente) finds texts waiting in both languages on her dashboard.
    const { agent } = await signIn(baseUrlOf(t.app), { email: 'ana@poliglota.dev', name: 'Ana Souza' });
    const dashboard = await agent.get('/api/dashboard').expect(200);
    expect((dashboard.body.corrections.waiting as { language: string }[]).map((entry) => entry.language)).toEqual(['pt', 'en']);
  });
});
