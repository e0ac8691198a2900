import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { baseUrlOf, createTestApp, type TestApp } from '../support/app.js';
import { MODERATOR, addComment, publishPost, signInModerator, sql } from '../support/community.js';
import { ownDatabase } from '../support/database.js';
import { signIn, type Agent } from '../support/sign-in.js';
import { AccountErasure } from '../../src/modules/admin/index.js';
import { OutboxDispatcher } from '../../src/shared/events/index.js';
import { REMOVED_MEMBER_ID } from '../../src/shared/engagement/index.js';

/**
 * What an erased member kept is attributed to "Membro removido" (REMOVED_MEMBER_ID, ADR 0109),
 * which is nobody: liking or commenting on it earns and notifies no one. In a database of its
 * own, so the ranking's and the landing's member counts can be compared exactly.
 */
describe('content kept under "Membro removido"', () => {
  let t: TestApp;
  let baseUrl: string;
  let orm: MikroORM;
  let admin: Agent;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const own = await ownDatabase('removed_member', { migrated: true });
    drop = own.drop;
    t = await createTestApp({
      listen: true,
      databaseUrl: own.url,
      env: { ADMIN_EMAIL: MODERATOR.email, ADMIN_PASSWORD: MODERATOR.password, ACCOUNT_DELETION_GRACE_HOURS: '0' },
    });
    baseUrl = baseUrlOf(t.app);
    orm = t.app.get(MikroORM);
    admin = await signInModerator(baseUrl);
  });
  afterAll(async () => {
    await t?.close();
    await drop?.();
  });

  const drain = () => t.app.get(OutboxDispatcher).dispatchDue(1000);

  it('earns no XP, sends no notification and never enters the ranking, whose member count stays the landing’s', async () => {
    const leaving = await signIn(baseUrl, { name: 'Lia Sai' });
    const postId = await publishPost(t, leaving.agent, admin, { title: 'Dica que fica', content: 'Leia em voz alta.', languages: ['en'] });
    await leaving.agent.delete('/api/me').send({ confirm: 'Lia Sai', keepContent: true }).expect(202);
    expect(await t.app.get(AccountErasure).run()).toMatchObject({ erased: 1 });
    expect(await sql(orm, 'select author_id from post where id = ?', [postId])).toEqual([{ author_id: REMOVED_MEMBER_ID }]);

    const reader = await signIn(baseUrl, { name: 'Rui Fica' });
    await reader.agent.post(`/api/community/posts/${postId}/like`).send({ liked: true }).expect(200);
    await addComment(t, reader.agent, postId, 'Ótima dica, obrigado!');
    await drain();

    // The reader earns for their own acts, as on any post; nothing is credited to the removed id.
    const earned = await sql(orm, 'select action_type from xp_ledger_entry where member_id = ? order by action_type', [reader.memberId]);
    expect(earned.map((e) => e.action_type)).toEqual(expect.arrayContaining(['comment_post', 'give_like']));
    for (const table of ['xp_ledger_entry', 'member_xp', 'weekly_score', 'notification', 'member_event']) {
      expect({ table, rows: await sql(orm, `select 1 from ${table} where member_id = ?`, [REMOVED_MEMBER_ID]) }).toEqual({ table, rows: [] });
    }

    const ranking = (await reader.agent.get('/api/ranking').expect(200)).body as { topUsers: { id: string }[]; totalUsers: number };
    expect(ranking.topUsers.map((u) => u.id)).not.toContain(REMOVED_MEMBER_ID);
    const landing = (await request(baseUrl).get('/api/landing/stats').expect(200)).body as { totalUsers: number };
    expect(ranking.totalUsers).toBe(landing.totalUsers);
  });
});
