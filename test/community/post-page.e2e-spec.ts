import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { baseUrlOf, createTestApp, type TestApp } from '../support/app.js';
import { signIn, uniqueEmail, type Agent } from '../support/sign-in.js';
import { MODERATOR, addComment, publishPost, signInModerator, submitPost } from '../support/community.js';
import { OutboxDispatcher } from '../../src/shared/events/index.js';

type Member = Awaited<ReturnType<typeof signIn>>;

/**
 * `GET /api/community/posts/{id}`, the post's own page (`/comunidade/post/{id}`): a published post
 * for every member; one awaiting approval for its author and administrators; one hidden by its
 * reports for its author and administrators (ADR 0103); one by a member the reader blocks, and any
 * id that is not a post, answer exactly as a missing post (ADR 0129).
 */
describe('a post by its address', () => {
  let t: TestApp;
  let baseUrl: string;
  let moderator: Agent;
  let administrator: Member;
  const administratorEmail = uniqueEmail('administradora');

  beforeAll(async () => {
    t = await createTestApp({
      listen: true,
      env: { ADMIN_EMAIL: MODERATOR.email, ADMIN_PASSWORD: MODERATOR.password, ADMIN_EMAILS: administratorEmail },
    });
    baseUrl = baseUrlOf(t.app);
    moderator = await signInModerator(baseUrl);
    administrator = await signIn(baseUrl, { email: administratorEmail, name: 'Alice Administradora' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const members = (...names: string[]) => Promise.all(names.map((name) => signIn(baseUrl, { name })));
  const read = (agent: Agent, id: string) => agent.get(`/api/community/posts/${id}`);
  /** The answer to an id that names no post, for comparison. */
  const missing = async (agent: Agent) => {
    const res = await read(agent, randomUUID()).expect(404);
    expect(res.body).toMatchObject({ code: 'COMMUNITY.POST_NOT_FOUND', message: 'Post não encontrado.' });
    return res.body;
  };
  /** The call answers 404 with exactly the body of a missing post. */
  async function answersAsMissing(agent: Agent, id: string): Promise<void> {
    const res = await read(agent, id);
    expect([id, res.status]).toEqual([id, 404]);
    expect(res.body).toEqual(await missing(agent));
  }

  it('a published post, with its author, counts and the reader’s like, to any member', async () => {
    const [author, reader] = await members('Ana Autora', 'Rui Leitor');
    const postId = await publishPost(t, author.agent, moderator, { title: 'Falsos cognatos', content: 'Pretend não é pretender.', languages: ['en', 'pt'] });
    await addComment(t, reader.agent, postId, 'Boa!');
    await reader.agent.post(`/api/community/posts/${postId}/like`).send({ liked: true }).expect(200);

    const { post } = (await read(reader.agent, postId).expect(200)).body;
    expect(post).toMatchObject({
      id: postId,
      title: 'Falsos cognatos',
      content: 'Pretend não é pretender.',
      languages: ['en', 'pt'],
      author_name: 'Ana Autora',
      author_mocha_id: author.memberId,
      status: 'approved',
      awaiting_approval: false,
      likes_count: 1,
      comments_count: 1,
      is_liked_by_user: true,
    });
    expect((await read(author.agent, postId).expect(200)).body.post.is_liked_by_user).toBe(false);
    // An upper-case id is the same post.
    expect((await read(reader.agent, postId.toUpperCase()).expect(200)).body.post.id).toBe(postId);
  });

  it('a guest is asked to sign in (401); an unknown or malformed id is a missing post (404)', async () => {
    const [author, reader] = await members('Ana Autora', 'Rui Leitor');
    const postId = await publishPost(t, author.agent, moderator);
    const guest = await request(baseUrl).get(`/api/community/posts/${postId}`).expect(401);
    expect(guest.body.code).toBe('IDENTITY.NOT_SIGNED_IN');
    const none = await missing(reader.agent);
    for (const id of ['nao-e-um-id', '123', `${postId}x`, "' or 1=1 --", encodeURIComponent('../posts')]) {
      const res = await read(reader.agent, id);
      expect([id, res.status, res.body]).toEqual([id, 404, none]);
    }
  });

  it('awaiting approval: its author and administrators read it; any other member gets a missing post', async () => {
    const [author, other] = await members('Ana Autora', 'Otto Outro');
    const pending = await submitPost(t, author.agent);
    expect((await read(author.agent, pending.id).expect(200)).body.post).toMatchObject({ id: pending.id, status: 'pending', awaiting_approval: true });
    expect((await read(administrator.agent, pending.id).expect(200)).body.post).toMatchObject({ id: pending.id, status: 'pending' });
    await answersAsMissing(other.agent, pending.id);
    // Rejected, it is gone for everyone.
    await moderator.post(`/api/admin/posts/${pending.id}/reject`).send({}).expect(200);
    await answersAsMissing(author.agent, pending.id);
  });

  it('hidden by its reports: a missing post to other members, still read by its author and administrators', async () => {
    const [author, other, ...reporters] = await members('Ana Autora', 'Otto Outro', 'D1', 'D2', 'D3');
    const postId = await publishPost(t, author.agent, moderator);
    for (const reporter of reporters) await reporter.agent.post('/api/flags').send({ targetType: 'post', targetId: postId, reason: 'spam' }).expect(201);
    await answersAsMissing(other.agent, postId);
    await answersAsMissing(reporters[0]!.agent, postId);
    expect((await read(author.agent, postId).expect(200)).body.post.id).toBe(postId);
    expect((await read(administrator.agent, postId).expect(200)).body.post.id).toBe(postId);
  });

  it('by a member the reader blocks: a missing post, and so are its comments; the blocked member still reads the blocker’s posts', async () => {
    const [blocker, blocked, other] = await members('Bia Bloqueadora', 'Igor Incômodo', 'Olga Outra');
    const blockedPost = await publishPost(t, blocked.agent, moderator);
    const blockerPost = await publishPost(t, blocker.agent, moderator);
    await blocker.agent.put(`/api/blocks/${blocked.memberId}`).expect(200);

    await answersAsMissing(blocker.agent, blockedPost);
    const comments = await blocker.agent.get(`/api/community/posts/${blockedPost}/comments`);
    expect([comments.status, comments.body]).toEqual([404, await missing(blocker.agent)]);
    expect((await read(other.agent, blockedPost).expect(200)).body.post.id).toBe(blockedPost);
    // A block hides the blocked member from the blocker, not the other way round (ADR 0101).
    expect((await read(blocked.agent, blockerPost).expect(200)).body.post.id).toBe(blockerPost);

    // Unblocked, the post is back.
    await blocker.agent.delete(`/api/blocks/${blocked.memberId}`).expect(200);
    expect((await read(blocker.agent, blockedPost).expect(200)).body.post.id).toBe(blockedPost);
  });

  it('notices about a post lead to its page', async () => {
    const [author, liker] = await members('Ana Autora', 'Lia Leitora');
    const postId = await publishPost(t, author.agent, moderator);
    await liker.agent.post(`/api/community/posts/${postId}/like`).send({ liked: true }).expect(200);
    await addComment(t, liker.agent, postId, 'Adorei');
    await moderator.post(`/api/admin/posts/${postId}/quality-badge`).expect(200);
    await t.app.get(OutboxDispatcher).dispatchDue(1000);
    const inbox = (await author.agent.get('/api/notifications').expect(200)).body.notifications as { notification_type: string; title: string; path: string | null }[];
    // The badge earned on the way is gamification's, about no post.
    const byTitle = Object.fromEntries(inbox.filter((n) => n.notification_type === 'community').map((n) => [n.title, n.path]));
    expect(byTitle).toEqual({
      'Post aprovado': `/comunidade/post/${postId}`,
      'Nova curtida': `/comunidade/post/${postId}`,
      'Novo comentário': `/comunidade/post/${postId}`,
      'Conteúdo de qualidade!': `/comunidade/post/${postId}`,
    });
  });
});
