import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import type request from 'supertest';
import type { TestApp } from '../support/app.js';
import { GENERAL_ROOM } from '../support/chat.js';
import { createCommunityApp, postBody, publishPost, signInModerator, sql } from '../support/community.js';
import { addLesson, addModule, createAdminCourse, uploadBody } from '../support/courses.js';
import { signIn, type Agent } from '../support/sign-in.js';

const CONSENT_REQUIRED = {
  statusCode: 403,
  code: 'IDENTITY.CONSENT_REQUIRED',
  error: 'Aceite os Termos de Uso e a Política de Privacidade em vigor para continuar.',
};
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/**
 * The consent gate on the server (ADR 0110): a member who has not accepted the Termos de Uso and
 * the Política de Privacidade in force changes nothing through the API, in any module, until they
 * accept; reads, the acceptance itself and the member's rights stay open.
 */
describe('writes before the legal documents in force are accepted', () => {
  let t: TestApp;
  let baseUrl: string;
  let orm: MikroORM;
  let author: { agent: Agent; memberId: string };
  let postId: string;
  let courseId: string;
  let lessonId: string;

  beforeAll(async () => {
    ({ t, baseUrl, orm } = await createCommunityApp());
    const admin = await signInModerator(baseUrl);
    author = await signIn(baseUrl, { name: 'Autora Aceita' });
    postId = await publishPost(t, author.agent, admin);
    courseId = await createAdminCourse(admin);
    const module = await addModule(admin, courseId);
    lessonId = (await addLesson(admin, courseId, module.id as string, { is_free: true })).id as string;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** One write of each module, as the SPA sends it; the rate limits' intervals waited out first. */
  const writes: [string, (agent: Agent) => request.Test][] = [
    ['a post (community)', (agent) => agent.post('/api/community/posts').send(postBody())],
    ['a comment on a post (community)', (agent) => agent.post(`/api/community/posts/${postId}/comments`).send({ content: 'Ótima dica, obrigado!' })],
    ['a like (community)', (agent) => agent.post(`/api/community/posts/${postId}/like`).send({})],
    ['a chat message (chat)', (agent) => agent.post(`/api/chat/rooms/${GENERAL_ROOM}/messages`).send({ content: 'Bom dia a todos!' })],
    ['a report (admin)', (agent) => agent.post('/api/flags').send({ targetType: 'member', targetId: author.memberId, reason: 'spam' })],
    ['a course upload (courses)', (agent) => agent.post('/api/courses/upload').send(uploadBody())],
    ['a course comment (courses)', (agent) => agent.post(`/api/courses/${courseId}/comments`).send({ content: 'Curso muito bom.' })],
    ['a lesson completed (courses)', (agent) => agent.post('/api/lessons/complete').send({ courseId, lessonId })],
    ['a profile picture (identity)', (agent) => agent.post('/api/upload/profile-picture').attach('image', PNG_1X1, { filename: 'a.png', contentType: 'image/png' })],
    ['a block (identity)', (agent) => agent.put(`/api/blocks/${author.memberId}`).send({})],
    ['the settings (profile)', (agent) => agent.put('/api/settings').send({ name: 'Membro Teste', biography: 'Estudo inglês.' })],
  ];

  async function expectEveryWriteRefused(agent: Agent): Promise<void> {
    for (const [what, write] of writes) {
      t.clock.advance(61_000);
      const answer = await write(agent);
      expect({ what, status: answer.status, body: answer.body as object }).toEqual({ what, status: 403, body: expect.objectContaining(CONSENT_REQUIRED) });
    }
  }

  async function expectEveryWriteThrough(agent: Agent): Promise<void> {
    for (const [what, write] of writes) {
      t.clock.advance(61_000);
      const answer = await write(agent);
      expect({ what, status: answer.status < 300 ? 'done' : `${answer.status} ${answer.text}` }).toEqual({ what, status: 'done' });
    }
  }

  it('refuses every write of a member whose accepted version is no longer in force, keeps reads open, and lets the writes through once they accept', async () => {
    const member = await signIn(baseUrl, { name: 'Membro Teste' });
    // The operator published new versions since this member accepted theirs.
    await sql(orm, "update member_consent set version = 'anterior' where member_id = ?", [member.memberId]);
    const me = await member.agent.get('/api/users/me').expect(200);
    expect(me.body.consents.required).toBe(true);
    expect(me.body.consents.terms.accepted).toBe('anterior');

    await expectEveryWriteRefused(member.agent);
    // Nothing of them was written.
    const [written] = await sql<{ posts: string; messages: string; flags: string }>(
      orm,
      `select (select count(*) from post where author_id = ?) as posts,
              (select count(*) from chat_message where author_id = ?) as messages,
              (select count(*) from content_flag where reporter_id = ?) as flags`,
      [member.memberId, member.memberId, member.memberId],
    );
    expect(written).toEqual({ posts: '0', messages: '0', flags: '0' });

    // Reads stay open: the SPA needs them to show the consent screen, and nothing changes by them.
    for (const path of ['/api/users/me', '/api/session', '/api/community/posts', `/api/courses/${courseId}`, '/api/chat/rooms', '/api/notifications', '/api/dashboard']) {
      expect({ path, status: (await member.agent.get(path)).status }).toEqual({ path, status: 200 });
    }
    // So do the language the documents are read in, and the rights the privacy policy promises.
    await member.agent.put('/api/settings/language').send({ preferredLanguage: 'pt' }).expect(200);
    await member.agent.post('/api/me/export').expect(202);

    const current = me.body.consents as { terms: { current: string }; privacy: { current: string } };
    await member.agent.post('/api/consents').send({ terms: current.terms.current, privacy: current.privacy.current }).expect(200);
    await expectEveryWriteThrough(member.agent);
  });

  it('refuses the writes of a new member who never accepted, until they do', async () => {
    const member = await signIn(baseUrl, { name: 'Membro Teste', consent: false });
    const me = await member.agent.get('/api/users/me').expect(200);
    expect(me.body.consents).toMatchObject({ terms: { accepted: null }, privacy: { accepted: null }, required: true });

    await expectEveryWriteRefused(member.agent);
    await member.agent.post('/api/consents').send({ terms: me.body.consents.terms.current, privacy: me.body.consents.privacy.current }).expect(200);
    await expectEveryWriteThrough(member.agent);
  });
});
