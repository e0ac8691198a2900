import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestApp } from '../support/app.js';
import { createCommunityApp, signInModerator } from '../support/community.js';
import { addLesson, addModule, createAdminCourse, uploadBody, uploadCourse } from '../support/courses.js';
import { signIn, type Agent } from '../support/sign-in.js';

/** Reads shared from memory follow a change within a second (ADR 0070): poll until `seen` holds. */
async function eventually<T>(read: () => Promise<T>, seen: (value: T) => boolean): Promise<T> {
  const end = Date.now() + 3_000;
  for (;;) {
    const value = await read();
    if (seen(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A path to the first lesson (ADR 0128): the set-up asks for the language to learn and the daily
 * goal, the dashboard offers the official course of that language until a lesson is finished, and
 * the catalogue lists the official courses with lessons first.
 */
describe('the first lesson', () => {
  let t: TestApp;
  let baseUrl: string;
  let admin: Agent;
  let englishCourse: string;
  let firstLesson: string;
  const stamp = Date.now().toString(36);

  beforeAll(async () => {
    // Later than any other suite's clock: the official English course made here is the newest one.
    ({ t, baseUrl } = await createCommunityApp());
    t.clock.set('2100-02-10T15:00:00Z');
    admin = await signInModerator(baseUrl);
    englishCourse = await createAdminCourse(admin);
    const module = await addModule(admin, englishCourse, { title: 'Primeiros passos' });
    firstLesson = (await addLesson(admin, englishCourse, module.id, { title: 'Hello' })).id;
    await addLesson(admin, englishCourse, module.id, { title: 'Goodbye' });
  });
  afterAll(async () => {
    await t.close();
  });

  const dashboard = (agent: Agent) => agent.get('/api/dashboard').expect(200);

  describe('the set-up', () => {
    it('stores the language to learn as a declaration first in the list, and the daily goal as the settings do', async () => {
      const { agent } = await signIn(baseUrl, { name: 'Nova Aluna' });
      await agent
        .post('/api/profile/setup')
        .send({ name: 'Nova Aluna', userLanguages: [{ language: 'pt', proficiency: 'Nativo' }], learningLanguage: 'en', dailyGoal: 100 })
        .expect(200, { success: true });
      const profile = (await agent.get('/api/profile/complete').expect(200)).body;
      expect(profile.daily_goal).toBe(100);
      expect(profile.userLanguages).toEqual([
        { language: 'en', proficiency: 'Iniciante' },
        { language: 'pt', proficiency: 'Nativo' },
      ]);
      expect((await agent.get('/api/settings/profile').expect(200)).body.daily_goal).toBe(100);
      const answer = (await dashboard(agent)).body;
      expect(answer.user.daily_goal).toBe(100);
      expect(answer.firstLesson.language).toBe('en');
    });

    it('keeps a learning level the member gave the language, and moves it first', async () => {
      const { agent } = await signIn(baseUrl);
      await agent
        .post('/api/profile/setup')
        .send({
          name: 'Aluno Avançado',
          userLanguages: [
            { language: 'en', proficiency: 'Nativo' },
            { language: 'pt', proficiency: 'Intermediário' },
          ],
          learningLanguage: 'pt',
          dailyGoal: 25,
        })
        .expect(200);
      expect((await agent.get('/api/profile/complete').expect(200)).body.userLanguages).toEqual([
        { language: 'pt', proficiency: 'Intermediário' },
        { language: 'en', proficiency: 'Nativo' },
      ]);
      expect((await dashboard(agent)).body.firstLesson.language).toBe('pt');
    });

    it('lets both questions be skipped: the goal stays the default and no language is added', async () => {
      for (const skipped of [{}, { learningLanguage: null, dailyGoal: null }]) {
        const { agent } = await signIn(baseUrl);
        await agent
          .post('/api/profile/setup')
          .send({ name: 'Sem Pressa', userLanguages: [{ language: 'pt', proficiency: 'Nativo' }], ...skipped })
          .expect(200);
        const profile = (await agent.get('/api/profile/complete').expect(200)).body;
        expect(profile.daily_goal).toBe(50);
        expect(profile.userLanguages).toEqual([{ language: 'pt', proficiency: 'Nativo' }]);
        // No language to learn: the card shows the catalogue rather than a course.
        expect((await dashboard(agent)).body.firstLesson).toEqual({ language: null, course: null });
      }
    });

    it.each([
      ['a goal outside the choices', { dailyGoal: 60 }, 'dailyGoal', 'Meta diária inválida. Use 25, 50, 100, 150, 200.'],
      ['a goal that is no number', { dailyGoal: 'regular' }, 'dailyGoal', 'Meta diária inválida. Use 25, 50, 100, 150, 200.'],
      ['a language other than pt or en', { learningLanguage: 'ja' }, 'learningLanguage', 'Idioma para aprender inválido. Use pt ou en.'],
      ['a language given as a name', { learningLanguage: 'Inglês' }, 'learningLanguage', 'Idioma para aprender inválido. Use pt ou en.'],
      ['a language that is no text', { learningLanguage: 7 }, 'learningLanguage', 'Idioma para aprender inválido. Use pt ou en.'],
      [
        'a language the member speaks',
        { learningLanguage: 'en', userLanguages: [{ language: 'en', proficiency: 'Fluente' }] },
        'learningLanguage',
        'Você já fala este idioma. Escolha outro para aprender.',
      ],
    ])('refuses %s with a 400 in Portuguese, changing nothing', async (_case, fields, field, message) => {
      const { agent } = await signIn(baseUrl);
      const res = await agent.post('/api/profile/setup').send({ name: 'Aluna', ...fields }).expect(400);
      expect(res.body.fields[field]).toEqual([message]);
      expect(res.body.message).toBe(message);
      const profile = (await agent.get('/api/profile/complete').expect(200)).body;
      expect(profile).toMatchObject({ profile_completed: false, daily_goal: 50, userLanguages: [] });
    });
  });

  describe('the dashboard', () => {
    it('offers the official course of the language learnt until the member finishes a lesson', async () => {
      const { agent } = await signIn(baseUrl);
      await agent.post('/api/profile/setup').send({ name: 'Primeira Aula', learningLanguage: 'en', dailyGoal: 50 }).expect(200);
      const before = await eventually(
        async () => (await dashboard(agent)).body,
        (body) => body.firstLesson?.course?.id === englishCourse,
      );
      expect(before.firstLesson).toEqual({
        language: 'en',
        course: expect.objectContaining({ id: englishCourse, language: 'en', total_lessons: 2 }),
      });

      // Opening a lesson without finishing it keeps the card.
      await agent.post('/api/lessons/progress').send({ courseId: englishCourse, lessonId: firstLesson, lastPositionSeconds: 1 }).expect(200);
      expect((await dashboard(agent)).body.firstLesson.course.id).toBe(englishCourse);

      await agent.post('/api/lessons/complete').send({ courseId: englishCourse, lessonId: firstLesson }).expect(200);
      expect((await dashboard(agent)).body.firstLesson).toBeNull();
    });

    it('names no course for a language no official course with lessons teaches', async () => {
      const { agent } = await signIn(baseUrl);
      // Korean: an official course without lessons, which is no place to start.
      const empty = await admin.post('/api/admin/courses').send({
        title: `Coreano sem aulas ${stamp}`,
        description: 'Ainda sem aulas.',
        language: 'ko',
        level: 'Iniciante',
        instructor_name: 'Min Park',
      });
      expect(empty.status).toBe(201);
      await admin.post(`/api/admin/courses/${empty.body.course.id}/toggle-public`).send({ is_published: true }).expect(200);
      await agent
        .post('/api/profile/setup')
        .send({ name: 'Aprendiz de Coreano', userLanguages: [{ language: 'ko', proficiency: 'Iniciante' }] })
        .expect(200);
      const body = (await dashboard(agent)).body;
      expect(body.firstLesson.language).toBe('ko');
      expect(body.firstLesson.course === null || body.firstLesson.course.total_lessons > 0).toBe(true);
      expect(body.firstLesson.course?.id).not.toBe(empty.body.course.id);
    });
  });

  describe('the catalogue', () => {
    it('lists the official courses with lessons before community uploads and courses without any, newest first in each', async () => {
      // Italian: a language few other suites' courses use, so the first page holds these three.
      const uploader = await signIn(baseUrl, { name: 'Uploader' });
      const title = (what: string) => `Ordem ${stamp} ${what}`;
      const official = await admin
        .post('/api/admin/courses')
        .send({ title: title('oficial'), description: 'Com aulas.', language: 'it', level: 'Iniciante', instructor_name: 'Ana' });
      const officialId = official.body.course.id as string;
      await admin.post(`/api/admin/courses/${officialId}/toggle-public`).send({ is_published: true }).expect(200);
      await addLesson(admin, officialId, (await addModule(admin, officialId)).id);
      // Both newer than the official course with lessons.
      t.clock.advance(60_000);
      const bare = await admin
        .post('/api/admin/courses')
        .send({ title: title('oficial sem aulas'), description: 'Sem aulas.', language: 'it', level: 'Iniciante', instructor_name: 'Ana' });
      await admin.post(`/api/admin/courses/${bare.body.course.id}/toggle-public`).send({ is_published: true }).expect(200);
      const upload = await uploadCourse(t, uploader.agent, uploadBody({ title: title('da comunidade'), language: 'it' }));
      await admin.post(`/api/admin/courses/${upload.id}/approve`).expect(200);

      // A search is read for its reader; the first pages by language come from memory.
      const searched = (await uploader.agent.get('/api/courses').query({ search: `Ordem ${stamp}` }).expect(200)).body.courses;
      expect(searched.map((c: { title: string }) => c.title)).toEqual([title('oficial'), title('da comunidade'), title('oficial sem aulas')]);

      const page = await eventually(
        async () => (await uploader.agent.get('/api/courses').query({ language: 'it' }).expect(200)).body.courses as Record<string, any>[],
        (courses) => courses.some((c) => c.id === upload.id),
      );
      const startsHere = page.map((c) => c.course_type === 'admin' && c.total_lessons > 0);
      expect(startsHere[0]).toBe(true);
      // Every course one can start with comes before every other.
      expect(startsHere).toEqual([...startsHere].sort((a, b) => Number(b) - Number(a)));
      expect(page.findIndex((c) => c.id === officialId)).toBeLessThan(page.findIndex((c) => c.id === upload.id));
    });
  });
});
