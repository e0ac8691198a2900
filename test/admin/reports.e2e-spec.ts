import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import request from 'supertest';
import { baseUrlOf, createTestApp, type TestApp } from '../support/app.js';
import { testDatabaseUrl } from '../support/database.js';
import { MODERATOR, postBody, publishPost, signInModerator, sql, submitPost } from '../support/community.js';
import { addLesson, addModule, createAdminCourse, publishCourse } from '../support/courses.js';
import { signIn, type Agent } from '../support/sign-in.js';
import { OutboxDispatcher } from '../../src/shared/events/index.js';
import { addDays, saoPauloDay } from '../../src/shared/time/index.js';

/**
 * The administrators' reports (ADR 0033) over a world this test builds through
 * the API, in a database of its own: every figure is global, so the run's shared
 * database (other files write to it at the same time) could not be counted exactly.
 */
describe('admin reports', () => {
  let t: TestApp;
  let baseUrl: string;
  let orm: MikroORM;
  let admin: Agent;
  let databaseUrl: string;
  let dropDatabase: () => Promise<void>;

  const NOW = '2026-06-10T15:00:00Z'; // Wednesday, 12:00 in São Paulo; the week began on Monday 8 June.

  beforeAll(async () => {
    const shared = new URL(testDatabaseUrl());
    const name = `poliglota_reports_${randomBytes(4).toString('hex')}`;
    const client = new pg.Client({ connectionString: shared.toString() });
    await client.connect();
    await client.query(`create database ${client.escapeIdentifier(name)}`).finally(() => client.end());
    const own = new URL(shared.toString());
    own.pathname = `/${name}`;
    databaseUrl = own.toString();
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: shared.toString() });
      await dropper.connect();
      await dropper.query(`drop database if exists ${dropper.escapeIdentifier(name)} with (force)`).finally(() => dropper.end());
    };
    execFileSync(process.execPath, ['dist/scripts/db.js', 'migrate'], {
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    // totalDbRows is PostgreSQL's estimate (ADR 0033). An autovacuum ANALYZE replaces it with
    // what it sees, and counts again the rows of commits whose statistics were not yet published;
    // without it (and after one exact ANALYZE before the app starts) the estimate moves by exactly
    // the inserts and deletes, so this suite can compare.
    await withoutAutovacuum(databaseUrl);
    t = await createTestApp({
      listen: true,
      now: NOW,
      databaseUrl,
      env: { ADMIN_EMAIL: MODERATOR.email, ADMIN_PASSWORD: MODERATOR.password },
    });
    baseUrl = baseUrlOf(t.app);
    orm = t.app.get(MikroORM);
    admin = await signInModerator(baseUrl);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await dropDatabase?.();
  });

  async function withoutAutovacuum(url: string) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        `select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables where schemaname = current_schema()`,
      );
      for (const { name } of rows) await client.query(`alter table ${name} set (autovacuum_enabled = off)`);
      // Only then are the statistics made exact (small tables are read whole), while nothing else
      // writes. Not yet while another backend is connected: an autovacuum worker that started on the
      // migrated tables finishes its ANALYZE, and the migrations' backend, whose client has exited,
      // publishes its inserts as it ends; published after the ANALYZE, they would be counted twice.
      // So: ANALYZE once alone, and again until the estimate equals an exact count.
      const exact = async () => {
        let total = 0;
        for (const { name } of rows) total += (await client.query<{ n: number }>(`select count(*)::int as n from ${name}`)).rows[0].n;
        return total;
      };
      for (let attempt = 0; attempt < 600; attempt += 1) {
        const { rows: others } = await client.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
        );
        if (others[0].n === 0) {
          await client.query('analyze');
          await client.query('select pg_stat_clear_snapshot()');
          const { rows: estimated } = await client.query<{ n: number }>(
            `select coalesce(sum(n_live_tup), 0)::int as n from pg_stat_user_tables where schemaname = current_schema()`,
          );
          if (estimated[0].n === (await exact())) return;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('The row estimate never settled on an exact count');
    } finally {
      await client.end();
    }
  }

  const drain = () => t.app.get(OutboxDispatcher).dispatchDue(1000);

  /** Signs a member in (registering them) at that instant and delivers the sign-in's events. */
  async function memberAt(instant: string, name: string) {
    t.clock.set(instant);
    const member = await signIn(baseUrl, { name });
    await drain();
    return member;
  }

  /** Any authenticated request at that instant: the member's activity of that São Paulo day. */
  async function activeAt(instant: string, member: { agent: Agent }) {
    t.clock.set(instant);
    await member.agent.get('/api/users/me').expect(200);
    await drain();
  }

  const complete = (member: { agent: Agent }, courseId: string, lessonId: string) =>
    member.agent.post('/api/lessons/complete').send({ courseId, lessonId }).expect(200);

  it('answers guests 401 and learners 403', async () => {
    await request(baseUrl).get('/api/admin/reports').expect(401);
    const learner = await memberAt(NOW, 'Aprendiz');
    await learner.agent.get('/api/admin/reports').expect(403);
    await sql(orm, 'delete from member where id = ?', [learner.memberId]);
  });

  // Nine members, four courses, their posts, lessons and days of activity built through the API, one
  // request after another: longer than Jest's 30 s on a loaded 2-core machine with three workers (ADR 0087).
  it('reports every figure of a known world, with week and month boundaries, orphans and zero-filled series', async () => {
    // Members registered around the boundaries (São Paulo is UTC−3).
    const old = await memberAt('2026-04-20T12:00:00Z', 'Olga Antiga'); // before the 30-day series
    const may = await memberAt('2026-05-31T12:00:00Z', 'Maia Maio');
    await memberAt('2026-06-01T02:30:00Z', 'Mário Fim de Maio'); // 31 May, 23:30 in São Paulo: last month
    const juneEdge = await memberAt('2026-06-01T03:30:00Z', 'Júlia Junho'); // 1 June, 00:30: this month
    await memberAt('2026-06-08T02:30:00Z', 'Domingos'); // Sunday 7 June, 23:30: last week
    const monday = await memberAt('2026-06-08T03:30:00Z', 'Segunda'); // Monday 8 June, 00:30: this week

    // Learning content: course A (2 lessons), B (1 lesson), C (none, no enrolment).
    t.clock.set('2026-06-08T12:00:00Z');
    const courseA = await createAdminCourse(admin);
    const moduleA = await addModule(admin, courseA);
    const a1 = (await addLesson(admin, courseA, moduleA.id, { title: 'A1', duration_seconds: 100 })).id as string;
    const a2 = (await addLesson(admin, courseA, moduleA.id, { title: 'A2', duration_seconds: 100 })).id as string;
    const courseB = await createAdminCourse(admin);
    const moduleB = await addModule(admin, courseB);
    const b1 = (await addLesson(admin, courseB, moduleB.id, { title: 'B1', duration_seconds: 60 })).id as string;
    const courseC = await createAdminCourse(admin, { publish: false });
    const moduleC = await addModule(admin, courseC);
    await addLesson(admin, courseC, moduleC.id, { title: 'C1', is_active: false });

    // Monday: opening a lesson enrols without completing anything.
    t.clock.set('2026-06-08T13:00:00Z');
    await monday.agent.get(`/api/courses/${courseA}/lessons/${a1}`).expect(200);
    await drain();
    // Tuesday: Júlia is active this week, not today.
    await activeAt('2026-06-09T12:00:00Z', juneEdge);

    // Today.
    const ana = await memberAt(NOW, 'Ana Hoje');
    const bia = await memberAt('2026-06-10T15:01:00Z', 'Bia Hoje');
    const ghost = await memberAt('2026-06-10T15:02:00Z', 'Fantasma');
    await activeAt('2026-06-10T15:03:00Z', may);

    await complete(ana, courseA, a1);
    t.clock.advance(60_000);
    await complete(ana, courseA, a2);
    t.clock.advance(60_000);
    await complete(bia, courseA, a1);
    t.clock.advance(60_000);
    await complete(may, courseB, b1);
    t.clock.advance(60_000);
    await complete(ghost, courseB, b1);
    t.clock.advance(60_000);
    await ana.agent.post(`/api/courses/${courseA}/rate`).send({ rating: 5 }).expect(200);
    await bia.agent.post(`/api/courses/${courseA}/rate`).send({ rating: 4 }).expect(200);
    await may.agent.post(`/api/courses/${courseB}/rate`).send({ rating: 3 }).expect(200);
    await drain();

    // A member's upload counts as a course, not as learning content.
    await publishCourse(t, may.agent, admin);

    // Posts: Ana two published, Bia one waiting, the ghost one published; likes on Ana's.
    const anaPost1 = await publishPost(t, ana.agent, admin, postBody());
    await publishPost(t, ana.agent, admin, postBody());
    await submitPost(t, bia.agent, postBody());
    await publishPost(t, ghost.agent, admin, postBody());
    await bia.agent.post(`/api/community/posts/${anaPost1}/like`).send({ liked: true }).expect(200);
    await may.agent.post(`/api/community/posts/${anaPost1}/like`).send({ liked: true }).expect(200);
    await admin.post(`/api/admin/users/${old.memberId}/give-xp`).set('Idempotency-Key', randomUUID()).send({ amount: 1000, reason: 'Bônus' }).expect(200);
    await drain();

    // Profiles completed by two members; one member without a name.
    await ana.agent.post('/api/profile/setup').send({ name: 'Ana Hoje' }).expect((res) => expect(res.status).toBeLessThan(300));
    await bia.agent.post('/api/profile/setup').send({ name: 'Bia Hoje' }).expect((res) => expect(res.status).toBeLessThan(300));
    await sql(orm, `update member set name = '' where id = ?`, [bia.memberId]);
    // The ghost's member row goes, as the debug test does: its post and enrolment are orphans.
    await sql(orm, 'delete from member where id = ?', [ghost.memberId]);

    const res = await admin.get('/api/admin/reports').query({ ignored: 'yes' }).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const r = res.body;
    const now = t.clock.now();
    expect(r.timestamp).toBe(now.toISOString());
    expect(saoPauloDay(now)).toBe('2026-06-10');

    // Members: old, may, mário, júlia, domingos, segunda, ana, bia (the ghost is gone).
    const [{ members }] = await sql(orm, 'select count(*)::int as members from member');
    expect(members).toBe(8);
    expect(r.overview).toEqual({
      totalUsers: 8,
      totalCourses: 4, // A, B, C and the upload
      totalPosts: 4,
      totalLessons: 3, // A1, A2, B1 (C1 is inactive)
      totalEnrollments: 5, // A: segunda, ana, bia; B: may, ghost
      totalRatings: 3,
    });
    expect(r.userAnalytics).toMatchObject({
      newUsersThisWeek: 3, // segunda, ana, bia
      newUsersThisMonth: 5, // + júlia, domingos
      activeUsersToday: 3, // ana, bia, may
      activeUsersThisWeek: 5, // + segunda (Monday), júlia (Tuesday)
    });

    // Top by XP: every member with XP, in order of total, with level; names from identity.
    const xpRows = await sql<{ member_id: string; xp_total: number; level: number }>(
      orm,
      'select member_id, xp_total, level from member_xp order by xp_total desc, registered_at asc, member_id asc',
    );
    expect(r.userAnalytics.topUsersByXP).toHaveLength(Math.min(10, xpRows.length));
    const names: Record<string, string | null> = {
      [old.memberId]: 'Olga Antiga',
      [may.memberId]: 'Maia Maio',
      [juneEdge.memberId]: 'Júlia Junho',
      [monday.memberId]: 'Segunda',
      [ana.memberId]: 'Ana Hoje',
      [bia.memberId]: null,
      [ghost.memberId]: null,
    };
    for (const [i, top] of r.userAnalytics.topUsersByXP.entries()) {
      expect(Object.keys(top).sort()).toEqual(['id', 'level', 'name', 'xp_total']);
      expect([top.id, top.level, top.xp_total]).toEqual([xpRows[i].member_id, xpRows[i].level, xpRows[i].xp_total]);
    }
    expect(r.userAnalytics.topUsersByXP[0]).toMatchObject({ id: old.memberId, name: 'Olga Antiga' });
    expect(r.userAnalytics.topUsersByXP.find((u: { id: string }) => u.id === bia.memberId)?.name ?? null).toBeNull();
    for (const top of r.userAnalytics.topUsersByXP) if (top.id in names) expect(top.name).toBe(names[top.id]);

    // Courses: A has 3 enrolments, 1 complete (33.3 %), ratings 5 and 4; B has 2, both complete, rating 3; C none.
    expect(r.courseAnalytics.popularCourses).toEqual([
      { id: courseA, title: expect.any(String), language: 'en', enrollment_count: 3, completion_rate: 33.3, average_rating: 4.5 },
      { id: courseB, title: expect.any(String), language: 'en', enrollment_count: 2, completion_rate: 100, average_rating: 3 },
      { id: courseC, title: expect.any(String), language: 'en', enrollment_count: 0, completion_rate: 0, average_rating: null },
    ]);
    expect(r.courseAnalytics.recentEnrollments.map((e: { user_id: string; course_id: string }) => [e.course_id, e.user_id])).toEqual([
      [courseB, ghost.memberId],
      [courseB, may.memberId],
      [courseA, bia.memberId],
      [courseA, ana.memberId],
      [courseA, monday.memberId],
    ]);
    expect(r.courseAnalytics.recentEnrollments[0]).toMatchObject({ user_name: null, enrolled_at: expect.stringMatching(/^2026-06-10T/) });
    expect(r.courseAnalytics.recentEnrollments[1]).toMatchObject({ user_name: 'Maia Maio' });
    expect(r.courseAnalytics.recentEnrollments[4]).toMatchObject({ user_name: 'Segunda', enrolled_at: '2026-06-08T13:00:00.000Z' });

    // Community.
    expect(r.communityAnalytics).toEqual({
      postsThisWeek: 4,
      postsThisMonth: 4,
      pendingPosts: 1,
      topActiveUsers: [
        { user_id: ana.memberId, user_name: 'Ana Hoje', post_count: 2, total_likes: 2 },
        { user_id: ghost.memberId, user_name: null, post_count: 1, total_likes: 0 },
      ],
    });

    // Learning: 5 completions; the mean percentage and watch time recomputed from the progress rows.
    const progress = await sql<{ completion_percentage: number; watch_time_seconds: number }>(
      orm,
      'select completion_percentage, watch_time_seconds from lesson_progress',
    );
    const meanPercent = progress.reduce((sum, p) => sum + Number(p.completion_percentage), 0) / progress.length;
    const watched = progress.reduce((sum, p) => sum + Number(p.watch_time_seconds), 0);
    expect(r.learningAnalytics).toMatchObject({
      totalLessonsCompleted: 5,
      averageLessonCompletionRate: Math.round(meanPercent * 10) / 10,
      totalStudyTime: Math.round(watched),
    });
    expect(
      r.learningAnalytics.recentCompletions.map((c: { lesson_title: string; user_name: string | null }) => [c.lesson_title, c.user_name]),
    ).toEqual([
      ['B1', null],
      ['B1', 'Maia Maio'],
      ['A1', null],
      ['A2', 'Ana Hoje'],
      ['A1', 'Ana Hoje'],
    ]);

    // System health: the ghost's post and enrolment; 2 of 8 profiles completed.
    expect(r.systemHealth.orphanedData).toEqual({ orphanedPosts: 1, orphanedEnrollments: 1 });
    expect(r.systemHealth.dataIntegrity).toEqual({ usersWithProfile: 2, totalUsers: 8, integrityPercent: 25 });
    expect(Number.isInteger(r.systemHealth.totalDbRows)).toBe(true);
    expect(r.systemHealth.totalDbRows).toBeGreaterThan(0);

    // Series: the 30 São Paulo days up to today, oldest first, zero-filled.
    const days = Array.from({ length: 30 }, (_, i) => addDays('2026-05-12', i));
    expect(r.series.newMembersPerDay.map((d: { day: string }) => d.day)).toEqual(days);
    const registered: Record<string, number> = { '2026-05-31': 2, '2026-06-01': 1, '2026-06-07': 1, '2026-06-08': 1, '2026-06-10': 2 };
    expect(r.series.newMembersPerDay).toEqual(days.map((day) => ({ day, count: registered[day] ?? 0 })));

    // XP per day from the ledger's creation instants grouped by São Paulo day here, not by the stored day.
    const ledger = await sql<{ amount: number; created_at: string | Date }>(orm, 'select amount, created_at from xp_ledger_entry');
    const xpByDay = new Map<string, number>();
    for (const e of ledger) {
      const day = saoPauloDay(new Date(e.created_at));
      xpByDay.set(day, (xpByDay.get(day) ?? 0) + Number(e.amount));
    }
    expect(r.series.xpPerDay).toEqual(days.map((day) => ({ day, xp: xpByDay.get(day) ?? 0 })));
    expect(r.series.xpPerDay.find((d: { day: string }) => d.day === '2026-04-20')).toBeUndefined();
    // Every XP of the 30 days plus Olga's April sign-in equals the members' totals.
    const [{ totals }] = await sql(orm, 'select coalesce(sum(xp_total), 0)::int as totals from member_xp');
    const beforeSeries = ledger.filter((e) => saoPauloDay(new Date(e.created_at)) < '2026-05-12').reduce((s, e) => s + Number(e.amount), 0);
    expect(r.series.xpPerDay.reduce((s: number, d: { xp: number }) => s + d.xp, 0) + beforeSeries).toBe(totals);
    expect(xpByDay.get('2026-06-10')).toBeGreaterThanOrEqual(1000);
  }, 120_000);

  it('counts quiz answers, the share right and the five questions most often missed, in two round trips', async () => {
    const courseId = await createAdminCourse(admin);
    const mod = await addModule(admin, courseId);
    const lesson = await addLesson(admin, courseId, mod.id as string, { title: 'Aula do quiz' });
    const questions = Array.from({ length: 7 }, (_v, i) => ({ type: 'choice', prompt: `Pergunta ${i}`, promptLanguage: 'pt', choices: ['certa', 'errada'], correctChoice: 0 }));
    const saved = (await admin.put(`/api/admin/courses/${courseId}/lessons/${lesson.id}/quiz`).send({ questions }).expect(200)).body.questions as { id: string }[];
    const before = (await admin.get('/api/admin/reports').expect(200)).body.learningAnalytics;
    const member = await signIn(baseUrl, { name: 'Quiz Mestre' });
    // Wrong answers per question: 0 → 4, 1 → 3, 2 → 3 (and one right), 3 → 2, 4 → 1, 5 → 1 (and one right), 6 → right only.
    const plan: [number, number, number][] = [[0, 4, 0], [1, 3, 0], [2, 3, 1], [3, 2, 0], [4, 1, 0], [5, 1, 1], [6, 0, 1]];
    for (const [index, wrong, right] of plan) {
      for (let i = 0; i < wrong + right; i += 1) {
        await member.agent
          .post(`/api/courses/${courseId}/lessons/${lesson.id}/quiz/answers`)
          .send({ questionId: saved[index].id, answer: { choice: i < wrong ? 1 : 0 } })
          .expect(200);
      }
    }
    const res = await admin.get('/api/admin/reports').expect(200);
    expect(res.headers['server-timing']).toContain('db;desc="2 round trips"');
    const r = res.body.learningAnalytics;
    expect(before).toMatchObject({ quizAnswers: 0, quizCorrectRate: 0, mostMissedQuestions: [] });
    expect(r.quizAnswers).toBe(17);
    expect(r.quizCorrectRate).toBe(17.6);
    const missed = (i: number, answers: number, wrong: number) => ({
      question_id: saved[i].id,
      prompt: `Pergunta ${i}`,
      lesson_title: 'Aula do quiz',
      course_title: expect.any(String),
      answers,
      wrong,
    });
    expect(r.mostMissedQuestions).toEqual([missed(0, 4, 4), missed(2, 4, 3), missed(1, 3, 3), missed(3, 2, 2), missed(5, 2, 1)]);
  });

  it('recounts orphans at most once a minute, in the background', async () => {
    const before = (await admin.get('/api/admin/reports').expect(200)).body.systemHealth.orphanedData;
    const leaver = await memberAt(t.clock.now().toISOString(), 'Vai Embora');
    await publishPost(t, leaver.agent, admin, postBody());
    await sql(orm, 'delete from member where id = ?', [leaver.memberId]);
    // Counted less than a minute ago: the last counts.
    expect((await admin.get('/api/admin/reports').expect(200)).body.systemHealth.orphanedData).toEqual(before);
    t.clock.advance(61_000);
    let after = before;
    for (let attempt = 0; attempt < 20 && after.orphanedPosts === before.orphanedPosts; attempt += 1) {
      after = (await admin.get('/api/admin/reports').expect(200)).body.systemHealth.orphanedData;
      if (after.orphanedPosts === before.orphanedPosts) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(after).toEqual({ orphanedPosts: before.orphanedPosts + 1, orphanedEnrollments: before.orphanedEnrollments });
  });

  it('reports the live rows PostgreSQL statistics count, close to an exact count, and follows new rows', async () => {
    const perTable = async () => {
      const stats = await sql<{ relname: string; n: number }>(
        orm,
        `select relname, n_live_tup::int as n from pg_stat_user_tables where schemaname = current_schema() order by relname`,
      );
      const rows: Array<{ relname: string; estimated: number; counted: number }> = [];
      for (const { relname, n } of stats) {
        const [{ count }] = await sql(orm, `select count(*)::int as count from "${relname.replace(/"/g, '""')}"`);
        rows.push({ relname, estimated: n, counted: count });
      }
      return rows;
    };
    const statistics = async () =>
      (await sql<{ n: number }>(orm, `select coalesce(sum(n_live_tup), 0)::int as n from pg_stat_user_tables where schemaname = current_schema()`))[0].n;
    const figure = async () => (await admin.get('/api/admin/reports').expect(200)).body.systemHealth.totalDbRows as number;
    // PostgreSQL's counters are an estimate: each backend publishes its counts at most once a
    // second, and an idle one within 10 s; a statistics message published after an ANALYZE had
    // already counted its rows can leave them a row or two off an exact count for good. So the
    // figure must be the statistics' sum, and come within two rows (or 1 %) of an exact count.
    const tolerance = (exact: number) => Math.max(2, Math.ceil(exact * 0.01));
    const current = async () => {
      let last = '';
      for (let attempt = 0; attempt < 60; attempt += 1) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 500));
        const tables = await perTable();
        const exact = tables.reduce((sum, table) => sum + table.counted, 0);
        const estimate = await figure();
        if (Math.abs(estimate - exact) <= tolerance(exact)) return { estimate, exact };
        last = `${estimate} shown, ${exact} counted: ${JSON.stringify(tables.filter((table) => table.estimated !== table.counted))}`;
      }
      throw new Error(`The figure never came within two rows (or 1 %) of a count: ${last}`);
    };

    const before = await current();
    // The figure is what the statistics say, read just before and just after it (when they held still).
    let read = { before: -1, shown: 0, after: -1 };
    for (let attempt = 0; attempt < 60 && !(read.before === read.shown && read.shown === read.after); attempt += 1) {
      read = { before: await statistics(), shown: await figure(), after: await statistics() };
    }
    expect(read).toEqual({ before: read.shown, shown: read.shown, after: read.shown });

    const newcomer = await memberAt(t.clock.now().toISOString(), 'Recém Chegada');
    await publishPost(t, newcomer.agent, admin, postBody());
    const after = await current();
    expect(after.exact - before.exact).toBeGreaterThan(2 * tolerance(after.exact));
    expect(after.estimate).toBeGreaterThan(before.estimate);
  }, 90_000);

  it('reports the corrections of the last 30 days: texts, the share corrected within 24 h, the median wait per language, the helpful share and the week’s top correctors', async () => {
    const now = t.clock.now();
    const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    const empty = (await admin.get('/api/admin/reports').expect(200)).body.correctionsAnalytics;
    // This file's own database: no corrections before this test.
    expect(empty).toEqual({
      writingsInPeriod: 0,
      correctedWithin24hRate: 0,
      medianMinutesToFirstCorrection: { pt: null, en: null },
      correctionsInPeriod: 0,
      helpfulRate: 0,
      topCorrectorsThisWeek: [],
    });

    const author = await memberAt(now.toISOString(), 'Autora de Textos');
    const best = await memberAt(now.toISOString(), 'Corretora Útil');
    const busy = await memberAt(now.toISOString(), 'Corretor Apressado');
    const writing = async (language: string, at: Date, firstCorrectionAfterHours: number | null) => {
      const id = randomUUID();
      const first = firstCorrectionAfterHours === null ? null : new Date(at.getTime() + firstCorrectionAfterHours * 3_600_000);
      await sql(
        orm,
        `insert into writing (id, author_id, language, text, sentences, corrections_count, first_correction_at, created_at, updated_at)
         values (?, ?, ?, 'Eu foi.', '["Eu foi."]'::jsonb, ?, ?, ?, ?)`,
        [id, author.memberId, language, first ? 1 : 0, first, at, at],
      );
      return id;
    };
    const correction = (writingId: string, correctorId: string, at: Date, helpful: boolean) =>
      sql(
        orm,
        `insert into writing_correction (id, writing_id, corrector_id, sentences, helpful, helpful_at, created_at, updated_at)
         values (?, ?, ?, '[{"index":0,"verdict":"correct"}]'::jsonb, ?, ?, ?, ?)`,
        [randomUUID(), writingId, correctorId, helpful, helpful ? at : null, at, at],
      );
    // Wednesday noon in São Paulo: 48 h ago is Monday noon, this week; 40 days ago is outside the 30 days.
    const a = await writing('pt', ago(50), 2); // corrected within 24 h
    const b = await writing('pt', ago(40), 30); // corrected, after a day
    await writing('en', ago(30), null); // a day old, never corrected
    const d = await writing('en', ago(2), 1); // too young for the 24 h share, corrected
    const old = await writing('en', ago(40 * 24), 1);
    await correction(a, best.memberId, ago(48), true);
    await correction(a, busy.memberId, ago(10), false);
    await correction(b, best.memberId, ago(10), true);
    await correction(d, busy.memberId, ago(1), false);
    await correction(old, busy.memberId, ago(40 * 24 - 1), true);

    const res = await admin.get('/api/admin/reports').expect(200);
    expect(res.headers['server-timing']).toContain('db;desc="2 round trips"');
    expect(res.body.correctionsAnalytics).toEqual({
      writingsInPeriod: 4,
      // a of a, b and the English one a day old.
      correctedWithin24hRate: 33.3,
      // pt: 2 h and 30 h; en: 1 h (the old text is outside the period).
      medianMinutesToFirstCorrection: { pt: 16 * 60, en: 60 },
      correctionsInPeriod: 4,
      helpfulRate: 50,
      topCorrectorsThisWeek: [
        { user_id: best.memberId, user_name: 'Corretora Útil', corrections: 2, helpful: 2 },
        { user_id: busy.memberId, user_name: 'Corretor Apressado', corrections: 2, helpful: 0 },
      ],
    });
  });
});
