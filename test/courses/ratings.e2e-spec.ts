import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { TestApp } from '../support/app.js';
import { createCommunityApp, signInModerator, sql } from '../support/community.js';
import { addLesson, addModule, createAdminCourse } from '../support/courses.js';
import { signIn, type Agent } from '../support/sign-in.js';

/** Course ratings: eligibility, one per member, the average exact under parallel ratings (issue 11). */
describe('course ratings', () => {
  let t: TestApp;
  let baseUrl: string;
  let admin: Agent;
  let orm: MikroORM;

  beforeAll(async () => {
    ({ t, baseUrl, orm } = await createCommunityApp());
    admin = await signInModerator(baseUrl);
  });
  afterAll(async () => {
    await t.close();
  });

  async function course(lessons = 2) {
    const courseId = await createAdminCourse(admin);
    const m = await addModule(admin, courseId);
    const ids: string[] = [];
    for (let i = 0; i < lessons; i += 1) ids.push((await addLesson(admin, courseId, m.id)).id);
    return { courseId, lessons: ids };
  }

  it('refuses members who are not enrolled or have no progress (403 with the reason), then accepts and updates', async () => {
    const { courseId, lessons } = await course();
    const member = await signIn(baseUrl);
    const notEnrolled = await member.agent.post(`/api/courses/${courseId}/rate`).send({ rating: 5 });
    expect(notEnrolled.status).toBe(403);
    expect(notEnrolled.body).toMatchObject({ code: 'COURSES.RATING_NOT_ENROLLED', message: 'Você precisa estar inscrito no curso para avaliá-lo.' });
    await member.agent.get(`/api/courses/${courseId}/lessons/${lessons[0]}`).expect(200);
    const noProgress = await member.agent.post(`/api/courses/${courseId}/rate`).send({ rating: 5 });
    expect(noProgress.status).toBe(403);
    expect(noProgress.body.code).toBe('COURSES.RATING_NOT_ENOUGH_PROGRESS');
    await member.agent.post('/api/lessons/complete').send({ courseId, lessonId: lessons[0] }).expect(200);

    for (const bad of [{ rating: 0 }, { rating: 6 }, { rating: 2.5 }, { rating: '5' }, {}, { rating: 4, review: 'x'.repeat(1001) }]) {
      await member.agent.post(`/api/courses/${courseId}/rate`).send(bad).expect(400);
    }
    const first = await member.agent.post(`/api/courses/${courseId}/rate`).send({ rating: 4, review: '  Muito bom  ' }).expect(200);
    expect(first.body).toMatchObject({ success: true, message: 'Avaliação enviada com sucesso!', average: 4 });
    await member.agent.post(`/api/courses/${courseId}/rate`).send({ rating: 2 }).expect(200);
    const page = (await member.agent.get(`/api/courses/${courseId}/ratings`).expect(200)).body;
    expect(page.ratings).toHaveLength(1);
    expect(page.ratings[0]).toMatchObject({ rating: 2, review: null, user_name: expect.any(String) });
    expect(page.userRating).toEqual({ rating: 2, review: null });
    expect((await request(baseUrl).get(`/api/courses/${courseId}/ratings`).expect(200)).body.userRating).toBeNull();
    expect((await request(baseUrl).get(`/api/courses/${courseId}`).expect(200)).body.course.rating).toBe(2);
    await request(baseUrl).post(`/api/courses/${courseId}/rate`).send({ rating: 5 }).expect(401);
  });

  it('keeps the average exact after 20 parallel ratings', async () => {
    const { courseId, lessons } = await course(1);
    const members = await Promise.all(Array.from({ length: 20 }, () => signIn(baseUrl)));
    for (const m of members) await m.agent.post('/api/lessons/complete').send({ courseId, lessonId: lessons[0] }).expect(200);
    const values = members.map((_, i) => (i % 5) + 1);
    values[0] = 5; // (60 - 1 + 5) / 20 = 3.2
    await Promise.all(members.map((m, i) => m.agent.post(`/api/courses/${courseId}/rate`).send({ rating: values[i] }).expect(200)));
    const ratings = (await request(baseUrl).get(`/api/courses/${courseId}/ratings`).expect(200)).body.ratings;
    expect(ratings).toHaveLength(20);
    const [row] = await sql<{ rating: string }>(orm, 'select rating from course where id = ?', [courseId]);
    expect(Number(row.rating)).toBe(3.2);
    expect(values.reduce((a, b) => a + b, 0) / 20).toBe(3.2);
  });
});
