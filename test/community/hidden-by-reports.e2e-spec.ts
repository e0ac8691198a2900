import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { baseUrlOf, createTestApp, type TestApp } from '../support/app.js';
import { signIn, uniqueEmail, type Agent } from '../support/sign-in.js';
import { MODERATOR, addComment, findInFeed, publishPost, signInModerator } from '../support/community.js';
import { addLesson, addModule, createAdminCourse, publishCourse, uploadBody } from '../support/courses.js';
import { OutboxDispatcher } from '../../src/shared/events/index.js';
import { ownDatabase } from '../support/database.js';

type Member = Awaited<ReturnType<typeof signIn>>;

/**
 * An item hidden by its reports (ADR 0103) reaches only its author and administrators, on every
 * route that lists it, reads it by id or acts on it: to anyone else it answers exactly as an id
 * that does not exist.
 */
describe('items hidden by their reports', () => {
  let t: TestApp;
  let baseUrl: string;
  let moderator: Agent;
  let administrator: Member;
  const administratorEmail = uniqueEmail('administradora');
  // Lists are compared from their first page: a database of its own, so no other suite's newer items come first.
  let db: Awaited<ReturnType<typeof ownDatabase>>;

  beforeAll(async () => {
    db = await ownDatabase('hidden', { migrated: true });
    t = await createTestApp({
      listen: true,
      now: '2026-06-10T15:00:00Z',
      databaseUrl: db.url,
      env: { ADMIN_EMAIL: MODERATOR.email, ADMIN_PASSWORD: MODERATOR.password, ADMIN_EMAILS: administratorEmail },
    });
    baseUrl = baseUrlOf(t.app);
    moderator = await signInModerator(baseUrl);
    administrator = await signIn(baseUrl, { email: administratorEmail, name: 'Alice Administradora' });
  });
  afterAll(async () => {
    await t?.close();
    await db?.drop();
  });

  const members = (n: number, name = 'Membro'): Promise<Member[]> => Promise.all(Array.from({ length: n }, (_, i) => signIn(baseUrl, { name: `${name} ${i + 1}` })));
  /** Three reports: the threshold that hides an item (FLAGS_HIDE_THRESHOLD). */
  async function hide(targetType: string, targetId: string): Promise<void> {
    for (const reporter of await members(3, 'Denunciante')) {
      await reporter.agent.post('/api/flags').send({ targetType, targetId, reason: 'spam' }).expect(201);
    }
  }

  type Call = { method: 'get' | 'post'; path: string; body?: object };
  const send = (agent: Agent, { method, path, body }: Call) => (method === 'get' ? agent.get(path) : agent.post(path).send(body ?? {}));
  /** The call answers exactly what the same call answers for an id that does not exist. */
  async function answersAsMissing(agent: Agent, call: Call, id: string): Promise<void> {
    const missing = randomUUID();
    const [hidden, none] = await Promise.all([
      send(agent, call),
      send(agent, { ...call, path: call.path.replace(id, missing), body: call.body && JSON.parse(JSON.stringify(call.body).replace(id, missing)) }),
    ]);
    expect([call.method, call.path, hidden.status]).toEqual([call.method, call.path, 404]);
    expect(hidden.body).toEqual(none.body);
  }
  const feedHas = async (agent: Agent, postId: string) => (await findInFeed(agent, postId)) !== undefined;
  const commentIds = async (agent: Agent, postId: string) =>
    ((await agent.get(`/api/community/posts/${postId}/comments`).expect(200)).body.comments as { id: string }[]).map((c) => c.id);
  const catalogueIds = async (agent: Agent, query: Record<string, string | number> = {}) =>
    ((await agent.get('/api/courses').query(query).expect(200)).body.courses as { id: string }[]).map((c) => c.id);
  const dashboard = async (agent: Agent) => (await agent.get('/api/dashboard').expect(200)).body as Record<string, { id: string }[]>;
  const titles = async (agent: Agent) => ((await agent.get('/api/notifications').expect(200)).body.notifications as { message: string }[]).map((n) => n.message);

  it('a post: gone from the feed and by its id for another member, as a missing one; its author and an administrator still read it and act on it', async () => {
    const [author, commenter, other] = await members(3);
    const postId = await publishPost(t, author.agent, moderator, { title: 'Vendo seguidores', content: 'Promoção de seguidores baratos.', languages: ['en'] });
    const commentId = (await addComment(t, commenter.agent, postId, 'Comentário antes da denúncia')).id as string;
    expect(await feedHas(other.agent, postId)).toBe(true);
    await hide('post', postId);

    // Another member: not in the feed nor the dashboard; every route by its id or its comment's is a missing one.
    expect(await feedHas(other.agent, postId)).toBe(false);
    expect((await dashboard(other.agent)).recentPosts.map((p) => p.id)).not.toContain(postId);
    t.clock.advance(6_000);
    const refused: Call[] = [
      { method: 'get', path: `/api/community/posts/${postId}/comments` },
      { method: 'post', path: `/api/community/posts/${postId}/comments`, body: { content: 'Eu também quero!' } },
      { method: 'post', path: `/api/community/posts/${postId}/like`, body: { liked: true } },
      { method: 'post', path: `/api/community/posts/${postId}/like`, body: { liked: false } },
      { method: 'post', path: `/api/community/posts/${postId}/like` },
      { method: 'post', path: `/api/flags`, body: { targetType: 'post', targetId: postId, reason: 'other' } },
    ];
    for (const call of refused) await answersAsMissing(other.agent, call, postId);
    // Its comments go with it: a like or a report of one by its id is a missing comment's.
    for (const call of [
      { method: 'post', path: `/api/community/comments/${commentId}/like`, body: { liked: true } },
      { method: 'post', path: `/api/flags`, body: { targetType: 'post_comment', targetId: commentId, reason: 'spam' } },
    ] as Call[]) {
      await answersAsMissing(other.agent, call, commentId);
    }
    // What was refused told its author nothing.
    await t.app.get(OutboxDispatcher).dispatchDue(1000);
    expect((await titles(author.agent)).join(' | ')).not.toContain('Membro 3');

    // Its author and an administrator: in their feed, its comments listed, commented on and liked.
    for (const reader of [author, administrator]) {
      expect(await feedHas(reader.agent, postId)).toBe(true);
      expect(await commentIds(reader.agent, postId)).toContain(commentId);
      t.clock.advance(6_000);
      await reader.agent.post(`/api/community/posts/${postId}/comments`).send({ content: `Resposta de ${reader.memberId}` }).expect(201);
      expect((await reader.agent.post(`/api/community/posts/${postId}/like`).send({ liked: true }).expect(200)).body.is_liked).toBe(true);
      expect((await reader.agent.post(`/api/community/posts/${postId}/like`).send({ liked: false }).expect(200)).body.is_liked).toBe(false);
      await reader.agent.post(`/api/community/comments/${commentId}/like`).send({ liked: true }).expect(200);
    }
    // Its author cannot report their own post (400, as always); an administrator can.
    await author.agent.post('/api/flags').send({ targetType: 'post', targetId: postId, reason: 'spam' }).expect(400);
    await administrator.agent.post('/api/flags').send({ targetType: 'post', targetId: postId, reason: 'spam' }).expect(201);

    // Kept by an administrator: everyone reaches it again.
    await moderator.post(`/api/admin/flags/post/${postId}/resolve`).send({ action: 'keep' }).expect(200);
    expect(await feedHas(other.agent, postId)).toBe(true);
    await other.agent.post(`/api/community/posts/${postId}/like`).send({ liked: true }).expect(200);
  });

  it('a community course: gone from the catalogue, its search and by its id for another member, as a missing one; its uploader and an administrator still reach it', async () => {
    const [uploader, commenter, other] = await members(3);
    const title = `Curso escondido ${randomUUID()}`;
    const courseId = await publishCourse(t, uploader.agent, moderator, uploadBody({ title }));
    t.clock.advance(6_000);
    const commentId = (await commenter.agent.post(`/api/courses/${courseId}/comments`).send({ content: 'Antes da denúncia' }).expect(201)).body.comment
      .id as string;
    expect(await catalogueIds(other.agent)).toContain(courseId);
    await hide('course', courseId);

    // Another member: not in the catalogue's first page, its search nor the dashboard; every route by its id is a missing course's.
    expect(await catalogueIds(other.agent)).not.toContain(courseId);
    expect(await catalogueIds(other.agent, { search: title })).toEqual([]);
    expect((await dashboard(other.agent)).recentCourses.map((c) => c.id)).not.toContain(courseId);
    t.clock.advance(6_000);
    const refused: Call[] = [
      { method: 'get', path: `/api/courses/${courseId}` },
      { method: 'get', path: `/api/courses/${courseId}/details` },
      { method: 'get', path: `/api/courses/${courseId}/comments` },
      { method: 'get', path: `/api/courses/${courseId}/modules` },
      { method: 'get', path: `/api/courses/${courseId}/ratings` },
      { method: 'post', path: `/api/courses/${courseId}/comments`, body: { content: 'Quero baixar' } },
      { method: 'post', path: `/api/courses/${courseId}/like`, body: { liked: true } },
      { method: 'post', path: `/api/courses/${courseId}/like`, body: { liked: false } },
      { method: 'post', path: `/api/courses/${courseId}/download` },
      { method: 'post', path: `/api/courses/${courseId}/rate`, body: { rating: 5 } },
      { method: 'post', path: `/api/flags`, body: { targetType: 'course', targetId: courseId, reason: 'other' } },
    ];
    for (const call of refused) await answersAsMissing(other.agent, call, courseId);
    for (const call of [
      { method: 'post', path: `/api/courses/comments/${commentId}/like`, body: { liked: true } },
      { method: 'post', path: `/api/flags`, body: { targetType: 'course_comment', targetId: commentId, reason: 'spam' } },
    ] as Call[]) {
      await answersAsMissing(other.agent, call, commentId);
    }
    // A guest is another reader too.
    const guest = (await import('supertest')).default.agent(baseUrl);
    await answersAsMissing(guest, { method: 'get', path: `/api/courses/${courseId}/details` }, courseId);
    expect(await catalogueIds(guest)).not.toContain(courseId);

    // Its uploader and an administrator: listed, read, commented on, liked, downloaded.
    expect(((await uploader.agent.get('/api/my-uploaded-courses').expect(200)).body.courses as { id: string }[]).map((c) => c.id)).toContain(courseId);
    for (const reader of [uploader, administrator]) {
      expect(await catalogueIds(reader.agent)).toContain(courseId);
      expect(await catalogueIds(reader.agent, { search: title })).toEqual([courseId]);
      expect((await reader.agent.get(`/api/courses/${courseId}/details`).expect(200)).body.course.title).toBe(title);
      await reader.agent.get(`/api/courses/${courseId}`).expect(200);
      expect(((await reader.agent.get(`/api/courses/${courseId}/comments`).expect(200)).body.comments as { id: string }[]).map((c) => c.id)).toContain(commentId);
      await reader.agent.get(`/api/courses/${courseId}/ratings`).expect(200);
      t.clock.advance(6_000);
      await reader.agent.post(`/api/courses/${courseId}/comments`).send({ content: `Resposta de ${reader.memberId}` }).expect(201);
      expect((await reader.agent.post(`/api/courses/${courseId}/like`).send({ liked: true }).expect(200)).body.is_liked).toBe(true);
      expect((await reader.agent.post(`/api/courses/${courseId}/like`).send({ liked: false }).expect(200)).body.is_liked).toBe(false);
      await reader.agent.post(`/api/courses/comments/${commentId}/like`).send({ liked: true }).expect(200);
      await reader.agent.post(`/api/courses/${courseId}/download`).expect(200);
      // Rating a community upload needs an enrolment, which uploads have not: refused, but not as a missing course.
      expect((await reader.agent.post(`/api/courses/${courseId}/rate`).send({ rating: 5 })).status).not.toBe(404);
    }
    await administrator.agent.post('/api/flags').send({ targetType: 'course', targetId: courseId, reason: 'spam' }).expect(201);

    await moderator.post(`/api/admin/flags/course/${courseId}/resolve`).send({ action: 'keep' }).expect(200);
    await other.agent.get(`/api/courses/${courseId}/details`).expect(200);
    expect(await catalogueIds(other.agent, { search: title })).toEqual([courseId]);
  });

  it('an administrators’ course: its lessons, their comments and the profiles that list it leave it out for members; administrators still open it', async () => {
    const [learner, commenter] = await members(2);
    const courseId = await createAdminCourse(moderator);
    const mod = await addModule(moderator, courseId);
    const lesson = await addLesson(moderator, courseId, mod.id as string, { is_free: true });
    await learner.agent.get(`/api/courses/${courseId}/lessons/${lesson.id}`).expect(200);
    t.clock.advance(6_000);
    const commentId = (await commenter.agent.post(`/api/lessons/${lesson.id}/comments`).send({ content: 'Boa aula' }).expect(201)).body.comment.id as string;
    const listed = async (reader: Member, memberId: string) =>
      ((await reader.agent.get(`/api/profile/public/${memberId}/stats`).expect(200)).body.coursesInProgress as { id: string }[]).map((c) => c.id);
    expect(await listed(learner, learner.memberId)).toContain(courseId);
    await hide('course', courseId);

    expect(await listed(learner, learner.memberId)).not.toContain(courseId);
    expect(await listed(commenter, learner.memberId)).not.toContain(courseId);
    t.clock.advance(6_000);
    for (const call of [
      { method: 'get', path: `/api/courses/${courseId}/lessons/${lesson.id}` },
      { method: 'get', path: `/api/courses/${courseId}/lessons/${lesson.id}/quiz` },
      { method: 'post', path: '/api/lessons/complete', body: { courseId, lessonId: lesson.id } },
    ] as Call[]) {
      await answersAsMissing(learner.agent, call, courseId);
    }
    for (const call of [
      { method: 'get', path: `/api/lessons/${lesson.id}/comments` },
      { method: 'post', path: `/api/lessons/${lesson.id}/comments`, body: { content: 'Ainda aqui?' } },
    ] as Call[]) {
      await answersAsMissing(learner.agent, call, lesson.id as string);
    }
    for (const call of [
      { method: 'post', path: `/api/lessons/comments/${commentId}/like`, body: { liked: true } },
      { method: 'post', path: `/api/flags`, body: { targetType: 'lesson_comment', targetId: commentId, reason: 'spam' } },
    ] as Call[]) {
      await answersAsMissing(learner.agent, call, commentId);
    }

    await administrator.agent.get(`/api/courses/${courseId}/lessons/${lesson.id}`).expect(200);
    await administrator.agent.get(`/api/lessons/${lesson.id}/comments`).expect(200);
    await administrator.agent.post(`/api/lessons/comments/${commentId}/like`).send({ liked: true }).expect(200);
  });
});
