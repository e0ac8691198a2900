import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { TestApp } from '../support/app.js';
import { createCommunityApp, signInModerator, sql } from '../support/community.js';
import { addLesson, addModule, createAdminCourse, uploadBody, uploadCourse } from '../support/courses.js';
import { signIn, type Agent } from '../support/sign-in.js';

/**
 * Links members and administrators give are https to a public host, judged by one
 * validator (ADR 0054). Before it, every field below stored `http://169.254.169.254/…`.
 */
describe('links members and administrators give', () => {
  let t: TestApp;
  let baseUrl: string;
  let orm: MikroORM;
  let admin: Agent;
  let member: Agent;

  const URL_INVALID = 'Informe um endereço público que comece com https://.';
  const TORRENT_INVALID = 'Informe um endereço público https:// do arquivo torrent, ou um link magnet:?xt=urn:btih:.';
  const MATERIAL_INVALID = 'O material de apoio deve ser um endereço público https://.';
  /** One of each kind of refused link. */
  const HOSTILE = [
    'http://169.254.169.254/latest/meta-data/',
    'https://169.254.169.254/latest',
    'https://[::1]/',
    'https://127.1/',
    'https://2130706433/',
    'https://user:pw@example.com/',
    'https://localhost/',
    'https://metadata.google.internal/',
    'https://example.com:8443/',
    'https://example.com/' + 'a'.repeat(2_049 - 'https://example.com/'.length),
  ].map((link) => [link.length > 100 ? `of ${link.length} characters` : link, link]);

  const countCourses = async () => Number((await sql(orm, 'select count(*) as n from course'))[0].n);

  beforeAll(async () => {
    ({ t, baseUrl, orm } = await createCommunityApp());
    admin = await signInModerator(baseUrl);
    ({ agent: member } = await signIn(baseUrl, { name: 'Membro dos Links' }));
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(HOSTILE)('refuses the upload’s cover, torrent and external link %s with 400, the message, and nothing stored', async (_, link) => {
    const before = await countCourses();
    const attempts: [Record<string, unknown>, string, string][] = [
      [{ cover_image: link }, 'cover_image', URL_INVALID],
      [{ torrent_file_url: link }, 'torrent_file_url', TORRENT_INVALID],
      [{ uploadType: 'external', torrent_file_url: undefined, external_link: link }, 'external_link', URL_INVALID],
    ];
    for (const [overrides, field, message] of attempts) {
      t.clock.advance(61_000);
      const res = await member.post('/api/courses/upload').send(uploadBody(overrides));
      expect({ field, status: res.status }).toEqual({ field, status: 400 });
      expect(res.body.fields[field]).toContain(message);
    }
    expect(await countCourses()).toBe(before);
  });

  it.each(HOSTILE)('refuses an administrator’s course cover and instructor picture %s, creating or editing', async (_, link) => {
    const before = await countCourses();
    const course = { title: 'Curso com links', description: 'Aulas.', language: 'en', level: 'Iniciante' };
    for (const field of ['cover_image', 'instructor_picture']) {
      const created = await admin.post('/api/admin/courses').send({ ...course, [field]: link });
      expect({ field, status: created.status }).toEqual({ field, status: 400 });
      expect(created.body.fields[field]).toContain(URL_INVALID);
    }
    expect(await countCourses()).toBe(before);

    const id = await createAdminCourse(admin, { publish: false });
    for (const field of ['cover_image', 'instructor_picture']) {
      const edited = await admin.put(`/api/admin/courses/${id}`).send({ ...course, [field]: link });
      expect({ field, status: edited.status }).toEqual({ field, status: 400 });
      expect(edited.body.fields[field]).toContain(URL_INVALID);
    }
    const [row] = await sql(orm, 'select cover_image, instructor_picture from course where id = ?', [id]);
    expect(row).toEqual({ cover_image: null, instructor_picture: null });
  });

  it('keeps a demo course’s own cover when an administrator edits it, and refuses any other path of the app', async () => {
    const course = { title: 'Curso de demonstração', description: 'Aulas.', language: 'en', level: 'Iniciante' };
    const id = await createAdminCourse(admin, { publish: false });
    // The demo courses' covers are images of the app itself (ADR 0081): saving the form unchanged must work.
    await admin.put(`/api/admin/courses/${id}`).send({ ...course, cover_image: '/demo-covers/en-1.webp' }).expect(200);
    for (const path of ['/demo-covers/../index.html', '/uploads/x.webp', '/demo-covers/en-1.svg', '//evil.example/demo-covers/a.webp']) {
      const edited = await admin.put(`/api/admin/courses/${id}`).send({ ...course, cover_image: path });
      expect({ path, status: edited.status }).toEqual({ path, status: 400 });
    }
    // Only the cover may name the app's images.
    const picture = await admin.put(`/api/admin/courses/${id}`).send({ ...course, instructor_picture: '/demo-covers/en-1.webp' });
    expect(picture.status).toBe(400);
    const [row] = await sql(orm, 'select cover_image, instructor_picture from course where id = ?', [id]);
    expect(row).toEqual({ cover_image: '/demo-covers/en-1.webp', instructor_picture: null });
  });

  it.each(HOSTILE)('refuses a lesson’s support material %s, adding or editing', async (_, link) => {
    const courseId = await createAdminCourse(admin, { publish: false });
    const m = await addModule(admin, courseId);
    const added = await admin.post(`/api/admin/courses/${courseId}/lessons`).send({ module_id: m.id, title: 'Aula', youtube_video_id: 'dQw4w9WgXcQ', material_url: link });
    expect(added.status).toBe(400);
    expect(added.body.fields.material_url).toContain(MATERIAL_INVALID);
    expect(await sql(orm, 'select id from course_lesson where course_id = ?', [courseId])).toEqual([]);

    const lesson = await addLesson(admin, courseId, m.id, { material_url: 'https://example.com/a.pdf' });
    const edited = await admin
      .put(`/api/admin/courses/${courseId}/lessons/${lesson.id}`)
      .send({ module_id: m.id, title: 'Aula', youtube_video_id: 'dQw4w9WgXcQ', material_url: link });
    expect(edited.status).toBe(400);
    expect(edited.body.fields.material_url).toContain(MATERIAL_INVALID);
    const [row] = await sql(orm, 'select material_url from course_lesson where id = ?', [lesson.id]);
    expect(row.material_url).toBe('https://example.com/a.pdf');
  });

  it('keeps honest links: public https everywhere, a magnet link for torrents, 2 048 characters', async () => {
    const longest = 'https://files.example.com/' + 'a'.repeat(2_048 - 'https://files.example.com/'.length);
    const torrent = await uploadCourse(t, member, uploadBody({ torrent_file_url: longest }));
    expect(torrent.download_type).toBe('torrent');
    const external = await uploadCourse(t, member, uploadBody({ uploadType: 'external', torrent_file_url: undefined, external_link: 'https://drive.example.com/curso' }));
    expect(external.download_type).toBe('external');
    const magnet = await uploadCourse(t, member);
    expect(magnet.cover_image).toBe('https://images.example.com/capa.jpg');

    const created = await admin.post('/api/admin/courses').send({
      title: 'Curso com foto',
      description: 'Aulas.',
      language: 'en',
      level: 'Iniciante',
      cover_image: 'https://images.example.com/capa.jpg',
      instructor_picture: 'https://images.example.com:443/maria.jpg',
    });
    expect(created.status).toBe(201);
    const m = await addModule(admin, created.body.course.id);
    const lesson = await addLesson(admin, created.body.course.id, m.id, { material_url: 'https://material.example.com.br/aula-1.pdf' });
    expect(lesson.material_url).toBe('https://material.example.com.br/aula-1.pdf');
  });
});
