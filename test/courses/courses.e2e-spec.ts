import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { TestApp } from '../support/app.js';
import { createCommunityApp, signInModerator, sql } from '../support/community.js';
import { publishCourse, uploadBody, uploadCourse } from '../support/courses.js';
import { signIn, type Agent } from '../support/sign-in.js';

/**
 * The courses module over HTTP: the catalogue, uploads under approval, the
 * daily download allowance, likes, comments and course management, with their
 * consequences in gamification (XP) and identity (notifications).
 */
describe('courses', () => {
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

  const xpOf = async (member: Agent) => (await member.get('/api/dashboard').expect(200)).body.user.xp_total as number;
  const notificationsOf = async (member: Agent) =>
    (await member.get('/api/notifications').query({ lang: 'pt' }).expect(200)).body.notifications as { title: string; message: string }[];

  describe('uploads', () => {
    it.each([
      ['title', { title: '   ' }, 'Por favor, preencha todos os campos obrigatórios.'],
      ['description', { description: '' }, 'Por favor, preencha todos os campos obrigatórios.'],
      ['language', { language: undefined }, 'Por favor, preencha todos os campos obrigatórios.'],
      ['level', { level: null }, 'Por favor, preencha todos os campos obrigatórios.'],
      ['torrent_file_url', { torrent_file_url: '' }, 'Por favor, forneça o arquivo torrent.'],
      ['external_link', { uploadType: 'external', torrent_file_url: undefined }, 'Por favor, forneça o link externo.'],
      ['cover_image', { cover_image: ' ' }, 'Por favor, forneça uma imagem de capa.'],
      ['title', { title: 'x'.repeat(151) }, 'O título deve ter no máximo 150 caracteres.'],
      ['description', { description: 'x'.repeat(5001) }, 'A descrição deve ter no máximo 5.000 caracteres.'],
      ['language', { language: 'Inglês' }, 'Idioma inválido.'],
      ['language', { language: 'ar' }, 'Idioma inválido.'],
      ['level', { level: 'Expert' }, 'Nível inválido.'],
    ])('refuses a missing or invalid %s with the spec message', async (field, overrides, message) => {
      const member = await signIn(baseUrl);
      const res = await member.agent.post('/api/courses/upload').send(uploadBody(overrides));
      expect(res.status).toBe(400);
      expect(res.body.fields[field]).toContain(message);
      expect(res.body.message).toEqual(expect.any(String));
    });

    it.each([
      ['javascript:alert(1)', 'torrent_file_url'],
      ['data:text/html,<b>x</b>', 'torrent_file_url'],
      ['file:///etc/passwd', 'torrent_file_url'],
      ['/relative/file.torrent', 'torrent_file_url'],
      ['ftp://example.com/a.torrent', 'torrent_file_url'],
      ['magnet:?xt=urn:sha1:abc', 'torrent_file_url'],
    ])('refuses the torrent address %s', async (url, field) => {
      const member = await signIn(baseUrl);
      const res = await member.agent.post('/api/courses/upload').send(uploadBody({ torrent_file_url: url }));
      expect(res.status).toBe(400);
      expect(res.body.fields[field]).toBeDefined();
    });

    it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', 'magnet:?xt=urn:btih:' + 'a'.repeat(40), '//evil.example.com'])(
      'refuses the external link or cover %s',
      async (url) => {
        const member = await signIn(baseUrl);
        const link = await member.agent
          .post('/api/courses/upload')
          .send(uploadBody({ uploadType: 'external', torrent_file_url: undefined, external_link: url }));
        expect(link.status).toBe(400);
        expect(link.body.fields.external_link).toBeDefined();
        const cover = await member.agent.post('/api/courses/upload').send(uploadBody({ cover_image: url }));
        expect(cover.status).toBe(400);
        expect(cover.body.fields.cover_image).toBeDefined();
      },
    );

    it('accepts https and magnet addresses; the course starts pending and is normalised', async () => {
      const member = await signIn(baseUrl);
      const torrent = await uploadCourse(t, member.agent, uploadBody({ title: '  Inglês\u200b   básico  ', torrent_file_url: 'https://files.example.com/a.torrent' }));
      expect(torrent).toMatchObject({ title: 'Inglês básico', approval_status: 'pending', status_display: 'Aguardando Aprovação', download_type: 'torrent' });
      const magnet = await uploadCourse(t, member.agent);
      expect(magnet.download_type).toBe('torrent');
      const external = await uploadCourse(
        t,
        member.agent,
        uploadBody({ uploadType: 'external', torrent_file_url: undefined, external_link: 'https://drive.example.com/curso' }),
      );
      expect(external.download_type).toBe('external');
    });

    it('allows one upload a minute (429 with Retry-After) and five pending (409)', async () => {
      const member = await signIn(baseUrl);
      await uploadCourse(t, member.agent);
      const tooSoon = await member.agent.post('/api/courses/upload').send(uploadBody());
      expect(tooSoon.status).toBe(429);
      expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
      for (let i = 0; i < 4; i += 1) await uploadCourse(t, member.agent);
      t.clock.advance(61_000);
      const sixth = await member.agent.post('/api/courses/upload').send(uploadBody());
      expect(sixth.status).toBe(409);
      expect(sixth.body.code).toBe('COURSES.TOO_MANY_PENDING_UPLOADS');
    });

    it('serialises parallel uploads: one passes the interval', async () => {
      const member = await signIn(baseUrl);
      t.clock.advance(61_000);
      const results = await Promise.all(Array.from({ length: 5 }, () => member.agent.post('/api/courses/upload').send(uploadBody())));
      expect(results.map((r) => r.status).sort()).toEqual([201, 429, 429, 429, 429]);
    });

    it('needs a signed-in member', async () => {
      await request(baseUrl).post('/api/courses/upload').send(uploadBody()).expect(401);
      await request(baseUrl).get('/api/my-uploaded-courses').expect(401);
    });
  });

  describe('approval', () => {
    it('approves once under parallel approvals: +80 XP, a notification, visible in the catalogue and found without accents', async () => {
      const uploader = await signIn(baseUrl, { name: 'Uploader Aprovado' });
      const marker = `Pronúncia Avançada ${Date.now()}`;
      const course = await uploadCourse(t, uploader.agent, uploadBody({ title: marker, language: 'fr', level: 'Avançado' }));
      const before = await xpOf(uploader.agent);

      const guestBefore = await request(baseUrl).get('/api/courses').query({ search: 'pronuncia avancada' }).expect(200);
      expect(guestBefore.body.courses.map((c: { id: string }) => c.id)).not.toContain(course.id);

      const approvals = await Promise.all(Array.from({ length: 5 }, () => admin.post(`/api/admin/courses/${course.id}/approve`)));
      expect(approvals.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
      expect(approvals.find((r) => r.status === 200)!.body.message).toBe('Curso aprovado com sucesso!');
      expect(await xpOf(uploader.agent)).toBe(before + 80);
      const notes = await notificationsOf(uploader.agent);
      expect(notes.some((n) => n.title === 'Curso aprovado!' && n.message.includes(marker))).toBe(true);

      const found = await request(baseUrl).get('/api/courses').query({ search: 'PRONUNCIA avancada', language: 'fr', level: 'Avançado' }).expect(200);
      const listed = found.body.courses.find((c: { id: string }) => c.id === course.id);
      expect(listed).toMatchObject({
        title: marker,
        approval_status: 'approved',
        uploaded_by_name: 'Uploader Aprovado',
        is_liked_by_user: false,
        can_download_today: false,
        downloads_remaining_today: null,
        approved_by_name: expect.any(String),
      });
      const other = await request(baseUrl).get('/api/courses').query({ search: marker, language: 'de' }).expect(200);
      expect(other.body.courses).toEqual([]);

      const mine = await uploader.agent.get('/api/my-uploaded-courses').expect(200);
      expect(mine.body.courses.find((c: { id: string }) => c.id === course.id)).toMatchObject({
        approval_status: 'approved',
        approved_at: expect.any(String),
        approved_by_name: expect.any(String),
      });
      const dashboard = await uploader.agent.get('/api/dashboard').expect(200);
      // Other test files publish into the same database (some from a clock in the future), so which
      // courses are the latest is theirs to decide too: at most 4 published uploads, newest first.
      const recent = dashboard.body.recentCourses as { id: string; created_at: string; uploaded_by_name: string }[];
      expect(recent.length).toBeGreaterThan(0);
      expect(recent.length).toBeLessThanOrEqual(4);
      const times = recent.map((c) => Date.parse(c.created_at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      for (const listed of recent) {
        const shown = await request(baseUrl).get(`/api/courses/${listed.id}/details`).expect(200);
        expect(shown.body.course).toMatchObject({ course_type: 'upload', uploaded_by_name: listed.uploaded_by_name });
      }
      const stats = await request(baseUrl).get('/api/landing/stats').expect(200);
      expect(stats.body.totalCourses).toBeGreaterThan(0);
      await admin.post('/api/admin/courses/00000000-0000-4000-8000-000000000000/approve').expect(404);
      await admin.post('/api/admin/courses/not-a-uuid/approve').expect(404);
    });

    it('rejects with a reason the uploader alone sees; pending and rejected courses are 404 for others', async () => {
      const uploader = await signIn(baseUrl);
      const stranger = await signIn(baseUrl);
      const pending = await uploadCourse(t, uploader.agent);
      const rejected = await uploadCourse(t, uploader.agent);

      for (const id of [pending.id, rejected.id]) {
        const res = await stranger.agent.get(`/api/courses/${id}/details`).expect(404);
        expect(res.body.message).toBe('Curso não encontrado');
        await request(baseUrl).get(`/api/courses/${id}/details`).expect(404);
        await stranger.agent.post(`/api/courses/${id}/download`).expect(404);
        await stranger.agent.post(`/api/courses/${id}/like`).expect(404);
      }

      await admin.post(`/api/admin/courses/${rejected.id}/reject`).send({ reason: 'Link quebrado' }).expect(200);
      await admin.post(`/api/admin/courses/${rejected.id}/reject`).send({ reason: 'de novo' }).expect(409);
      await admin.post(`/api/admin/courses/${rejected.id}/approve`).expect(409);

      const mine = await uploader.agent.get('/api/my-uploaded-courses').expect(200);
      expect(mine.body.courses.find((c: { id: string }) => c.id === rejected.id)).toMatchObject({
        approval_status: 'rejected',
        status_display: 'Curso Rejeitado',
        rejection_reason: 'Link quebrado',
      });
      expect(mine.body.courses.find((c: { id: string }) => c.id === pending.id)).toMatchObject({ approval_status: 'pending' });
      const own = await uploader.agent.get(`/api/courses/${rejected.id}/details`).expect(200);
      expect(own.body.course.rejection_reason).toBe('Link quebrado');
      const asAdmin = await admin.get(`/api/courses/${rejected.id}/details`).expect(200);
      expect(asAdmin.body.course.rejection_reason).toBe('Link quebrado');
      await stranger.agent.get(`/api/courses/${rejected.id}/details`).expect(404);
      const notes = await notificationsOf(uploader.agent);
      expect(notes.some((n) => n.message.includes('Link quebrado'))).toBe(true);
      await stranger.agent.get('/api/my-uploaded-courses').expect(200).expect((res) => expect(res.body.courses).toEqual([]));

      // Publication toggles only for approved courses.
      await admin.post(`/api/admin/courses/${pending.id}/toggle-public`).send({ is_published: true }).expect(409);
      await admin.post(`/api/admin/courses/${rejected.id}/toggle-public`).send({ is_published: true }).expect(409);

      const audit = await sql<{ action: string; reason: string | null; member_id: string }>(
        orm,
        'select action, reason, member_id from admin_audit_entry where target_id = ?',
        [rejected.id],
      );
      expect(audit).toEqual([{ action: 'course_rejected', reason: 'Link quebrado', member_id: uploader.memberId }]);
    });

    it('refuses learners (403) and guests (401) on every admin route', async () => {
      const learner = await signIn(baseUrl);
      const id = '00000000-0000-4000-8000-000000000000';
      const routes: [string, string][] = [
        ['get', '/api/admin/courses'],
        ['post', '/api/admin/courses'],
        ['put', `/api/admin/courses/${id}`],
        ['delete', `/api/admin/courses/${id}`],
        ['post', `/api/admin/courses/${id}/approve`],
        ['post', `/api/admin/courses/${id}/reject`],
        ['post', `/api/admin/courses/${id}/toggle-public`],
        ['delete', `/api/admin/courses/comments/${id}`],
      ];
      for (const [method, path] of routes) {
        await (learner.agent as any)[method](path).send({}).expect(403);
        await (request(baseUrl) as any)[method](path).send({}).expect(401);
      }
    });
  });

  describe('administrators’ courses', () => {
    it('creates approved and unpublished, edits, publishes, lists with stats and deletes', async () => {
      const form = {
        title: 'Japonês do Zero',
        description: 'Hiragana, katakana e as primeiras frases.',
        language: 'ja',
        level: 'Iniciante',
        cover_image: 'https://images.example.com/ja.jpg',
        instructor_name: 'Yuki Tanaka',
        instructor_picture: 'https://images.example.com/yuki.jpg',
        prerequisites: 'Nenhum',
        learning_objectives: 'Ler os silabários',
      };
      await admin.post('/api/admin/courses').send({ ...form, level: 'Completo' }).expect(400);
      await admin.post('/api/admin/courses').send({ ...form, title: '' }).expect(400);
      await admin.post('/api/admin/courses').send({ ...form, cover_image: 'javascript:alert(1)' }).expect(400);
      const created = await admin.post('/api/admin/courses').send(form).expect(201);
      const id = created.body.course.id as string;
      expect(created.body.course).toMatchObject({
        course_type: 'admin',
        approval_status: 'approved',
        is_published: false,
        instructor_name: 'Yuki Tanaka',
        total_lessons: 0,
        total_duration_seconds: 0,
        enrollment_count: 0,
        rating: 0,
        uploaded_by_name: null,
      });
      const member = await signIn(baseUrl);
      await member.agent.get(`/api/courses/${id}/details`).expect(404);

      await admin.put(`/api/admin/courses/${id}`).send({ ...form, title: 'Japonês do Zero ao N5' }).expect(200);
      await admin.post(`/api/admin/courses/${id}/toggle-public`).send({ is_published: true }).expect(200);
      await admin.post(`/api/admin/courses/${id}/toggle-public`).send({ is_published: 'sim' }).expect(400);
      const details = await member.agent.get(`/api/courses/${id}/details`).expect(200);
      expect(details.body.course).toMatchObject({ title: 'Japonês do Zero ao N5', download_type: null, can_download_today: false });
      await member.agent.post(`/api/courses/${id}/download`).expect(409);

      const list = await admin.get('/api/admin/courses').expect(200);
      expect(list.body.courses.find((c: { id: string }) => c.id === id)).toMatchObject({ title: 'Japonês do Zero ao N5', is_published: true });

      await admin.delete(`/api/admin/courses/${id}`).expect(200);
      await admin.delete(`/api/admin/courses/${id}`).expect(404);
      await member.agent.get(`/api/courses/${id}/details`).expect(404);
      const audit = await sql<{ action: string }>(orm, 'select action from admin_audit_entry where target_id = ?', [id]);
      expect(audit.map((a) => a.action).sort()).toEqual(['course_created', 'course_deleted', 'course_published', 'course_updated'].sort());
    });
  });

  describe('likes and comments', () => {
    it('counts a like exactly once under 20 parallel toggles and gives +5 XP once per course for life', async () => {
      const uploader = await signIn(baseUrl);
      const fan = await signIn(baseUrl);
      const courseId = await publishCourse(t, uploader.agent, admin);
      const before = await xpOf(fan.agent);

      const toggles = await Promise.all(Array.from({ length: 20 }, () => fan.agent.post(`/api/courses/${courseId}/like`)));
      expect(toggles.map((r) => r.status)).toEqual(toggles.map(() => 200));
      const details = await fan.agent.get(`/api/courses/${courseId}/details`).expect(200);
      expect(details.body.course).toMatchObject({ likes_count: 1, is_liked_by_user: true });
      expect(await xpOf(fan.agent)).toBe(before + 5);

      t.clock.advance(2_000);
      expect((await fan.agent.post(`/api/courses/${courseId}/like`).expect(200)).body).toEqual({ is_liked: false, likes_count: 0 });
      t.clock.advance(2_000);
      expect((await fan.agent.post(`/api/courses/${courseId}/like`).expect(200)).body).toEqual({ is_liked: true, likes_count: 1 });
      expect(await xpOf(fan.agent)).toBe(before + 5);
      await request(baseUrl).post(`/api/courses/${courseId}/like`).expect(401);
    });

    it('takes comments of 1–2 000 characters, +10 XP each, likes them, and an administrator’s deletion takes the XP back', async () => {
      const uploader = await signIn(baseUrl);
      const reader = await signIn(baseUrl, { name: 'Leitora' });
      const courseId = await publishCourse(t, uploader.agent, admin);

      for (const content of ['', '   \u200b ', 'x'.repeat(2001)]) {
        await reader.agent.post(`/api/courses/${courseId}/comments`).send({ content }).expect(400);
      }
      const before = await xpOf(reader.agent);
      t.clock.advance(6_000);
      const added = await reader.agent.post(`/api/courses/${courseId}/comments`).send({ content: '  Muito bom!  ' }).expect(201);
      expect(added.body.comment).toMatchObject({ content: 'Muito bom!', user_name: 'Leitora', user_rank_name: expect.any(String), user_rank_color: expect.any(String) });
      await reader.agent.post(`/api/courses/${courseId}/comments`).send({ content: 'De novo' }).expect(429);
      // The same text again (invisible characters aside) is refused, not counted twice.
      t.clock.advance(6_000);
      const repeated = await reader.agent.post(`/api/courses/${courseId}/comments`).send({ content: 'Muito\u200b bom!' }).expect(409);
      expect(repeated.body.code).toBe('COURSES.DUPLICATE_COMMENT');
      expect(await xpOf(reader.agent)).toBe(before + 10);

      const commentId = added.body.comment.id as string;
      const likes = await Promise.all(Array.from({ length: 10 }, () => uploader.agent.post(`/api/courses/comments/${commentId}/like`)));
      expect(likes.every((r) => r.status === 200)).toBe(true);
      const listed = await uploader.agent.get(`/api/courses/${courseId}/comments`).expect(200);
      expect(listed.body.comments).toEqual([expect.objectContaining({ id: commentId, likes: 1, is_liked_by_user: true })]);
      const guestList = await request(baseUrl).get(`/api/courses/${courseId}/comments`).expect(200);
      expect(guestList.body.comments[0].is_liked_by_user).toBe(false);
      expect((await uploader.agent.get(`/api/courses/${courseId}/details`).expect(200)).body.course.comments_count).toBe(1);

      await reader.agent.delete(`/api/admin/courses/comments/${commentId}`).expect(403);
      await admin.delete(`/api/admin/courses/comments/${commentId}`).expect(200);
      await admin.delete(`/api/admin/courses/comments/${commentId}`).expect(404);
      expect(await xpOf(reader.agent)).toBe(before);
      expect((await uploader.agent.get(`/api/courses/${courseId}/details`).expect(200)).body.course.comments_count).toBe(0);
    });
  });

  describe('the daily download allowance', () => {
    it('gives exactly 3 of 20 parallel downloads, counts a course once a day and resets at São Paulo midnight', async () => {
      t.clock.set('2026-11-25T10:00:00-03:00');
      const uploader = await signIn(baseUrl);
      const downloader = await signIn(baseUrl);
      const ids: string[] = [];
      for (let i = 0; i < 20; i += 1) ids.push(await publishCourse(t, uploader.agent, admin));

      const catalogue = await downloader.agent.get('/api/courses').expect(200);
      expect(catalogue.body.downloads_remaining_today).toBe(3);

      const results = await Promise.all(ids.map((id) => downloader.agent.post(`/api/courses/${id}/download`)));
      const ok = results.filter((r) => r.status === 200);
      const limited = results.filter((r) => r.status === 429);
      expect(ok).toHaveLength(3);
      expect(limited).toHaveLength(17);
      expect(ok.map((r) => r.body.downloadsRemaining).sort()).toEqual([0, 1, 2]);
      expect(ok.every((r) => /^magnet:\?xt=urn:btih:/.test(r.body.download_url))).toBe(true);
      expect(limited[0].body).toMatchObject({
        message: 'Limite diário atingido. Reseta à meia-noite (horário de Brasília).',
        code: 'COURSES.DOWNLOAD_LIMIT_REACHED',
        downloadsRemaining: 0,
        resetAt: '2026-11-26T03:00:00.000Z',
        resetsIn: expect.stringMatching(/horas/),
      });
      expect(Number(limited[0].headers['retry-after'])).toBeGreaterThan(0);

      // Taking a course again the same day is free.
      const takenIndex = results.findIndex((r) => r.status === 200);
      const again = await downloader.agent.post(`/api/courses/${ids[takenIndex]}/download`).expect(200);
      expect(again.body.downloadsRemaining).toBe(0);
      const details = await downloader.agent.get(`/api/courses/${ids[takenIndex]}/details`).expect(200);
      expect(details.body.course).toMatchObject({ download_count: 1, downloaded_today: true, can_download_today: true });
      const other = await downloader.agent.get(`/api/courses/${ids[results.findIndex((r) => r.status === 429)]}/details`).expect(200);
      expect(other.body.course).toMatchObject({ downloads_remaining_today: 0, can_download_today: false });

      t.clock.set('2026-11-25T23:59:30-03:00');
      await downloader.agent.post(`/api/courses/${ids[results.findIndex((r) => r.status === 429)]}/download`).expect(429);
      t.clock.set('2026-11-26T00:00:01-03:00');
      const nextDay = await downloader.agent.post(`/api/courses/${ids[results.findIndex((r) => r.status === 429)]}/download`).expect(200);
      expect(nextDay.body.downloadsRemaining).toBe(2);
      await request(baseUrl).post(`/api/courses/${ids[0]}/download`).expect(401);
    });
  });

  it('rejects malformed ids and queries with 400/404, never 500', async () => {
    const member = await signIn(baseUrl);
    await member.agent.get('/api/courses').query({ page: 0 }).expect(400);
    await member.agent.get('/api/courses').query({ language: 'Inglês' }).expect(400);
    await member.agent.get('/api/courses').query({ search: '100%_\\' }).expect(200);
    await member.agent.get('/api/courses/abc/details').expect(404);
    await member.agent.post('/api/courses/abc/download').expect(404);
    await member.agent.post('/api/courses/abc/like').expect(404);
    await member.agent.post('/api/courses/comments/abc/like').expect(404);
    await member.agent.post('/api/courses/abc/comments').send({ content: 'oi' }).expect(404);
    await member.agent.post('/api/courses/upload').send({ ...uploadBody(), extra: 1 }).expect(400);
    await member.agent.post('/api/courses/upload').send({ ...uploadBody(), title: 42 }).expect(400);
  });
});
