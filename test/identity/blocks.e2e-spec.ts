import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { baseUrlOf, createTestApp, type TestApp } from '../support/app.js';
import { signIn, uniqueEmail, type Agent } from '../support/sign-in.js';
import { MODERATOR, addComment, findInFeed, publishPost, signInModerator, sql } from '../support/community.js';
import { addLesson, addModule, createAdminCourse, publishCourse, uploadBody } from '../support/courses.js';
import { ENGLISH_ROOM, openStream, type OpenStream } from '../support/chat.js';
import { OutboxDispatcher } from '../../src/shared/events/index.js';
import { ownDatabase } from '../support/database.js';
import { waitFor } from '../support/process.js';

type Member = Awaited<ReturnType<typeof signIn>>;

/**
 * Blocking (issue 34, ADR 0101): what a member blocks disappears from every list they read, in
 * the list's own statement, on every instance; the blocked member notices nothing.
 */
describe('blocks', () => {
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;
  let orm: MikroORM;
  let admin: Agent;
  const administrator = uniqueEmail('administradora');
  const streams: OpenStream[] = [];
  // Pages are compared whole: a database of its own, so other suites' posts (dated by their own clocks) never come first.
  let db: Awaited<ReturnType<typeof ownDatabase>>;

  beforeAll(async () => {
    db = await ownDatabase('blocks', { migrated: true });
    const env = { ADMIN_EMAIL: MODERATOR.email, ADMIN_PASSWORD: MODERATOR.password, ADMIN_EMAILS: administrator };
    [a, b] = await Promise.all([
      createTestApp({ listen: true, env, databaseUrl: db.url }),
      createTestApp({ listen: true, env, databaseUrl: db.url }),
    ]);
    urlA = baseUrlOf(a.app);
    urlB = baseUrlOf(b.app);
    orm = a.app.get(MikroORM);
    admin = await signInModerator(urlA);
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await Promise.all([a?.close(), b?.close()]);
    await db?.drop();
  });

  const block = (who: Member, whom: string) => who.agent.put(`/api/blocks/${whom}`);
  /** Two members, the first blocking the second, and a third who blocks nobody. */
  async function blockerAndBlocked() {
    const [blocker, blocked, other] = await Promise.all([
      signIn(urlA, { name: 'Bruna Bloqueadora' }),
      signIn(urlA, { name: 'Igor Incômodo' }),
      signIn(urlA, { name: 'Olga Outra' }),
    ]);
    await block(blocker, blocked.memberId).expect(200);
    return { blocker, blocked, other };
  }

  it('lists, adds idempotently and removes blocks; refuses oneself, an administrator and unknown members', async () => {
    const ana = await signIn(urlA, { name: 'Ana Protegida' });
    const caio = await signIn(urlA, { name: 'Caio Chato' });
    expect((await ana.agent.get('/api/blocks').expect(200)).body).toEqual({ members: [] });

    expect((await block(ana, caio.memberId).expect(200)).body).toEqual({ success: true });
    await block(ana, caio.memberId).expect(200);
    const listed = (await ana.agent.get('/api/blocks').expect(200)).body.members;
    expect(listed).toEqual([{ id: caio.memberId, name: 'Caio Chato', picture: null, blocked_at: expect.any(String) }]);
    // The blocked member is not told: their own list is unchanged.
    expect((await caio.agent.get('/api/blocks').expect(200)).body).toEqual({ members: [] });

    // Worded for anyone, whatever their gender: no "a si mesmo", no "um administrador".
    expect((await block(ana, ana.memberId).expect(400)).body).toMatchObject({
      code: 'IDENTITY.CANNOT_BLOCK_SELF',
      error: 'Você não pode bloquear a própria conta.',
    });
    // An id in upper case is the same member (issue 45): normalised before any rule reads it.
    expect((await block(ana, ana.memberId.toUpperCase()).expect(400)).body.code).toBe('IDENTITY.CANNOT_BLOCK_SELF');
    await block(ana, caio.memberId.toUpperCase()).expect(200);
    expect((await ana.agent.get('/api/blocks').expect(200)).body.members.map((m: { id: string }) => m.id)).toEqual([caio.memberId]);
    const boss = await signIn(urlA, { email: administrator, name: 'Chefe' });
    expect((await block(ana, boss.memberId).expect(400)).body).toMatchObject({
      code: 'IDENTITY.CANNOT_BLOCK_ADMINISTRATOR',
      error: 'Não é possível bloquear quem faz parte da administração.',
    });
    expect((await block(ana, randomUUID()).expect(404)).body.code).toBe('IDENTITY.MEMBER_NOT_FOUND');
    await block(ana, 'not-a-member').expect(404);
    await request(urlA).get('/api/blocks').expect(401);
    await request(urlA).put(`/api/blocks/${caio.memberId}`).set('Origin', urlA).expect(401);

    await ana.agent.delete(`/api/blocks/${caio.memberId}`).expect(200);
    await ana.agent.delete(`/api/blocks/${caio.memberId}`).expect(200);
    expect((await ana.agent.get('/api/blocks').expect(200)).body).toEqual({ members: [] });
  });

  it('limits block changes per minute with 429 and Retry-After', async () => {
    const ana = await signIn(urlA);
    const caio = await signIn(urlA);
    let last = 200;
    for (let i = 0; i < 31 && last === 200; i += 1) {
      const res = i % 2 === 0 ? await block(ana, caio.memberId) : await ana.agent.delete(`/api/blocks/${caio.memberId}`);
      last = res.status;
      if (last === 429) {
        expect(res.body.code).toBe('IDENTITY.BLOCK_RATE_LIMITED');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(last).toBe(429);
    a.clock.advance(61_000);
    await block(ana, caio.memberId).expect(200);
  });

  it('keeps the blocked member’s posts out of the blocker’s feed, in the page’s own statement: a page is never short', async () => {
    const { blocker, blocked, other } = await blockerAndBlocked();
    const older = await publishPost(a, other.agent, admin);
    const newer = await publishPost(a, other.agent, admin);
    const hidden = [];
    for (let i = 0; i < 3; i += 1) hidden.push(await publishPost(a, blocked.agent, admin));

    // The three newest posts are the blocked member's: the blocker's page of two holds the two after them.
    const page = (await blocker.agent.get('/api/community/posts').query({ limit: 2 }).expect(200)).body;
    const unpinned = (page.posts as { id: string; is_pinned: boolean }[]).filter((p) => !p.is_pinned);
    expect(page.posts).toHaveLength(2);
    expect(unpinned.map((p) => p.id)).toEqual([newer, older].slice(0, unpinned.length));
    for (const id of hidden) expect(await findInFeed(blocker.agent, id)).toBeUndefined();
    // Everyone else, the blocked member included, sees them as before.
    expect(await findInFeed(other.agent, hidden[2]!)).toBeDefined();
    expect(await findInFeed(blocked.agent, hidden[2]!)).toBeDefined();
  });

  it('hides the blocked member’s comments, counts only the comments shown and creates no notification for their likes and comments', async () => {
    const { blocker, blocked, other } = await blockerAndBlocked();
    const postId = await publishPost(a, blocker.agent, admin);
    await blocked.agent.post(`/api/community/posts/${postId}/like`).send({ liked: true }).expect(200);
    const hidden = await addComment(a, blocked.agent, postId, 'Comentário indesejado');
    await other.agent.post(`/api/community/posts/${postId}/like`).send({ liked: true }).expect(200);
    const shown = await addComment(a, other.agent, postId, 'Comentário bem-vindo');
    await a.app.get(OutboxDispatcher).dispatchDue(1000);

    const comments = (await blocker.agent.get(`/api/community/posts/${postId}/comments`).expect(200)).body.comments as { id: string }[];
    expect(comments.map((c) => c.id)).toEqual([shown.id]);
    const seenByOther = (await other.agent.get(`/api/community/posts/${postId}/comments`).expect(200)).body.comments as { id: string }[];
    expect(seenByOther.map((c) => c.id)).toEqual([hidden.id, shown.id]);
    const post = await findInFeed(blocker.agent, postId);
    // Likes stay a true total; comments count what the reader is shown (ADR 0129).
    expect(post).toMatchObject({ likes_count: 2, comments_count: 1 });

    const events = await sql(orm, `select dispatched_at from outbox_event where type in ('community.post_liked', 'community.comment_added') and payload->>'postId' = ?`, [postId]);
    expect(events).toHaveLength(4);
    expect(events.every((e) => e.dispatched_at !== null)).toBe(true);
    const notifications = await sql(orm, `select params->>'name' as name from notification where member_id = ? order by created_at`, [blocker.memberId]);
    const names = notifications.map((n) => n.name);
    expect(names.filter((n) => n === 'Olga Outra')).toHaveLength(2);
    expect(names).not.toContain('Igor Incômodo');
  });

  it('hides the blocked member’s latest post and course from the blocker’s dashboard, and from no one else’s', async () => {
    const { blocker, blocked, other } = await blockerAndBlocked();
    // Enough of others' to fill both lists (5 posts, 4 courses), then the blocked member's, newest.
    for (let i = 0; i < 5; i += 1) await publishPost(a, other.agent, admin);
    for (let i = 0; i < 4; i += 1) await publishCourse(a, other.agent, admin, uploadBody({ language: 'ko' }));
    const postId = await publishPost(a, blocked.agent, admin);
    const courseId = await publishCourse(a, blocked.agent, admin, uploadBody({ language: 'ko' }));
    const dashboard = async (member: Member) => {
      const body = (await member.agent.get('/api/dashboard').expect(200)).body as { recentPosts: { id: string }[]; recentCourses: { id: string }[] };
      return { posts: body.recentPosts.map((p) => p.id), courses: body.recentCourses.map((c) => c.id) };
    };
    for (const member of [other, blocked]) {
      expect(await dashboard(member)).toEqual({ posts: expect.arrayContaining([postId]), courses: expect.arrayContaining([courseId]) });
    }
    const seen = await dashboard(blocker);
    expect(seen.posts).not.toContain(postId);
    expect(seen.courses).not.toContain(courseId);
    // The lists stay full: the next post and course take the places of the hidden ones.
    expect(seen.posts).toHaveLength(5);
    expect(seen.courses).toHaveLength(4);

    // A post hidden by its reports leaves every dashboard, its author's too.
    await sql(orm, 'update post set hidden_at = now() where id = ?', [postId]);
    for (const member of [other, blocked]) {
      await waitFor(async () => !(await dashboard(member)).posts.includes(postId), 5_000, () => 'the hidden post to leave the dashboard');
    }
  });

  it('hides the blocked member’s community courses, course comments and lesson comments', async () => {
    const { blocker, blocked, other } = await blockerAndBlocked();
    const title = `Curso do bloqueado ${randomUUID()}`;
    const courseId = await publishCourse(a, blocked.agent, admin, uploadBody({ title, language: 'ko' }));
    const korean = async (member: Member) =>
      ((await member.agent.get('/api/courses').query({ language: 'ko' }).expect(200)).body.courses as { id: string }[]).map((c) => c.id);
    expect(await korean(other)).toContain(courseId);
    expect(await korean(blocked)).toContain(courseId);
    expect(await korean(blocker)).not.toContain(courseId);
    const searched = await blocker.agent.get('/api/courses').query({ search: title }).expect(200);
    expect(searched.body.total).toBe(0);

    const official = await createAdminCourse(admin);
    await blocked.agent.post(`/api/courses/${official}/comments`).send({ content: 'Comentário no curso' }).expect(201);
    a.clock.advance(1_000);
    await other.agent.post(`/api/courses/${official}/comments`).send({ content: 'Outro comentário no curso' }).expect(201);
    const courseComments = async (member: Member) =>
      ((await member.agent.get(`/api/courses/${official}/comments`).expect(200)).body.comments as { content: string }[]).map((c) => c.content);
    expect(await courseComments(blocker)).toEqual(['Outro comentário no curso']);
    expect(await courseComments(blocked)).toEqual(['Comentário no curso', 'Outro comentário no curso']);

    const m = await addModule(admin, official);
    const lesson = (await addLesson(admin, official, m.id, { is_free: true })).id as string;
    a.clock.advance(6_000);
    await blocked.agent.post(`/api/lessons/${lesson}/comments`).send({ content: 'Comentário na aula' }).expect(201);
    a.clock.advance(1_000);
    await other.agent.post(`/api/lessons/${lesson}/comments`).send({ content: 'Outro comentário na aula' }).expect(201);
    const lessonComments = async (member: Member) =>
      ((await member.agent.get(`/api/lessons/${lesson}/comments`).expect(200)).body.comments as { content: string }[]).map((c) => c.content);
    expect(await lessonComments(blocker)).toEqual(['Outro comentário na aula']);
    expect(await lessonComments(other)).toEqual(['Comentário na aula', 'Outro comentário na aula']);
  });

  it('hides the blocked member’s chat messages from the history, the poll and a stream open on another instance', async () => {
    const { blocker, blocked, other } = await blockerAndBlocked();
    const stream = await openStream(urlB, blocker.agent, ENGLISH_ROOM);
    streams.push(stream);
    a.clock.advance(60_000);
    const say = async (who: Member, content: string) =>
      (await who.agent.post(`/api/chat/rooms/${ENGLISH_ROOM}/messages`).send({ content }).expect(201)).body.messageId as string;
    const before = await say(other, 'Antes');
    const unwanted = await say(blocked, 'Mensagem indesejada');
    const wanted = await say(other, 'Mensagem bem-vinda');

    // The stream on instance B delivers the next message and never the blocked member's, sent before it.
    const delivered = await stream.next((e) => e.event === 'message' && e.data.id === wanted);
    expect(delivered.data.content).toBe('Mensagem bem-vinda');
    expect(stream.events.some((e) => e.data?.id === unwanted)).toBe(false);
    const otherStream = await openStream(urlB, other.agent, ENGLISH_ROOM, Number(delivered.id) - 2);
    streams.push(otherStream);
    await otherStream.next((e) => e.event === 'message' && e.data.id === unwanted);

    const ids = async (member: Member, query: Record<string, string> = {}) =>
      ((await member.agent.get(`/api/chat/rooms/${ENGLISH_ROOM}/messages`).query(query).expect(200)).body.messages as { id: string }[]).map((m) => m.id);
    expect(await ids(blocker)).not.toContain(unwanted);
    expect(await ids(blocker)).toContain(wanted);
    expect(await ids(blocker, { after: before })).toEqual([wanted]);
    expect(await ids(other, { after: before })).toEqual([unwanted, wanted]);
    expect(await ids(blocker, { before: wanted, limit: '1' })).toEqual([before]);
    expect(await ids(blocked, { after: before })).toEqual([unwanted, wanted]);
  });

  it('refuses new blocks from a banned member and keeps the blocks they made', async () => {
    const { blocker, blocked, other } = await blockerAndBlocked();
    const postId = await publishPost(a, blocked.agent, admin);
    await sql(orm, 'update member set banned_permanently = true where id = ?', [blocker.memberId]);
    const refused = await block(blocker, other.memberId).expect(403);
    expect(refused.body.code).toBe('IDENTITY.MEMBER_BANNED');
    await blocker.agent.delete(`/api/blocks/${blocked.memberId}`).expect(403);
    expect((await blocker.agent.get('/api/blocks').expect(200)).body.members.map((m: { id: string }) => m.id)).toEqual([blocked.memberId]);
    expect(await findInFeed(blocker.agent, postId)).toBeUndefined();

    // Blocking a banned member is allowed: a ban ends, a block stays until undone.
    await sql(orm, 'update member set banned_permanently = false where id = ?', [blocker.memberId]);
    await sql(orm, 'update member set banned_permanently = true where id = ?', [other.memberId]);
    await block(blocker, other.memberId).expect(200);
  });
});
