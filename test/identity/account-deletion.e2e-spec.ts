import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import request from 'supertest';
import type { TestApp } from '../support/app.js';
import { GENERAL_ROOM } from '../support/chat.js';
import { addComment, createCommunityApp, findInFeed, publishPost, signInModerator, sql } from '../support/community.js';
import { signIn, uniqueEmail, type Agent } from '../support/sign-in.js';
import { AccountErasure } from '../../src/modules/admin/index.js';
import { GamificationApi } from '../../src/modules/gamification/index.js';
import { REMOVED_MEMBER_ID } from '../../src/shared/engagement/index.js';

/**
 * Leaving for good (ADR 0108): with a grace period of 0 the erasure job takes a deletion
 * on at its next run, which the tests start themselves.
 */
describe('account deletion', () => {
  let t: TestApp;
  let baseUrl: string;
  let orm: MikroORM;
  let admin: Agent;
  let erasure: AccountErasure;
  let uploadsDir: string;

  beforeAll(async () => {
    uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poliglota-deletion-'));
    ({ t, baseUrl, orm } = await createCommunityApp({ ACCOUNT_DELETION_GRACE_HOURS: '0', UPLOADS_DIR: uploadsDir }));
    admin = await signInModerator(baseUrl);
    erasure = t.app.get(AccountErasure);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  });

  const grantXp = (memberId: string, amount: number) =>
    t.app.get(GamificationApi).grantXp(undefined, { memberId, amount, reason: 'Teste', adminEmail: 'admin@poliglota.dev', grantId: randomUUID() });

  const ranked = async (viewer: Agent) => ((await viewer.get('/api/ranking').expect(200)).body.topUsers as { id: string }[]).map((u) => u.id);

  const searchAdmin = async (term: string) => (await admin.get('/api/admin/users').query({ search: term }).expect(200)).body.totalUsers as number;

  /** A member with a picture, a published post, a comment and a like on another's post, a chat message and XP. */
  async function activeMember(name: string) {
    const email = uniqueEmail('leaving');
    const member = await signIn(baseUrl, { name, email });
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 10, g: 120, b: 200 } } })
      .png()
      .toBuffer();
    const picture = (
      await member.agent.post('/api/upload/profile-picture').attach('image', png, { filename: 'me.png', contentType: 'image/png' }).expect(200)
    ).body.imageUrl as string;
    const postId = await publishPost(t, member.agent, admin, { title: `Minha dica ${name}`, content: 'Pratique todos os dias.', languages: ['en'] });
    const other = await signIn(baseUrl, { name: `Colega de ${name}` });
    const otherPostId = await publishPost(t, other.agent, admin);
    await addComment(t, member.agent, otherPostId, `Comentário de ${name}`);
    await member.agent.post(`/api/community/posts/${otherPostId}/like`).send({ liked: true }).expect(200);
    // A report and blocks both ways: the member's, and another's of them.
    await member.agent.post('/api/flags').send({ targetType: 'post', targetId: otherPostId, reason: 'spam' }).expect(201);
    await member.agent.put(`/api/blocks/${other.memberId}`).expect((res) => expect(res.status).toBeLessThan(300));
    await other.agent.put(`/api/blocks/${member.memberId}`).expect((res) => expect(res.status).toBeLessThan(300));
    t.clock.advance(10_000);
    const message = (await member.agent.post(`/api/chat/rooms/${GENERAL_ROOM}/messages`).send({ content: `Olá de ${name}` }).expect(201)).body;
    await grantXp(member.memberId, 9_000);
    return { ...member, name, picture, postId, other, otherPostId, messageId: message.messageId as string };
  }

  const counters = async (postId: string) =>
    (await sql<{ likes_count: number; comments_count: number }>(orm, 'select likes_count, comments_count from post where id = ?', [postId]))[0];

  it('refuses a confirmation that is not the member’s name, and changes nothing', async () => {
    const member = await signIn(baseUrl, { name: 'Ana Confirma' });
    const res = await member.agent.delete('/api/me').send({ confirm: 'Ana', keepContent: true }).expect(400);
    expect(res.body.code).toBe('IDENTITY.DELETION_CONFIRMATION_MISMATCH');
    await member.agent.delete('/api/me').send({ confirm: 'Ana Confirma' }).expect(400);
    const me = (await member.agent.get('/api/users/me').expect(200)).body;
    expect(me.deletionScheduledFor).toBeNull();
  });

  it('erases a member who keeps their content as "Membro removido", with every counter and shared read following', async () => {
    const leaving = await activeMember(`Bruna Sai ${Date.now().toString(36)}`);
    expect(await ranked(leaving.other.agent)).toContain(leaving.memberId);
    expect(await searchAdmin(leaving.email)).toBe(1);
    await request(baseUrl).get(leaving.picture).expect(200);
    expect(await counters(leaving.otherPostId)).toEqual({ likes_count: 1, comments_count: 1 });

    const scheduled = await leaving.agent.delete('/api/me').send({ confirm: leaving.name, keepContent: true }).expect(202);
    expect(new Date(scheduled.body.deletionScheduledFor).getTime()).toBe(t.clock.now().getTime());
    // Every session ended.
    await leaving.agent.get('/api/users/me').expect(401);

    expect(await erasure.run()).toMatchObject({ erased: 1, unfinished: 0 });

    await request(baseUrl).get(leaving.picture).expect(404);
    const post = await findInFeed(leaving.other.agent, leaving.postId);
    expect(post).toMatchObject({ author_name: 'Membro removido', author_mocha_id: REMOVED_MEMBER_ID, author_picture: null });
    const comments = (await leaving.other.agent.get(`/api/community/posts/${leaving.otherPostId}/comments`).expect(200)).body;
    expect(JSON.stringify(comments)).toContain('Membro removido');
    expect(JSON.stringify(comments)).not.toContain(leaving.memberId);
    // The like is taken back, the kept comment still counts.
    expect(await counters(leaving.otherPostId)).toEqual({ likes_count: 0, comments_count: 1 });
    const messages = (await leaving.other.agent.get(`/api/chat/rooms/${GENERAL_ROOM}/messages`).expect(200)).body;
    expect(JSON.stringify(messages)).not.toContain(leaving.memberId);
    expect(await ranked(leaving.other.agent)).not.toContain(leaving.memberId);
    expect(await searchAdmin(leaving.email)).toBe(0);
    await admin.get(`/api/admin/users/${leaving.memberId}/details`).expect(404);

    for (const table of ['member', 'member_xp', 'xp_ledger_entry', 'notification', 'post_like', 'chat_message', 'post_comment', 'post']) {
      const column = { member: 'id', post_comment: 'author_id', post: 'author_id', chat_message: 'author_id' }[table] ?? 'member_id';
      expect(await sql(orm, `select 1 from ${table} where ${column} = ?`, [leaving.memberId])).toEqual([]);
    }
    expect(await sql(orm, 'select 1 from member_block where blocker_id = ? or blocked_id = ?', [leaving.memberId, leaving.memberId])).toEqual([]);
    expect(await sql(orm, 'select 1 from content_flag where reporter_id = ? or author_id = ?', [leaving.memberId, leaving.memberId])).toEqual([]);
    // The audit log says that an account was deleted, when and by whom, and nothing of the member.
    const [entry] = await sql(orm, `select * from admin_audit_entry where action = 'account_deleted' and target_id = ?`, [leaving.memberId]);
    expect(entry).toMatchObject({ module: 'identity', admin_email: '', target_label: 'Membro removido', reason: null });
    expect(JSON.stringify(entry)).not.toContain(leaving.email);

    // The same Google account signs in as a new member.
    const again = await signIn(baseUrl, { name: leaving.name, email: leaving.email });
    expect(again.memberId).not.toBe(leaving.memberId);
  });

  it('erases a member who chose to delete their content, and the totals of what they commented follow', async () => {
    const leaving = await activeMember(`Caio Apaga ${Date.now().toString(36)}`);
    await leaving.agent.delete('/api/me').send({ confirm: leaving.name, keepContent: false }).expect(202);
    expect(await erasure.run()).toMatchObject({ erased: 1 });

    expect(await findInFeed(leaving.other.agent, leaving.postId)).toBeUndefined();
    expect(await sql(orm, 'select 1 from post where id = ?', [leaving.postId])).toEqual([]);
    expect(await counters(leaving.otherPostId)).toEqual({ likes_count: 0, comments_count: 0 });
    expect(await sql(orm, 'select 1 from chat_message where id = ?', [leaving.messageId])).toEqual([]);
  });

  it('keeps everything when the member cancels during the grace period; meanwhile signing in only offers to cancel', async () => {
    const staying = await activeMember(`Davi Fica ${Date.now().toString(36)}`);
    await staying.agent.delete('/api/me').send({ confirm: staying.name, keepContent: false }).expect(202);
    await staying.agent.get('/api/users/me').expect(401);

    const back = await signIn(baseUrl, { name: staying.name, email: staying.email });
    expect(back.memberId).toBe(staying.memberId);
    const me = (await back.agent.get('/api/users/me').expect(200)).body;
    expect(me.deletionScheduledFor).toEqual(expect.any(String));
    // Administrators see it in the member's details.
    const details = (await admin.get(`/api/admin/users/${staying.memberId}/details`).expect(200)).body;
    expect(details.user.deletion_scheduled_for).toBe(me.deletionScheduledFor);
    const refused = await back.agent.post(`/api/community/posts/${staying.otherPostId}/like`).send({ liked: false }).expect(403);
    expect(refused.body.code).toBe('IDENTITY.DELETION_SCHEDULED');

    await back.agent.post('/api/me/deletion/cancel').expect(200);
    expect((await back.agent.get('/api/users/me').expect(200)).body.deletionScheduledFor).toBeNull();
    expect(await erasure.run()).toMatchObject({ erased: 0 });

    expect(await findInFeed(back.agent, staying.postId)).toMatchObject({ author_name: staying.name, author_mocha_id: staying.memberId });
    expect(await counters(staying.otherPostId)).toEqual({ likes_count: 1, comments_count: 1 });
    await request(baseUrl).get(staying.picture).expect(200);
    expect(await ranked(back.agent)).toContain(staying.memberId);
    expect(await searchAdmin(staying.email)).toBe(1);
  });

  it('finishes an erasure that stopped half-way on the next run, without doing a part twice', async () => {
    const leaving = await activeMember(`Elis Cai ${Date.now().toString(36)}`);
    await leaving.agent.delete('/api/me').send({ confirm: leaving.name, keepContent: true }).expect(202);
    const courses = erasure.parts.find((part) => part.module === 'courses')!;
    const crash = jest.spyOn(courses, 'erase').mockRejectedValueOnce(new Error('the process died here'));

    expect(await erasure.run()).toMatchObject({ erased: 0, unfinished: 1 });
    const [row] = await sql(orm, 'select parts_done, failures from account_erasure where member_id = ?', [leaving.memberId]);
    // Every part right of courses is done (admin, corrections, chat, community), none after it.
    expect(row).toEqual({ parts_done: erasure.parts.indexOf(courses), failures: 1 });
    // The parts before it are done and committed; those after it are not.
    expect(await counters(leaving.otherPostId)).toEqual({ likes_count: 0, comments_count: 1 });
    expect(await sql(orm, 'select 1 from member where id = ?', [leaving.memberId])).toHaveLength(1);
    // Once started, the deletion can no longer be cancelled.
    const back = await signIn(baseUrl, { name: leaving.name, email: leaving.email });
    expect((await back.agent.post('/api/me/deletion/cancel').expect(409)).body.code).toBe('IDENTITY.DELETION_UNDER_WAY');

    expect(await erasure.run()).toMatchObject({ erased: 1, unfinished: 0 });
    crash.mockRestore();
    expect(await sql(orm, 'select 1 from member where id = ?', [leaving.memberId])).toEqual([]);
    expect(await sql(orm, 'select 1 from account_erasure where member_id = ?', [leaving.memberId])).toEqual([]);
    expect(await counters(leaving.otherPostId)).toEqual({ likes_count: 0, comments_count: 1 });
    await request(baseUrl).get(leaving.picture).expect(404);
    expect(await sql(orm, `select 1 from admin_audit_entry where action = 'account_deleted' and target_id = ?`, [leaving.memberId])).toHaveLength(1);
  });
});
