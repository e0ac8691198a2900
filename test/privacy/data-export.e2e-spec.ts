import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import pg from 'pg';
import { DataExportsApi } from '../../src/modules/identity/index.js';
import { OutboxDispatcher } from '../../src/shared/events/index.js';
import { FileStorage, LocalDiskFileStorage } from '../../src/shared/storage/index.js';
import { baseUrlOf, createTestApp, type TestApp } from '../support/app.js';
import { GENERAL_ROOM } from '../support/chat.js';
import { addComment, createCommunityApp, postBody, publishPost, signInModerator, sql } from '../support/community.js';
import { addLesson, addModule, createAdminCourse } from '../support/courses.js';
import { testDatabaseUrl } from '../support/database.js';
import { waitFor } from '../support/process.js';
import { startObjectStore, type TestObjectStore } from '../support/s3.js';
import { signIn, type Agent } from '../support/sign-in.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The download as bytes. */
const bytes = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** The copy's two files, from the ZIP the member downloads. */
function unzipCopy(archive: Buffer): { json: string; html: string } {
  const files = unzipSync(new Uint8Array(archive));
  expect(Object.keys(files).sort()).toEqual(['poliglota-meus-dados.html', 'poliglota-meus-dados.json']);
  return { json: strFromU8(files['poliglota-meus-dados.json']), html: strFromU8(files['poliglota-meus-dados.html']) };
}

/** The JSON document's shape as it was served before it came in a ZIP: every module's lists, by name. */
const JSON_SHAPE = {
  identity: ['member', 'languages', 'sessions', 'profilePictureUploads', 'consents', 'blocks'],
  notifications: ['preferences', 'notifications', 'pushSubscriptions', 'mails'],
  gamification: ['progress', 'xpLedger', 'dailyXp', 'badges', 'levelsReached', 'weeklyScores'],
  courses: ['coursesUploaded', 'downloads', 'enrolments', 'lessonProgress', 'ratings', 'courseComments', 'lessonComments', 'courseLikes', 'courseCommentLikes', 'lessonCommentLikes', 'quizAnswers', 'quizSolved'],
  community: ['posts', 'comments', 'postLikes', 'commentLikes'],
  chat: ['messages'],
  corrections: ['writings', 'correctionsGiven', 'correctionsReceived', 'replies', 'helpfulMarksGiven', 'helpfulMarksReceived'],
  review: ['cards', 'reviews', 'settings'],
  admin: ['reportsMade', 'bans', 'xpGrants'],
};

describe("a member's copy of their data", () => {
  let t: TestApp;
  let baseUrl: string;
  let orm: MikroORM;
  let admin: Agent;
  let ana: { agent: Agent; memberId: string; email: string };
  let bruno: { agent: Agent; memberId: string; email: string };
  const anaPost = postBody({ title: 'Como eu aprendi os verbos irregulares' });
  const brunoPost = postBody({ title: 'O segredo do Bruno para o sotaque' });
  // What members write reaches the readable page as text, never as markup.
  const hostilePost = postBody({ title: '<script>alert("post")</script> Dicas de pronúncia' });
  const HOSTILE_NAME = 'Diego <img src=x onerror=alert(1)>';
  const QUESTION = 'Como se diz “thank you”?';
  let diego: { agent: Agent; memberId: string; email: string };
  let quiz: { lessonId: string; questionId: string; lessonTitle: string };
  let html: string;
  let url: string;
  let brunoPostId: string;
  let document: Record<string, Record<string, Record<string, unknown>[]>>;
  let picture: string;

  const say = async (agent: Agent, content: string) => {
    t.clock.advance(10_000);
    await agent.post(`/api/chat/rooms/${GENERAL_ROOM}/messages`).send({ content }).expect(201);
  };
  const exportOf = async (agent: Agent) => (await agent.get('/api/me/export').expect(200)).body as { status: string; url?: string; readyAt?: string; expiresAt?: string };

  beforeAll(async () => {
    ({ t, baseUrl, orm } = await createCommunityApp());
    admin = await signInModerator(baseUrl);
    ana = await signIn(baseUrl, { name: 'Ana Exportadora' });
    bruno = await signIn(baseUrl, { name: 'Bruno Reservado' });
    diego = await signIn(baseUrl, { name: HOSTILE_NAME });
    const postId = await publishPost(t, ana.agent, admin, anaPost);
    await publishPost(t, ana.agent, admin, hostilePost);
    await addComment(t, ana.agent, postId, 'Comentário da Ana sobre os verbos');
    brunoPostId = await publishPost(t, bruno.agent, admin, brunoPost);
    await say(ana.agent, 'Mensagem da Ana no chat geral');
    await say(bruno.agent, 'Mensagem do Bruno no chat geral');
    const { consents } = (await ana.agent.get('/api/users/me').expect(200)).body as { consents: Record<'terms' | 'privacy', { current: string }> };
    await ana.agent.post('/api/consents').send({ terms: consents.terms.current, privacy: consents.privacy.current }).expect(200);
    await ana.agent.post('/api/flags').send({ targetType: 'post', targetId: brunoPostId, reason: 'spam', details: 'Propaganda' }).expect(201);
    const png = await sharp({ create: { width: 24, height: 24, channels: 3, background: { r: 200, g: 60, b: 40 } } }).png().toBuffer();
    picture = (await ana.agent.post('/api/upload/profile-picture').attach('image', png, { filename: 'ana.png', contentType: 'image/png' }).expect(200)).body
      .imageUrl as string;
    // Bruno blocks Ana: Bruno's business, never in Ana's copy.
    await bruno.agent.put(`/api/blocks/${ana.memberId}`).expect((res) => expect(res.status).toBeLessThan(300));
    // Ana blocks Diego: in her copy, by his name as the site shows it.
    await ana.agent.put(`/api/blocks/${diego.memberId}`).expect((res) => expect(res.status).toBeLessThan(300));
    // Ana answers a lesson's quiz question.
    const courseId = await createAdminCourse(admin);
    const lesson = await addLesson(admin, courseId, (await addModule(admin, courseId)).id as string, { title: 'Aula de agradecimentos' });
    const saved = await admin
      .put(`/api/admin/courses/${courseId}/lessons/${lesson.id as string}/quiz`)
      .send({ questions: [{ type: 'choice', prompt: QUESTION, promptLanguage: 'pt', choices: ['Olá', 'Obrigado'], correctChoice: 1 }] })
      .expect(200);
    quiz = { lessonId: lesson.id as string, questionId: saved.body.questions[0].id as string, lessonTitle: 'Aula de agradecimentos' };
    // Missed first: the question enters her review deck, which she answers once, with her settings.
    await ana.agent.post(`/api/courses/${courseId}/lessons/${quiz.lessonId}/quiz/answers`).send({ questionId: quiz.questionId, answer: { choice: 0 } }).expect(200);
    await ana.agent.post(`/api/courses/${courseId}/lessons/${quiz.lessonId}/quiz/answers`).send({ questionId: quiz.questionId, answer: { choice: 1 } }).expect(200);
    const [card] = (await ana.agent.get('/api/review/session').expect(200)).body.cards as { id: string }[];
    await ana.agent.post(`/api/review/cards/${card.id}/answers`).send({ clientId: randomUUID(), answer: { choice: 1 } }).expect(200);
    await ana.agent.put('/api/review/settings').send({ newPerDay: 7, desiredRetention: 92 }).expect(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it('is prepared in the background and holds everything of the member, nothing of another', async () => {
    expect(await exportOf(ana.agent)).toEqual({ status: 'none' });
    const asked = await ana.agent.post('/api/me/export').expect(202);
    expect(asked.body.status).toBe('preparing');
    await waitFor(async () => (await exportOf(ana.agent)).status === 'ready', 60_000, () => 'the export to be ready');

    const ready = await exportOf(ana.agent);
    expect(ready.url).toMatch(/^\/api\/me\/export\/[0-9a-f-]{36}\/file$/);
    expect(new Date(ready.expiresAt!).getTime() - new Date(ready.readyAt!).getTime()).toBe(DAY_MS);
    url = ready.url!;

    const file = await ana.agent.get(url).buffer(true).parse(bytes).expect(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toBe('attachment; filename="poliglota-meus-dados.zip"');
    const copy = unzipCopy(file.body as Buffer);
    const text = copy.json;
    document = JSON.parse(text);
    html = copy.html;
    // The JSON is the document it was before it came in a ZIP: the same parts, the same lists.
    expect(Object.keys(document)).toEqual(['format', 'version', 'memberId', 'exportedAt', ...Object.keys(JSON_SHAPE), 'files']);
    expect(document).toMatchObject({ format: 'poliglota-data-export', version: 1, memberId: ana.memberId });
    for (const [part, lists] of Object.entries(JSON_SHAPE)) expect(Object.keys(document[part])).toEqual(lists);

    expect(document.identity.member[0].email).toBe(ana.email);
    expect(document.identity.sessions.length).toBeGreaterThan(0);
    expect(document.identity.sessions[0].started_at).toEqual(expect.any(String));
    expect(document.identity.consents.map((c) => c.document).sort()).toEqual(['privacy', 'terms']);
    expect(document.identity.blocks).toEqual([{ blocked_id: diego.memberId, created_at: expect.any(String) }]);
    expect(document.courses.quizSolved).toEqual([{ question_id: quiz.questionId, solved_at: expect.any(String) }]);
    expect(document.review.cards).toEqual([expect.objectContaining({ source: 'quiz', source_key: quiz.questionId, content: expect.objectContaining({ prompt: QUESTION, correctChoice: 1 }), reps: 1 })]);
    expect(document.review.reviews).toEqual([expect.objectContaining({ card_id: document.review.cards[0].id, rating: 3, correct: true, xp_awarded: 1 })]);
    expect(document.review.settings).toEqual([expect.objectContaining({ new_per_day: 7, desired_retention: 92 })]);
    expect(document.admin.reportsMade).toEqual([expect.objectContaining({ target_type: 'post', reason: 'spam', details: 'Propaganda' })]);
    expect(document.community.posts.map((p) => p.title)).toEqual([anaPost.title, hostilePost.title]);
    expect(document.community.comments.map((c) => c.content)).toEqual(['Comentário da Ana sobre os verbos']);
    expect(document.chat.messages.map((m) => m.content)).toEqual(['Mensagem da Ana no chat geral']);
    const ledger = await sql(orm, 'select id from xp_ledger_entry where member_id = ? order by created_at, id', [ana.memberId]);
    expect(ledger.length).toBeGreaterThan(0);
    expect(document.gamification.xpLedger.map((e) => e.id)).toEqual(ledger.map((e) => e.id));
    for (const part of ['notifications', 'courses']) expect(document[part]).toEqual(expect.any(Object));
    // The uploaded picture itself, byte for byte as the site serves it.
    const served = (await request(baseUrl).get(picture).buffer(true).expect(200)).body as Buffer;
    const { profilePicture } = (document as unknown as { files: { profilePicture: { url: string; contentType: string; base64: string } } }).files;
    expect(profilePicture.url).toBe(picture);
    expect(profilePicture.contentType).toMatch(/^image\//);
    expect(Buffer.from(profilePicture.base64, 'base64').equals(served)).toBe(true);

    for (const other of [bruno.memberId, bruno.email, brunoPost.title, 'Mensagem do Bruno', diego.email]) expect(text).not.toContain(other);
  });

  it('has beside the JSON a page to read, in the member’s language, with names instead of ids', () => {
    expect(html).toMatch(/^<!doctype html>\n<html lang="pt-BR">/);
    expect(html).toContain('<h1>Seus dados no Poliglota</h1>');
    expect(html).toContain('Todas as datas e horas estão no horário de São Paulo');
    expect(html).toContain('<caption>Membros que você bloqueou</caption>');
    expect(html).toContain('<caption>Cartões do seu baralho</caption>');
    // The blocked member, the question answered, its lesson and the post commented on, by name.
    expect(html).toContain('<td>Diego &lt;img src=x onerror=alert(1)&gt;</td>');
    expect(html).toContain(`<td>${QUESTION}</td>`);
    expect(html).toContain(`<td>${quiz.lessonTitle}</td>`);
    expect(html).toContain('<td>Ana Exportadora</td>');
    for (const id of [diego.memberId, quiz.questionId, quiz.lessonId, brunoPostId]) expect(html).not.toContain(id);
    // The report names Bruno's post by its title, as the site showed it to Ana.
    expect(html).toContain(`<td>${brunoPost.title}</td>`);
    // What members wrote is text: no markup of theirs, no script at all, nothing fetched.
    expect(html).not.toMatch(/<script|<img src=x/i);
    expect(html).toContain('&lt;script&gt;alert(&quot;post&quot;)&lt;/script&gt; Dicas de pronúncia');
    expect(html).not.toMatch(/(src|href)="(?!#|data:image\/)/);
    // Nothing of the other members but what the site shows of them.
    for (const other of [bruno.email, diego.email, 'Mensagem do Bruno']) expect(html).not.toContain(other);
    // One date format: no cell is left holding an ISO date or instant (a document's version label,
    // such as the privacy policy's "2026-12-07.2", is a name, shown as it is).
    expect(html).not.toMatch(/>\d{4}-\d{2}-\d{2}(?:[T ][^<]*)?</);
  });

  it('tells the member in the bell and by e-mail', async () => {
    const inbox = await ana.agent.get('/api/notifications').query({ lang: 'pt' }).expect(200);
    expect(inbox.body.notifications.map((n: { title: string }) => n.title)).toContain('Seus dados estão prontos');
    const mails = await sql(orm, "select subject from mail_message where member_id = ? and subject = 'Seus dados estão prontos'", [ana.memberId]);
    expect(mails).toHaveLength(1);
  });

  it('gives the file to its member only', async () => {
    await bruno.agent.get(url).expect(404);
    await request(baseUrl).get(url).expect(401);
    expect((await exportOf(bruno.agent)).status).toBe('none');
    // Nor under /uploads/, however the path is spelled.
    const key = `private/data-exports/${url.split('/')[4]}.zip`;
    expect(await t.app.get(FileStorage).open(key)).toBeDefined();
    for (const path of [`/uploads/${key}`, `/uploads/./${key}`, `/uploads/%70rivate/data-exports/${url.split('/')[4]}.zip`]) {
      await request(baseUrl).get(path).expect(404);
    }
  });

  it('is one a day: a second request answers 429 with Retry-After', async () => {
    t.clock.advance(60 * 60 * 1000);
    const again = await ana.agent.post('/api/me/export').expect(429);
    expect(again.body.code).toBe('IDENTITY.DATA_EXPORT_LIMITED');
    expect(Number(again.headers['retry-after'])).toBe(DAY_MS / 1000 - 60 * 60);
    expect((await exportOf(ana.agent)).status).toBe('ready');
  });

  it('expires after 24 hours, and its file is deleted', async () => {
    const key = `private/data-exports/${url.split('/')[4]}.zip`;
    const exports = t.app.get(DataExportsApi);
    // The e2e database is shared: other suites' copies expire on this clock too, so Ana's is looked at.
    const anasLeft = async () =>
      (await sql(orm, 'select count(*)::int as n from data_export where member_id = ? and deleted_at is null and file_key is not null', [ana.memberId]))[0].n;
    await exports.deleteExpired();
    expect(await anasLeft()).toBe(1);
    t.clock.advance(DAY_MS);
    expect(await exportOf(ana.agent)).toEqual({ status: 'none' });
    await ana.agent.get(url).expect(404);
    expect(await exports.deleteExpired()).toBeGreaterThanOrEqual(1);
    expect(await anasLeft()).toBe(0);
    expect(await t.app.get(FileStorage).open(key)).toBeUndefined();
    // A new day, a new copy.
    await ana.agent.post('/api/me/export').expect(202);
    await waitFor(async () => (await exportOf(ana.agent)).status === 'ready', 60_000, () => 'the second export to be ready');
  });

  it('answers 202 before the copy exists, then prepares it once, whatever is asked again or retried', async () => {
    const carla = await signIn(baseUrl, { name: 'Carla Apressada' });
    // The copy reads every module; while one of its tables is locked it cannot be prepared, and
    // an answer that waited for it would never come.
    const locker = new pg.Client({ connectionString: testDatabaseUrl() });
    await locker.connect();
    let asked: { status: number; body: { status: string } };
    try {
      await locker.query('begin');
      await locker.query('lock table lesson_quiz_solved in access exclusive mode');
      const answer = carla.agent.post('/api/me/export').then((res) => res);
      const late = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 10_000).unref());
      const first = await Promise.race([answer, late]);
      expect(first).not.toBe('late');
      asked = first as typeof asked;
      expect(asked.status).toBe(202);
      expect(asked.body.status).toBe('preparing');
      const rows = await sql<{ file_key: string | null }>(orm, 'select file_key from data_export where member_id = ?', [carla.memberId]);
      expect(rows).toEqual([{ file_key: null }]);
      // A double click: the day's one copy is being prepared already.
      await carla.agent.post('/api/me/export').expect(429);
    } finally {
      await locker.query('rollback').catch(() => undefined);
      await locker.end();
    }
    await waitFor(async () => (await exportOf(carla.agent)).status === 'ready', 60_000, () => "Carla's copy to be ready");
    const [{ file_key: key }] = await sql<{ file_key: string }>(orm, 'select file_key from data_export where member_id = ?', [carla.memberId]);
    const file = path.join((t.app.get(FileStorage) as LocalDiskFileStorage).root, key);
    const written = fs.statSync(file).mtimeMs;
    // A retry of the event (a crash after the copy was stored, before the outbox heard of it) prepares nothing again.
    const [{ id: eventId }] = await sql<{ id: string }>(orm, "select id from outbox_event where type = 'identity.data_export_requested' and payload->>'memberId' = ?", [carla.memberId]);
    await sql(orm, 'delete from processed_event where event_id = ?', [eventId]);
    await sql(orm, 'update outbox_event set dispatched_at = null, next_attempt_at = now() where id = ?', [eventId]);
    await t.app.get(OutboxDispatcher).dispatch([eventId]);
    expect(await sql(orm, "select 1 from processed_event where event_id = ?", [eventId])).not.toHaveLength(0);
    const ready = await sql<{ n: number }>(orm, 'select count(*)::int as n from data_export where member_id = ? and ready_at is not null', [carla.memberId]);
    expect(ready[0].n).toBe(1);
    expect(fs.statSync(file).mtimeMs).toBe(written);
    const told = await sql<{ n: number }>(orm, "select count(*)::int as n from notification where member_id = ? and title_key like 'data_export.%'", [carla.memberId]);
    expect(told[0].n).toBe(1);
  });
});

describe("a member's copy of their data in an S3-compatible object store", () => {
  let store: TestObjectStore;
  let t: TestApp;
  let baseUrl: string;
  let member: { agent: Agent; memberId: string; email: string };

  beforeAll(async () => {
    store = await startObjectStore();
    t = await createTestApp({ listen: true, env: store.env });
    baseUrl = baseUrlOf(t.app);
    member = await signIn(baseUrl, { name: 'Sara Armazenada' });
  });
  afterAll(async () => {
    await t.close();
    await store.close();
  });

  it('keeps the file in the bucket for its member only, and deletes the object when it expires', async () => {
    await member.agent.post('/api/me/export').expect(202);
    let url = '';
    await waitFor(async () => {
      url = (await member.agent.get('/api/me/export').expect(200)).body.url ?? '';
      return url !== '';
    }, 60_000, () => 'the export to be ready');
    const key = `private/data-exports/${url.split('/')[4]}.zip`;
    const file = await member.agent.get(url).buffer(true).parse(bytes).expect(200);
    expect(file.headers['content-type']).toBe('application/zip');
    const copy = unzipCopy(file.body as Buffer);
    expect(JSON.parse(copy.json).identity.member[0].email).toBe(member.email);
    expect(copy.html).toContain('Sara Armazenada');
    const inBucket = () => request(store.env.S3_ENDPOINT).get(`/${store.env.S3_BUCKET}/${key}`);
    await inBucket().expect(200);
    await request(baseUrl).get(`/uploads/${key}`).expect(404);

    t.clock.advance(DAY_MS);
    expect(await t.app.get(DataExportsApi).deleteExpired()).toBe(1);
    await inBucket().expect(404);
    await member.agent.get(url).expect(404);
  });
});
