import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { TestApp } from '../support/app.js';
import { createCommunityApp, eventsOf, signInModerator, sql } from '../support/community.js';
import { addLesson, addModule, createAdminCourse } from '../support/courses.js';
import { signIn, type Agent } from '../support/sign-in.js';

/** Members learning: locked modules, enrolment, server-judged progress, completion XP once (issue 11; ADR 0032). */
describe('learning', () => {
  let t: TestApp;
  let baseUrl: string;
  let orm: MikroORM;
  let admin: Agent;
  /** A member whose verified e-mail is listed in ADMIN_EMAILS: an administrator on members' pages. */
  const ADMINISTRATOR = 'administradora-das-aulas@poliglota.test';

  beforeAll(async () => {
    ({ t, baseUrl, orm } = await createCommunityApp({ ADMIN_EMAILS: ADMINISTRATOR }));
    admin = await signInModerator(baseUrl);
  });
  afterAll(async () => {
    await t.close();
  });

  /**
   * The member's XP in the ledger, but for daily logins: the first request of a São Paulo day earns
   * one, and a run that crosses midnight there (03:00 UTC) would otherwise count it among the lesson's.
   */
  const xpOf = async (member: { memberId: string }) => {
    const [row] = await sql<{ xp: number }>(orm, `select coalesce(sum(amount), 0)::int as xp from xp_ledger_entry where member_id = ? and action_type <> 'daily_login'`, [member.memberId]);
    return row.xp;
  };

  async function courseWithLessons(lessons: Record<string, unknown>[], moduleBody: Record<string, unknown> = {}) {
    const courseId = await createAdminCourse(admin);
    const m = await addModule(admin, courseId, moduleBody);
    const created = [];
    for (const body of lessons) created.push(await addLesson(admin, courseId, m.id, body));
    return { courseId, moduleId: m.id as string, lessons: created };
  }

  const report = (member: Agent, courseId: string, lessonId: string, position: number, extra: Record<string, unknown> = {}) =>
    member.post('/api/lessons/progress').send({ courseId, lessonId, lastPositionSeconds: position, ...extra });

  it('opens free lessons of a locked module only, answers 404 for unknown lessons and enrols once', async () => {
    const { courseId, lessons } = await courseWithLessons([{ title: 'Grátis', is_free: true }, { title: 'Fechada' }], { is_locked: true });
    const member = await signIn(baseUrl);
    const page = await member.agent.get(`/api/courses/${courseId}/lessons/${lessons[0].id}`).expect(200);
    expect(page.body).toMatchObject({
      lesson: { id: lessons[0].id, title: 'Grátis', is_free: true },
      course: { id: courseId, instructor_name: 'Maria Silva' },
      progress: { lastPositionSeconds: 0, completionPercentage: 0, watchTimeSeconds: 0, isCompleted: false },
      navigation: { previousLesson: null, nextLesson: { id: lessons[1].id, title: 'Fechada', locked: true } },
    });
    expect(page.body.lesson.module_title).toBe('Módulo');
    const locked = await member.agent.get(`/api/courses/${courseId}/lessons/${lessons[1].id}`);
    expect(locked.status).toBe(403);
    expect(locked.body.code).toBe('COURSES.LESSON_LOCKED');
    await member.agent.post('/api/lessons/complete').send({ courseId, lessonId: lessons[1].id }).expect(403);

    const missing = await member.agent.get(`/api/courses/${courseId}/lessons/00000000-0000-4000-8000-000000000000`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Aula não encontrada');
    await member.agent.get(`/api/courses/${courseId}/lessons/nope`).expect(404);
    await request(baseUrl).get(`/api/courses/${courseId}/lessons/${lessons[0].id}`).expect(401);

    await Promise.all([1, 2, 3].map(() => member.agent.get(`/api/courses/${courseId}/lessons/${lessons[0].id}`).expect(200)));
    const course = (await request(baseUrl).get(`/api/courses/${courseId}`).expect(200)).body.course;
    expect(course.enrollment_count).toBe(1);
    expect((await member.agent.get(`/api/courses/${courseId}/progress`).expect(200)).body).toEqual({
      isEnrolled: true,
      completedLessons: 0,
      totalLessons: 2,
      overallProgress: 0,
    });
  });

  it('says when the previous or next lesson is one the reader cannot open (a locked module, not free), and an administrator opens every one', async () => {
    const courseId = await createAdminCourse(admin);
    const open = await addModule(admin, courseId, { title: 'Aberto' });
    const closed = await addModule(admin, courseId, { title: 'Fechado', is_locked: true });
    const first = await addLesson(admin, courseId, open.id, { title: 'Primeira' });
    const free = await addLesson(admin, courseId, closed.id, { title: 'Gratuita', is_free: true });
    const lockedLesson = await addLesson(admin, courseId, closed.id, { title: 'Bloqueada' });
    const member = await signIn(baseUrl);
    const navigationOf = async (reader: Agent, lessonId: string) =>
      (await reader.get(`/api/courses/${courseId}/lessons/${lessonId}`).expect(200)).body.navigation;

    // A free lesson of a locked module opens; the next one, not free, does not, and its link says so.
    expect(await navigationOf(member.agent, first.id)).toEqual({ previousLesson: null, nextLesson: { id: free.id, title: 'Gratuita', locked: false } });
    expect(await navigationOf(member.agent, free.id)).toEqual({
      previousLesson: { id: first.id, title: 'Primeira', locked: false },
      nextLesson: { id: lockedLesson.id, title: 'Bloqueada', locked: true },
    });
    const refused = await member.agent.get(`/api/courses/${courseId}/lessons/${lockedLesson.id}`);
    expect([refused.status, refused.body.code]).toEqual([403, 'COURSES.LESSON_LOCKED']);

    const administrator = await signIn(baseUrl, { email: ADMINISTRATOR });
    expect((await navigationOf(administrator.agent, free.id)).nextLesson).toEqual({ id: lockedLesson.id, title: 'Bloqueada', locked: false });
    expect((await navigationOf(administrator.agent, lockedLesson.id)).previousLesson).toEqual({ id: free.id, title: 'Gratuita', locked: false });
  });

  const enrolments = async (courseId: string) => {
    const [row] = await sql(orm, 'select count(*)::int as n, (select enrollment_count from course where id = ?) as counted from course_enrollment where course_id = ?', [
      courseId,
      courseId,
    ]);
    return { enrolled: row.n as number, counted: row.counted as number };
  };

  it('gives one answer for a lesson on each of its paths (page, progress, quiz, answers, comments): open, locked 403, hidden 404', async () => {
    const CHOICE = { type: 'choice', prompt: 'Como se diz “thank you”?', promptLanguage: 'pt', choices: ['Olá', 'Obrigado'], correctChoice: 1 };
    const { courseId, lessons } = await courseWithLessons(
      [{ title: 'Grátis', is_free: true }, { title: 'Fechada' }, { title: 'Inativa', is_active: false }],
      { is_locked: true },
    );
    const draftId = await createAdminCourse(admin, { publish: false });
    const draftLesson = await addLesson(admin, draftId, (await addModule(admin, draftId)).id as string, { title: 'Rascunho' });
    const cases = [
      { name: 'free in a locked module', courseId, lessonId: lessons[0].id as string, member: 200 },
      { name: 'locked', courseId, lessonId: lessons[1].id as string, member: 403 },
      { name: 'inactive', courseId, lessonId: lessons[2].id as string, member: 404 },
      { name: 'of an unpublished course', courseId: draftId, lessonId: draftLesson.id as string, member: 404 },
    ];
    const questionOf = new Map<string, string>();
    for (const c of cases) {
      const saved = await admin.put(`/api/admin/courses/${c.courseId}/lessons/${c.lessonId}/quiz`).send({ questions: [CHOICE] }).expect(200);
      questionOf.set(c.lessonId, saved.body.questions[0].id as string);
    }
    const member = await signIn(baseUrl);
    // Each path's status, reads and writes alike (a write that succeeds answers 200 or 201).
    const paths = async (agent: Agent, c: (typeof cases)[number]) => {
      t.clock.advance(6_000);
      const quiz = `/api/courses/${c.courseId}/lessons/${c.lessonId}/quiz`;
      const statuses = [
        (await agent.get(`/api/courses/${c.courseId}/lessons/${c.lessonId}`)).status,
        (await report(agent, c.courseId, c.lessonId, 0)).status,
        (await agent.get(quiz)).status,
        (await agent.post(`${quiz}/answers`).send({ questionId: questionOf.get(c.lessonId), answer: { choice: 1 } })).status,
        (await agent.get(`/api/lessons/${c.lessonId}/comments`)).status,
        (await agent.post(`/api/lessons/${c.lessonId}/comments`).send({ content: `Sobre a aula ${c.name}` })).status,
      ];
      return [c.name, statuses.map((s) => (s === 201 ? 200 : s))];
    };
    const seen = [];
    for (const c of cases) seen.push(await paths(member.agent, c));
    expect(seen).toEqual(cases.map((c) => [c.name, Array(6).fill(c.member)]));
    // Administrators open every lesson that exists.
    const administrator = await signIn(baseUrl, { email: ADMINISTRATOR });
    const asAdmin = [];
    for (const c of cases) asAdmin.push(await paths(administrator.agent, c));
    expect(asAdmin).toEqual(cases.map((c) => [c.name, Array(6).fill(200)]));
  });

  it('enrols N members opening a lesson at once with the course’s count at N, and never counts a member twice', async () => {
    const { courseId, lessons } = await courseWithLessons([{ title: 'Primeira' }, { title: 'Segunda' }]);
    const open = (member: Agent, lessonId: string = lessons[0].id) => member.get(`/api/courses/${courseId}/lessons/${lessonId}`).expect(200);
    const members: Agent[] = [];
    for (let i = 0; i < 6; i++) members.push((await signIn(baseUrl)).agent);

    await Promise.all(members.map((member) => open(member)));
    expect(await enrolments(courseId)).toEqual({ enrolled: 6, counted: 6 });

    // One member's first visits racing each other, then everyone's later visits of both lessons.
    const { agent: eager, memberId } = await signIn(baseUrl);
    await Promise.all([1, 2, 3, 4, 5].map(() => open(eager)));
    await Promise.all([...members, eager].flatMap((member) => [open(member), open(member, lessons[1].id)]));
    expect(await enrolments(courseId)).toEqual({ enrolled: 7, counted: 7 });

    // An enrolled member's visit is one statement, and it notes the lesson they were last on.
    const visit = await open(eager, lessons[1].id);
    expect(visit.headers['server-timing']).toBe('db;desc="1 round trips"');
    const [last] = await sql(orm, 'select last_lesson_id from course_enrollment where course_id = ? and member_id = ?', [courseId, memberId]);
    expect(last.last_lesson_id).toBe(lessons[1].id);
  });

  it('keeps no enrolment that the course’s count did not take (the enrolment and its count are one statement)', async () => {
    const { courseId, lessons } = await courseWithLessons([{ title: 'Única' }]);
    const member = (await signIn(baseUrl)).agent;
    // The count cannot move: one more overflows PostgreSQL's integer.
    await sql(orm, 'update course set enrollment_count = 2147483647 where id = ?', [courseId]);
    const failed = await member.get(`/api/courses/${courseId}/lessons/${lessons[0].id}`);
    expect(failed.status).toBe(500);
    expect(await enrolments(courseId)).toEqual({ enrolled: 0, counted: 2147483647 });

    await sql(orm, 'update course set enrollment_count = 0 where id = ?', [courseId]);
    await member.get(`/api/courses/${courseId}/lessons/${lessons[0].id}`).expect(200);
    expect(await enrolments(courseId)).toEqual({ enrolled: 1, counted: 1 });
  });

  it('counts steady playback, not jumps ahead, and never the client’s percentage', async () => {
    const { courseId, lessons } = await courseWithLessons([{ duration_seconds: 100 }]);
    const member = await signIn(baseUrl);
    const id = lessons[0].id as string;
    await report(member.agent, courseId, id, 0).expect(200);
    t.clock.advance(10_000);
    const steady = (await report(member.agent, courseId, id, 10).expect(200)).body;
    expect(steady).toMatchObject({ completionPercentage: 10, watchTimeSeconds: 10, isCompleted: false });
    t.clock.advance(10_000);
    const jump = (await report(member.agent, courseId, id, 95, { completionPercentage: 100, isCompleted: true, watchTimeSeconds: 999 }).expect(200)).body;
    expect(jump).toMatchObject({ completionPercentage: 10, watchTimeSeconds: 10, isCompleted: false, xpGained: 0 });
    t.clock.advance(5_000);
    const after = (await report(member.agent, courseId, id, 100).expect(200)).body;
    expect(after).toMatchObject({ completionPercentage: 15, isCompleted: false });
    // 2× speed still counts; faster does not.
    t.clock.advance(10_000);
    await report(member.agent, courseId, id, 20).expect(200);
    t.clock.advance(5_000);
    expect((await report(member.agent, courseId, id, 30).expect(200)).body.completionPercentage).toBe(25);
    await report(member.agent, courseId, 'x', 1).expect(404);
    await member.agent.post('/api/lessons/progress').send({ courseId, lessonId: id, lastPositionSeconds: 'a' }).expect(400);
    await member.agent.post('/api/lessons/progress').send({ courseId, lessonId: id, lastPositionSeconds: -1 }).expect(400);
  });

  it('completes at 90 % with the lesson’s XP, and a lesson of unknown duration takes the player’s', async () => {
    const { courseId, lessons } = await courseWithLessons([{ duration_seconds: 0, xp_reward: 30 }, { duration_seconds: 500 }]);
    const member = await signIn(baseUrl);
    const id = lessons[0].id as string;
    const before = await xpOf(member);
    await report(member.agent, courseId, id, 0, { durationSeconds: 50 }).expect(200);
    expect((await request(baseUrl).get(`/api/courses/${courseId}`).expect(200)).body.course.total_duration_seconds).toBe(550);
    let last: Record<string, any> = {};
    for (const position of [10, 20, 30, 40, 45]) {
      t.clock.advance(10_000);
      last = (await report(member.agent, courseId, id, position, { durationSeconds: 9999 }).expect(200)).body;
    }
    expect(last).toMatchObject({ completionPercentage: 90, isCompleted: true, firstTimeCompleted: true, xpGained: 30 });
    expect(await xpOf(member)).toBe(before + 30);
    t.clock.advance(10_000);
    expect((await report(member.agent, courseId, id, 50).expect(200)).body).toMatchObject({ isCompleted: true, xpGained: 0 });
    expect(await xpOf(member)).toBe(before + 30);
  });

  it('grants a lesson’s XP once under 10 parallel completions, and the course’s +100 once', async () => {
    const { courseId, lessons } = await courseWithLessons([{ xp_reward: 15 }, { xp_reward: 25 }, { xp_reward: 40, is_active: false }]);
    const member = await signIn(baseUrl);
    const before = await xpOf(member);
    const first = await Promise.all(
      Array.from({ length: 10 }, () => member.agent.post('/api/lessons/complete').send({ courseId, lessonId: lessons[0].id }).expect(200)),
    );
    expect(first.filter((r) => r.body.firstTimeCompleted)).toHaveLength(1);
    expect(first.map((r) => r.body.xpGained).sort((a, b) => b - a)).toEqual([15, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(await xpOf(member)).toBe(before + 15);
    expect((await member.agent.get(`/api/courses/${courseId}/progress`).expect(200)).body).toMatchObject({ completedLessons: 1, totalLessons: 2, overallProgress: 50 });

    const second = await Promise.all(
      Array.from({ length: 10 }, () => member.agent.post('/api/lessons/complete').send({ courseId, lessonId: lessons[1].id }).expect(200)),
    );
    expect(second.filter((r) => r.body.courseCompleted)).toHaveLength(1);
    expect(await xpOf(member)).toBe(before + 15 + 25 + 100);
    expect(await eventsOf(orm, 'courses.course_completed', 'courseId', courseId)).toHaveLength(1);
    const [enrolment] = await sql(orm, 'select completed_at from course_enrollment where course_id = ? and member_id = (select member_id from lesson_progress where lesson_id = ? limit 1)', [
      courseId,
      lessons[0].id,
    ]);
    expect(enrolment.completed_at).not.toBeNull();
    // The profile shows it completed; another course in progress.
    const other = await courseWithLessons([{}, {}]);
    await member.agent.post('/api/lessons/complete').send({ courseId: other.courseId, lessonId: other.lessons[0].id }).expect(200);
    const stats = (await member.agent.get('/api/profile/stats').expect(200)).body;
    expect(stats.coursesCompleted).toBe(1);
    // Times as the API writes every time: ISO 8601 in UTC with milliseconds.
    const [completed, started] = await Promise.all(
      [courseId, other.courseId].map(async (id) => {
        const [row] = await sql(orm, 'select enrolled_at, completed_at from course_enrollment where course_id = ? and member_id = ?', [id, member.memberId]);
        return { enrolledAt: new Date(row.enrolled_at).toISOString(), completedAt: row.completed_at && new Date(row.completed_at).toISOString() };
      }),
    );
    const course = (await request(baseUrl).get(`/api/courses/${courseId}`).expect(200)).body.course;
    expect(stats.completedCourses).toEqual([
      { id: courseId, title: course.title, language: course.language, level: course.level, cover_image: course.cover_image, completedAt: completed.completedAt },
    ]);
    expect(stats.coursesInProgress).toEqual([
      expect.objectContaining({ id: other.courseId, completed_lessons: 1, total_lessons: 2, progress: 50, enrolledAt: started.enrolledAt }),
    ]);
    expect(stats.coursesInProgress[0].enrolledAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // The inactive lesson cannot be completed by members.
    await member.agent.post('/api/lessons/complete').send({ courseId, lessonId: lessons[2].id }).expect(404);
  });

  it('takes lesson comments (plain text, one per 5 s, XP as a course comment) and their likes', async () => {
    const { courseId, lessons } = await courseWithLessons([{ is_free: true }, {}], { is_locked: true });
    const member = await signIn(baseUrl);
    const fan = await signIn(baseUrl);
    const id = lessons[0].id as string;
    const before = await xpOf(member);
    await member.agent.post(`/api/lessons/${id}/comments`).send({ content: '   ' }).expect(400);
    const created = await member.agent.post(`/api/lessons/${id}/comments`).send({ content: '  <b>Ótima aula!</b>  ' }).expect(201);
    expect(created.body.comment).toMatchObject({ content: '<b>Ótima aula!</b>', likes: 0, is_liked_by_user: false, author_name: expect.any(String) });
    const tooSoon = await member.agent.post(`/api/lessons/${id}/comments`).send({ content: 'De novo' });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers['retry-after']).toBeDefined();
    t.clock.advance(6_000);
    const repeated = await member.agent.post(`/api/lessons/${id}/comments`).send({ content: '<b>Ótima aula!</b>' }).expect(409);
    expect(repeated.body.code).toBe('COURSES.DUPLICATE_COMMENT');
    expect(await xpOf(member)).toBeGreaterThan(before);
    await member.agent.post(`/api/lessons/${lessons[1].id}/comments`).send({ content: 'Fechada' }).expect(403);
    await member.agent.get(`/api/lessons/00000000-0000-4000-8000-000000000000/comments`).expect(404);

    const commentId = created.body.comment.id as string;
    await Promise.all([1, 2, 3].map(() => fan.agent.post(`/api/lessons/comments/${commentId}/like`).send({ liked: true }).expect(200)));
    const list = (await fan.agent.get(`/api/lessons/${id}/comments`).expect(200)).body.comments;
    expect(list).toEqual([expect.objectContaining({ id: commentId, likes: 1, is_liked_by_user: true })]);
    expect((await fan.agent.post(`/api/lessons/comments/${commentId}/like`).send({ liked: false }).expect(200)).body).toEqual({ likes: 0, is_liked: false });
    await request(baseUrl).get(`/api/lessons/${id}/comments`).expect(401);
    expect(courseId).toBeDefined();
  });
});
