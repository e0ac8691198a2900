import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { TestApp } from '../support/app.js';
import { createCommunityApp, signInModerator, sql } from '../support/community.js';
import { addLesson, addModule, createAdminCourse, publishCourse } from '../support/courses.js';
import { signIn, type Agent } from '../support/sign-in.js';

/** Administrators build courses from modules and lessons (issue 11; ADR 0031). */
describe('course content', () => {
  let t: TestApp;
  let baseUrl: string;
  let orm: MikroORM;
  let admin: Agent;

  beforeAll(async () => {
    ({ t, baseUrl, orm } = await createCommunityApp());
    admin = await signInModerator(baseUrl);
  });
  afterAll(async () => {
    await t.close();
  });

  const lessonBody = (l: Record<string, any>) => ({
    module_id: l.module_id,
    title: l.title,
    description: l.description,
    youtube_video_id: l.youtube_video_id,
    duration_seconds: l.duration_seconds,
    xp_reward: l.xp_reward,
    material_url: l.material_url,
    is_active: l.is_active,
    is_free: l.is_free,
  });

  const modulesOf = async (agent: Agent | ReturnType<typeof request>, courseId: string) =>
    (await agent.get(`/api/courses/${courseId}/modules`).expect(200)).body.modules as Record<string, any>[];

  it('builds modules and lessons in order, with defaults, and keeps the course totals exact', async () => {
    const courseId = await createAdminCourse(admin);
    const first = await addModule(admin, courseId, { title: 'Introdução', description: 'Primeiros passos' });
    const second = await addModule(admin, courseId, { title: 'Gramática', is_locked: true });
    expect([first.module_order, second.module_order]).toEqual([1, 2]);
    expect(second.is_locked).toBe(true);

    const a = await addLesson(admin, courseId, first.id, { title: 'Olá', youtube_video_id: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s' });
    const b = await addLesson(admin, courseId, first.id, { title: 'Números', duration_seconds: 200, xp_reward: 25, material_url: 'https://example.com/a.pdf' });
    const hidden = await addLesson(admin, courseId, second.id, { title: 'Rascunho', is_active: false, duration_seconds: 999 });
    expect(a).toMatchObject({ youtube_video_id: 'dQw4w9WgXcQ', xp_reward: 10, lesson_order: 1, is_active: true, is_free: false });
    expect(b).toMatchObject({ lesson_order: 2, xp_reward: 25, material_url: 'https://example.com/a.pdf' });

    const course = (await request(baseUrl).get(`/api/courses/${courseId}`).expect(200)).body.course;
    expect(course).toMatchObject({ total_lessons: 2, total_duration_seconds: 300, course_type: 'admin' });

    const learnerView = await modulesOf(request(baseUrl), courseId);
    expect(learnerView.map((m) => m.title)).toEqual(['Introdução', 'Gramática']);
    expect(learnerView[0].lessons.map((l: any) => l.title)).toEqual(['Olá', 'Números']);
    expect(learnerView[1].lessons).toEqual([]);
    const adminView = await modulesOf(admin, courseId);
    expect(adminView[1].lessons.map((l: any) => l.id)).toEqual([hidden.id]);

    // Move the second lesson first, then across modules; orders stay dense.
    await admin.put(`/api/admin/courses/${courseId}/lessons/${b.id}`).send({ ...lessonBody(b), lesson_order: 1 }).expect(200);
    expect((await modulesOf(admin, courseId))[0].lessons.map((l: any) => [l.title, l.lesson_order])).toEqual([
      ['Números', 1],
      ['Olá', 2],
    ]);
    await admin.put(`/api/admin/courses/${courseId}/lessons/${b.id}`).send({ ...lessonBody(b), module_id: second.id, lesson_order: null }).expect(200);
    const moved = await modulesOf(admin, courseId);
    expect(moved[0].lessons.map((l: any) => [l.title, l.lesson_order])).toEqual([['Olá', 1]]);
    expect(moved[1].lessons.map((l: any) => [l.title, l.lesson_order])).toEqual([
      ['Rascunho', 1],
      ['Números', 2],
    ]);

    // Modules reorder densely; deleting one takes its lessons and closes the gap.
    const third = await addModule(admin, courseId, { title: 'Conversação' });
    await admin.put(`/api/admin/courses/${courseId}/modules/${third.id}`).send({ title: 'Conversação', module_order: 1 }).expect(200);
    expect((await modulesOf(admin, courseId)).map((m) => [m.title, m.module_order])).toEqual([
      ['Conversação', 1],
      ['Introdução', 2],
      ['Gramática', 3],
    ]);
    await admin.delete(`/api/admin/courses/${courseId}/modules/${second.id}`).expect(200);
    expect((await modulesOf(admin, courseId)).map((m) => [m.title, m.module_order])).toEqual([
      ['Conversação', 1],
      ['Introdução', 2],
    ]);
    expect((await sql(orm, 'select count(*)::int as n from course_lesson where module_id = ?', [second.id]))[0].n).toBe(0);
    const after = (await request(baseUrl).get(`/api/courses/${courseId}`).expect(200)).body.course;
    expect(after).toMatchObject({ total_lessons: 1, total_duration_seconds: 100 });

    await admin.delete(`/api/admin/courses/${courseId}/lessons/${a.id}`).expect(200);
    expect((await request(baseUrl).get(`/api/courses/${courseId}`).expect(200)).body.course.total_lessons).toBe(0);
    await admin.delete(`/api/admin/courses/${courseId}/lessons/${a.id}`).expect(404);
  });

  it('numbers concurrent creates 1..n without gaps or repeats', async () => {
    const courseId = await createAdminCourse(admin);
    const modules = await Promise.all(Array.from({ length: 8 }, (_, i) => addModule(admin, courseId, { title: `M${i}` })));
    expect(modules.map((m) => m.module_order).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const lessons = await Promise.all(Array.from({ length: 8 }, (_, i) => addLesson(admin, courseId, modules[0].id, { title: `L${i}` })));
    expect(lessons.map((l) => l.lesson_order).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // Two administrators moving at once still leave 1..n.
    await Promise.all(
      modules.slice(0, 4).map((m, i) => admin.put(`/api/admin/courses/${courseId}/modules/${m.id}`).send({ title: m.title, module_order: 8 - i }).expect(200)),
    );
    const orders = (await modulesOf(admin, courseId)).map((m) => m.module_order);
    expect(orders).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it.each([
    [{ youtube_video_id: 'https://vimeo.com/1234' }, 'youtube_video_id', 'Por favor, forneça um ID ou URL válida do YouTube.'],
    [{ youtube_video_id: 'abc' }, 'youtube_video_id', 'Por favor, forneça um ID ou URL válida do YouTube.'],
    [{ xp_reward: 501 }, 'xp_reward', 'A recompensa de XP deve ser um número inteiro de 0 a 500.'],
    [{ xp_reward: '10' }, 'xp_reward', 'A recompensa de XP deve ser um número inteiro de 0 a 500.'],
    [{ duration_seconds: -1 }, 'duration_seconds', 'A duração deve ser um número inteiro de segundos, de 0 a 43200.'],
    [{ material_url: 'http://example.com/a.pdf' }, 'material_url', 'O material de apoio deve ser um endereço público https://.'],
    [{ title: '   ' }, 'title', 'Por favor, preencha todos os campos obrigatórios.'],
  ])('refuses the lesson %j with 400 and the message', async (overrides, field, message) => {
    const courseId = await createAdminCourse(admin);
    const m = await addModule(admin, courseId);
    const res = await admin
      .post(`/api/admin/courses/${courseId}/lessons`)
      .send({ module_id: m.id, title: 'Aula', youtube_video_id: 'dQw4w9WgXcQ', ...overrides });
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toContain(message);
  });

  it('refuses a module without title, a lesson in another course’s module, and content on community uploads (409)', async () => {
    const courseId = await createAdminCourse(admin);
    const other = await createAdminCourse(admin);
    const foreign = await addModule(admin, other);
    await admin.post(`/api/admin/courses/${courseId}/modules`).send({ title: ' ' }).expect(400);
    await admin
      .post(`/api/admin/courses/${courseId}/lessons`)
      .send({ module_id: foreign.id, title: 'Aula', youtube_video_id: 'dQw4w9WgXcQ' })
      .expect(404);
    const member = await signIn(baseUrl);
    const upload = await publishCourse(t, member.agent, admin);
    const res = await admin.post(`/api/admin/courses/${upload}/modules`).send({ title: 'Módulo' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('COURSES.CONTENT_ONLY_ADMIN_COURSES');
    await admin.post('/api/admin/courses/not-a-uuid/modules').send({ title: 'Módulo' }).expect(404);
  });

  it('hides unpublished courses’ content from learners', async () => {
    const courseId = await createAdminCourse(admin, { publish: false });
    await addModule(admin, courseId);
    await request(baseUrl).get(`/api/courses/${courseId}/modules`).expect(404);
    await request(baseUrl).get(`/api/courses/${courseId}`).expect(404);
    expect(await modulesOf(admin, courseId)).toHaveLength(1);
  });

  it('refuses learners (403) and guests (401) on the content routes', async () => {
    const learner = await signIn(baseUrl);
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: [string, string][] = [
      ['post', `/api/admin/courses/${id}/modules`],
      ['put', `/api/admin/courses/${id}/modules/${id}`],
      ['delete', `/api/admin/courses/${id}/modules/${id}`],
      ['post', `/api/admin/courses/${id}/lessons`],
      ['put', `/api/admin/courses/${id}/lessons/${id}`],
      ['delete', `/api/admin/courses/${id}/lessons/${id}`],
    ];
    for (const [method, path] of routes) {
      await (learner.agent as any)[method](path).send({}).expect(403);
      await (request(baseUrl) as any)[method](path).send({}).expect(401);
    }
  });
});
