import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { baseUrlOf, createTestApp, type TestApp } from '../support/app.js';
import { signIn, type Agent } from '../support/sign-in.js';
import {
  MODERATOR,
  addComment,
  createCommunityApp,
  eventsOf,
  findInFeed,
  postBody,
  publishPost,
  signInModerator,
  sql,
  submitPost,
} from '../support/community.js';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('post moderation by administrators', () => {
  let t: TestApp;
  let baseUrl: string;
  let orm: MikroORM;
  let admin: Agent;
  let author: { agent: Agent; memberId: string; email: string };
  let reader: { agent: Agent; memberId: string };

  beforeAll(async () => {
    ({ t, baseUrl, orm } = await createCommunityApp());
    admin = await signInModerator(baseUrl);
    author = await signIn(baseUrl, { name: 'Dora Autora' });
    reader = await signIn(baseUrl, { name: 'Edu Leitor' });
  });
  afterAll(async () => {
    await t.close();
  });

  const auditOf = (targetId: string) =>
    sql(orm, 'select admin_email, action, target_type, target_author_id, reason, details from moderation_action where target_id = ? order by created_at', [
      targetId,
    ]);

  it('answers 401 to guests and 403 to learners on every moderation route', async () => {
    const learner = await signIn(baseUrl);
    const routes: [string, string][] = [
      ['get', '/api/admin/posts/pending'],
      ['get', '/api/admin/posts/approved'],
      ['get', `/api/admin/posts/${MISSING}/comments`],
      ['post', `/api/admin/posts/${MISSING}/approve`],
      ['post', `/api/admin/posts/${MISSING}/reject`],
      ['delete', `/api/admin/posts/${MISSING}`],
      ['post', `/api/admin/posts/${MISSING}/quality-badge`],
      ['delete', `/api/admin/comments/${MISSING}`],
    ];
    for (const [method, path] of routes) {
      const guest = await (request(baseUrl) as any)[method](path);
      expect([path, guest.status]).toEqual([path, 401]);
      const denied = await (learner.agent as any)[method](path);
      expect([path, denied.status]).toEqual([path, 403]);
      expect(denied.body.message).toBe('Você não tem permissão para acessar esta área.');
    }
  });

  it('shows the review queue oldest first, with the authors’ e-mails', async () => {
    const older = await submitPost(t, author.agent);
    const newer = await submitPost(t, author.agent);
    const res = await admin.get('/api/admin/posts/pending').expect(200);
    const ids = res.body.posts.map((p: { id: string }) => p.id);
    expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(res.body.posts.find((p: { id: string }) => p.id === older.id)).toMatchObject({
      author_email: author.email,
      author_name: 'Dora Autora',
      status: 'pending',
      approved_at: null,
    });
  });

  it('approves once: published, announced once, 409 the second time, 404 when missing', async () => {
    const post = await submitPost(t, author.agent);
    const results = await Promise.all(Array.from({ length: 5 }, () => admin.post(`/api/admin/posts/${post.id}/approve`)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(results.find((r) => r.status === 200)!.body).toEqual({ success: true, message: 'Post aprovado! O autor foi notificado.' });
    const conflict = results.find((r) => r.status === 409)!;
    expect(conflict.body).toMatchObject({ code: 'COMMUNITY.POST_NOT_PENDING', message: 'Este post já foi aprovado.' });
    expect(await eventsOf(orm, 'community.post_approved', 'postId', post.id)).toEqual([
      { postId: post.id, authorId: author.memberId, approvedBy: MODERATOR.email },
    ]);
    expect(await findInFeed(reader.agent, post.id)).toMatchObject({ status: 'approved' });
    expect(await auditOf(post.id)).toEqual([
      {
        admin_email: MODERATOR.email,
        action: 'post_approved',
        target_type: 'post',
        target_author_id: author.memberId,
        reason: null,
        details: { title: post.title },
      },
    ]);

    await admin.post(`/api/admin/posts/${post.id}/approve`).expect(409);
    const missing = await admin.post(`/api/admin/posts/${MISSING}/approve`).expect(404);
    expect(missing.body.code).toBe('COMMUNITY.POST_NOT_FOUND');
    await admin.post('/api/admin/posts/not-a-uuid/approve').expect(404);
    expect(await eventsOf(orm, 'community.post_approved', 'postId', post.id)).toHaveLength(1);
  });

  it('rejects a waiting post: removed for good, announced once, reason in the audit trail', async () => {
    const post = await submitPost(t, author.agent);
    const res = await admin.post(`/api/admin/posts/${post.id}/reject`).send({ reason: '  Fora do tema  ' }).expect(200);
    expect(res.body.success).toBe(true);
    expect(await sql(orm, 'select 1 from post where id = ?', [post.id])).toHaveLength(0);
    const pending = await admin.get('/api/admin/posts/pending').expect(200);
    expect(pending.body.posts.some((p: { id: string }) => p.id === post.id)).toBe(false);
    await author.agent.get(`/api/community/posts/${post.id}/comments`).expect(404);
    expect(await eventsOf(orm, 'community.post_rejected', 'postId', post.id)).toEqual([
      { postId: post.id, authorId: author.memberId, rejectedBy: MODERATOR.email },
    ]);
    expect(await auditOf(post.id)).toMatchObject([{ action: 'post_rejected', reason: 'Fora do tema' }]);

    await admin.post(`/api/admin/posts/${post.id}/reject`).expect(404);
    const published = await publishPost(t, author.agent, admin);
    const refused = await admin.post(`/api/admin/posts/${published}/reject`).expect(409);
    expect(refused.body.code).toBe('COMMUNITY.POST_NOT_PENDING');
    const long = await admin.post(`/api/admin/posts/${MISSING}/reject`).send({ reason: 'x'.repeat(501) }).expect(400);
    expect(long.body.message).toBe('O motivo deve ter no máximo 500 caracteres.');
  });

  it('deletes a published post with its comments and likes, announced once', async () => {
    const postId = await publishPost(t, author.agent, admin);
    const comment = await addComment(t, reader.agent, postId);
    await reader.agent.post(`/api/community/posts/${postId}/like`).send({ liked: true }).expect(200);
    await reader.agent.post(`/api/community/comments/${comment.id}/like`).send({ liked: true }).expect(200);

    const [first, second] = await Promise.all([
      admin.delete(`/api/admin/posts/${postId}`).send({ reason: 'Spam' }),
      admin.delete(`/api/admin/posts/${postId}`),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 404]);
    for (const table of ['post where id', 'post_comment where post_id', 'post_like where post_id']) {
      expect(await sql(orm, `select 1 from ${table} = ?`, [postId])).toHaveLength(0);
    }
    expect(await sql(orm, 'select 1 from comment_like where comment_id = ?', [comment.id])).toHaveLength(0);
    expect(await eventsOf(orm, 'community.post_deleted', 'postId', postId)).toEqual([
      { postId, authorId: author.memberId, deletedBy: MODERATOR.email },
    ]);
    expect(await auditOf(postId)).toMatchObject([
      { action: 'post_approved' },
      { action: 'post_deleted', reason: first.status === 200 ? 'Spam' : null, details: { likesCount: 1, commentsCount: 1 } },
    ]);
    expect(await findInFeed(reader.agent, postId)).toBeUndefined();

    const waiting = await submitPost(t, author.agent);
    const refused = await admin.delete(`/api/admin/posts/${waiting.id}`).expect(409);
    expect(refused.body).toMatchObject({
      code: 'COMMUNITY.POST_NOT_APPROVED',
      error: 'Este post ainda aguarda aprovação: rejeite-o em vez de excluí-lo.',
      params: { reason: 'delete' },
    });
  });

  it('gives the quality badge once, even to two parallel requests', async () => {
    const postId = await publishPost(t, author.agent, admin);
    const results = await Promise.all([
      admin.post(`/api/admin/posts/${postId}/quality-badge`),
      admin.post(`/api/admin/posts/${postId}/quality-badge`),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const conflict = results.find((r) => r.status === 409)!;
    expect(conflict.body).toEqual({
      statusCode: 409,
      error: 'Este post já possui o badge de qualidade',
      message: 'Este post já possui o badge de qualidade',
      code: 'COMMUNITY.QUALITY_BADGE_ALREADY_GIVEN',
    });
    expect(await eventsOf(orm, 'community.post_quality_marked', 'postId', postId)).toEqual([
      { postId, authorId: author.memberId, markedBy: MODERATOR.email },
    ]);
    expect(await findInFeed(reader.agent, postId)).toMatchObject({ has_quality_badge: true });
    expect((await auditOf(postId)).map((a) => a.action)).toEqual(['post_approved', 'post_quality_marked']);

    const waiting = await submitPost(t, author.agent);
    const notYet = await admin.post(`/api/admin/posts/${waiting.id}/quality-badge`).expect(409);
    expect(notYet.body.code).toBe('COMMUNITY.POST_NOT_APPROVED');
    await admin.post(`/api/admin/posts/${MISSING}/quality-badge`).expect(404);
  });

  it('lists a post’s comments with e-mails and deletes one, keeping the count equal to the rows', async () => {
    const postId = await publishPost(t, author.agent, admin);
    const kept = await addComment(t, reader.agent, postId, 'fica');
    const removed = await addComment(t, author.agent, postId, 'sai');
    const list = await admin.get(`/api/admin/posts/${postId}/comments`).expect(200);
    expect(list.body.comments.map((c: { id: string }) => c.id)).toEqual([kept.id, removed.id]);
    expect(list.body.comments[1]).toMatchObject({ content: 'sai', author_email: author.email, author_name: 'Dora Autora' });

    const results = await Promise.all([
      admin.delete(`/api/admin/comments/${removed.id}`).send({ reason: 'Ofensivo' }),
      admin.delete(`/api/admin/comments/${removed.id}`),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(await eventsOf(orm, 'community.comment_deleted', 'commentId', removed.id)).toEqual([
      { commentId: removed.id, postId, authorId: author.memberId },
    ]);
    const [post] = await sql(orm, 'select comments_count from post where id = ?', [postId]);
    expect(post.comments_count).toBe(1);
    expect((await findInFeed(reader.agent, postId))?.comments_count).toBe(1);
    expect(await auditOf(removed.id)).toMatchObject([{ action: 'comment_deleted', target_type: 'comment', details: { postId } }]);
    await admin.get(`/api/admin/posts/${MISSING}/comments`).expect(404);
  });

  it('pages published posts by 10, newest first, with the authors’ e-mails', async () => {
    const first = await admin.get('/api/admin/posts/approved').expect(200);
    expect(first.body.page).toBe(1);
    expect(first.body.posts.length).toBeLessThanOrEqual(10);
    expect(first.body.totalPages).toBe(Math.max(1, Math.ceil(first.body.total / 10)));
    const older = await publishPost(t, author.agent, admin);
    const newer = await publishPost(t, author.agent, admin);
    // The run's database is shared: walk the pages until both show up.
    const seen: Record<string, any>[] = [];
    for (let page = 1; page <= 1000; page += 1) {
      const res = await admin.get('/api/admin/posts/approved').query({ page, limit: 10 }).expect(200);
      expect(res.body.posts.length).toBeLessThanOrEqual(10);
      seen.push(...res.body.posts);
      if (page >= res.body.totalPages || seen.some((p) => p.id === older)) break;
    }
    const at = (id: string) => seen.findIndex((p) => p.id === id);
    expect(at(newer)).toBeGreaterThanOrEqual(0);
    expect(at(newer)).toBeLessThan(at(older));
    expect(seen[at(older)]).toMatchObject({ author_email: author.email, approved_by: MODERATOR.email, status: 'approved' });
    const times = seen.map((p) => Date.parse(p.created_at));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    const small = await admin.get('/api/admin/posts/approved').query({ limit: 1 }).expect(200);
    expect(small.body.posts).toHaveLength(1);
    expect(small.body.totalPages).toBe(small.body.total);

    const tooBig = await admin.get('/api/admin/posts/approved').query({ limit: 11 }).expect(400);
    expect(tooBig.body.message).toBe('limit deve ser no máximo 10');
    await admin.get('/api/admin/posts/approved').query({ page: 0 }).expect(400);
    await admin.get('/api/admin/posts/approved').query({ page: 'x' }).expect(400);
  });

  it('lets a member whose e-mail is in ADMIN_EMAILS moderate too', async () => {
    const boss = await signIn(baseUrl);
    const app = await createCommunityAppWithListedAdmin(boss.email);
    try {
      const member = await signIn(app.baseUrl);
      const bossAgain = await signIn(app.baseUrl, { email: boss.email });
      const post = await submitPost(app.t, member.agent, postBody());
      await bossAgain.agent.post(`/api/admin/posts/${post.id}/approve`).expect(200);
      expect(await eventsOf(orm, 'community.post_approved', 'postId', post.id)).toEqual([
        { postId: post.id, authorId: member.memberId, approvedBy: boss.email },
      ]);
    } finally {
      await app.t.close();
    }
  });
});

async function createCommunityAppWithListedAdmin(email: string) {
  const t = await createTestApp({ listen: true, env: { ADMIN_EMAILS: email } });
  return { t, baseUrl: baseUrlOf(t.app) };
}
