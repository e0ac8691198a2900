import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { strFromU8, unzipSync } from 'fflate';
import { AccountErasure } from '../../src/modules/admin/index.js';
import type { TestApp } from '../support/app.js';
import { GENERAL_ROOM } from '../support/chat.js';
import { createCommunityApp, postBody, publishPost, signInModerator, sql } from '../support/community.js';
import { waitFor } from '../support/process.js';
import { authorizeWithDevProvider, signIn, uniqueEmail, type Agent } from '../support/sign-in.js';

/**
 * A ban does not take away the rights the LGPD keeps for every holder of data (ADR 0123): a
 * banned member may still have a copy of their data and leave — and only that. With a grace
 * period of 0 the erasure job takes a deletion on at its next run, which the test starts itself.
 */
describe('a banned member’s rights over their data', () => {
  let t: TestApp;
  let baseUrl: string;
  let orm: MikroORM;
  let admin: Agent;
  let erasure: AccountErasure;
  let otherPostId: string;

  beforeAll(async () => {
    ({ t, baseUrl, orm } = await createCommunityApp({ ACCOUNT_DELETION_GRACE_HOURS: '0' }));
    admin = await signInModerator(baseUrl);
    erasure = t.app.get(AccountErasure);
    const other = await signIn(baseUrl, { name: 'Colega Qualquer' });
    otherPostId = await publishPost(t, other.agent, admin);
  });
  afterAll(async () => {
    await t.close();
  });

  const ban = (memberId: string) => admin.post(`/api/admin/users/${memberId}/ban`).send({ reason: 'Spam repetido', permanent: true }).expect(200);

  /** Everything else a member does: the ban's answer for every one, and nothing written. */
  async function expectEverythingElseClosed(agent: Agent, memberId: string, expected: number, code?: string) {
    const answers = {
      settings: await agent.put('/api/settings').send({ name: 'Nome Depois do Banimento', biography: 'Mudou' }),
      post: await agent.post('/api/community/posts').send(postBody({ title: 'Depois do banimento' })),
      comment: await agent.post(`/api/community/posts/${otherPostId}/comments`).send({ content: 'Comentário depois do banimento' }),
      chat: await agent.post(`/api/chat/rooms/${GENERAL_ROOM}/messages`).send({ content: 'Mensagem depois do banimento' }),
      language: await agent.put('/api/settings/language').send({ preferredLanguage: 'en' }),
      dashboard: await agent.get('/api/dashboard'),
      me: await agent.get('/api/users/me'),
    };
    const seen = Object.fromEntries(Object.entries(answers).map(([key, res]) => [key, `${res.status} ${res.body?.code ?? ''}`.trim()]));
    expect(seen).toEqual(Object.fromEntries(Object.keys(answers).map((key) => [key, `${expected} ${code ?? ''}`.trim()])));
    expect(await sql(orm, 'select 1 from post where author_id = ?', [memberId])).toEqual([]);
    expect(await sql(orm, 'select 1 from post_comment where author_id = ?', [memberId])).toEqual([]);
    expect(await sql(orm, 'select 1 from chat_message where author_id = ?', [memberId])).toEqual([]);
  }

  async function expectDataCopy(agent: Agent, memberId: string) {
    await agent.post('/api/me/export').expect(202);
    let ready: { status: string; url?: string } = { status: 'pending' };
    await waitFor(
      async () => (ready = (await agent.get('/api/me/export').expect(200)).body).status === 'ready',
      60_000,
      () => 'the banned member’s copy to be ready',
    );
    const file = await agent
      .get(ready.url!)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(file.headers['content-disposition']).toContain('poliglota-meus-dados.zip');
    expect(strFromU8(unzipSync(new Uint8Array(file.body as Buffer))['poliglota-meus-dados.json'])).toContain(memberId);
  }

  /** Signs in with the development provider; a banned member is answered the ban's 403. */
  async function signInBanned(email: string, name: string) {
    const agent = request.agent(baseUrl);
    const { code, state } = await authorizeWithDevProvider(agent, { email, name });
    const res = await agent.post('/api/sessions').send({ code, state }).expect(403);
    expect(res.body.code).toBe('IDENTITY.MEMBER_BANNED');
    expect(JSON.stringify(res.body)).toContain('Spam repetido');
    return agent;
  }

  it('banned while signed in: gets a copy of their data, schedules and cancels the deletion, and nothing else; signing in after the ban does the same', async () => {
    const name = `Bia Banida ${Date.now().toString(36)}`;
    const email = uniqueEmail('banned');
    const member = await signIn(baseUrl, { name, email });
    await ban(member.memberId);

    // The session the ban ended still says why, and reaches the member's rights only.
    const session = (await member.agent.get('/api/session').expect(200)).body;
    expect(session).toMatchObject({ member: null, suspension: { reason: 'Spam repetido', permanent: true } });
    await expectDataCopy(member.agent, member.memberId);
    await expectEverythingElseClosed(member.agent, member.memberId, 401, 'IDENTITY.NOT_SIGNED_IN');

    const wrong = await member.agent.delete('/api/me').send({ confirm: 'Outro Nome', keepContent: true }).expect(400);
    expect(wrong.body.code).toBe('IDENTITY.DELETION_CONFIRMATION_MISMATCH');
    await member.agent.delete('/api/me').send({ confirm: name, keepContent: true }).expect(202);
    // Scheduling ends every session, the one the ban left too.
    await member.agent.post('/api/me/deletion/cancel').expect(401);

    // Signing in after the ban: refused as before, with a session that reaches the same rights.
    const again = await signInBanned(email, name);
    await again.post('/api/me/deletion/cancel').expect(200);
    const [row] = await sql<{ deletion_scheduled_for: Date | null; banned_permanently: boolean }>(
      orm,
      'select deletion_scheduled_for, banned_permanently from member where id = ?',
      [member.memberId],
    );
    expect(row).toEqual({ deletion_scheduled_for: null, banned_permanently: true });
    expect(await erasure.run()).toMatchObject({ erased: 0 });
    await expectEverythingElseClosed(again, member.memberId, 401, 'IDENTITY.NOT_SIGNED_IN');

    // Leaving for good: the erasure runs for them as for anyone.
    await again.delete('/api/me').send({ confirm: name, keepContent: false }).expect(202);
    expect(await erasure.run()).toMatchObject({ erased: 1, unfinished: 0 });
    expect(await sql(orm, 'select 1 from member where id = ?', [member.memberId])).toEqual([]);
  });

  it('banned with a session written before the ban (another instance): the same rights, and the ban’s 403 everywhere else', async () => {
    const name = `Caio Banido ${Date.now().toString(36)}`;
    const member = await signIn(baseUrl, { name });
    // Written as another instance would: the session keeps naming the member.
    await sql(orm, `update member set banned_permanently = true, ban_reason = 'Spam repetido' where id = ?`, [member.memberId]);

    await expectDataCopy(member.agent, member.memberId);
    const refused = await member.agent.put('/api/settings').send({ name: 'Nome Depois do Banimento', biography: 'Mudou' }).expect(403);
    expect(refused.body.code).toBe('IDENTITY.MEMBER_BANNED');
    for (const res of [
      await member.agent.post('/api/community/posts').send(postBody({ title: 'Depois do banimento' })),
      await member.agent.post(`/api/community/posts/${otherPostId}/comments`).send({ content: 'Comentário depois do banimento' }),
      await member.agent.post(`/api/chat/rooms/${GENERAL_ROOM}/messages`).send({ content: 'Mensagem depois do banimento' }),
    ]) {
      expect(`${res.status} ${res.body.code}`).toBe('403 IDENTITY.MEMBER_BANNED');
    }

    await member.agent.delete('/api/me').send({ confirm: name, keepContent: true }).expect(202);
    expect(await erasure.run()).toMatchObject({ erased: 1, unfinished: 0 });
    expect(await sql(orm, 'select 1 from member where id = ?', [member.memberId])).toEqual([]);
  });

  it('a ban that is over leaves the session a guest’s: the rights are a signed-in member’s again', async () => {
    const member = await signIn(baseUrl, { name: 'Dora Perdoada' });
    await ban(member.memberId);
    await member.agent.get('/api/me/export').expect(200);
    await admin.post(`/api/admin/users/${member.memberId}/unban`).expect(200);
    await member.agent.get('/api/me/export').expect(401);
    await member.agent.post('/api/me/export').expect(401);
  });
});
