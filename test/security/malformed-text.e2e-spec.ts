import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import type { TestApp } from '../support/app.js';
import { MODERATOR, addComment, createCommunityApp, postBody, publishPost, signInModerator, sql, submitPost } from '../support/community.js';
import { uploadCourse } from '../support/courses.js';
import { signIn, type Agent } from '../support/sign-in.js';

const LONE = '\ud800';
const MESSAGE = 'O texto contém um caractere inválido (NUL ou caractere UTF-16 incompleto).';

function expectRefused(res: { status: number; body: any }, field: string): void {
  expect({ status: res.status, code: res.body.code, message: res.body.message, fields: res.body.fields }).toEqual({
    status: 400,
    code: 'VALIDATION_FAILED',
    message: MESSAGE,
    fields: { [field]: [MESSAGE] },
  });
}

describe('lone surrogates and NUL are refused at the edge with 400, never a 500', () => {
  let t: TestApp;
  let baseUrl: string;
  let orm: MikroORM;
  let admin: Agent;
  let author: { agent: Agent; memberId: string };

  beforeAll(async () => {
    ({ t, baseUrl, orm } = await createCommunityApp());
    admin = await signInModerator(baseUrl);
    author = await signIn(baseUrl, { name: 'Autora' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('in the administrator sign-in e-mail', async () => {
    expectRefused(await request(baseUrl).post('/api/admin/login').send({ email: `admin${LONE}@poliglota.test`, password: MODERATOR.password }), 'email');
  });

  it('in the reasons of an XP grant, a rejection of a post and of a course, and a deletion of a post and of a comment; nothing changes', async () => {
    const pending = await submitPost(t, author.agent);
    const published = await publishPost(t, author.agent, admin);
    const comment = await addComment(t, author.agent, published);
    const course = await uploadCourse(t, author.agent);

    expectRefused(await admin.post(`/api/admin/users/${author.memberId}/give-xp`).send({ amount: 10, reason: `Bônus ${LONE}` }), 'reason');
    expectRefused(await admin.post(`/api/admin/posts/${pending.id}/reject`).send({ reason: `Fora do tema${LONE}` }), 'reason');
    expectRefused(await admin.post(`/api/admin/courses/${course.id}/reject`).send({ reason: `Link quebrado${LONE}` }), 'reason');
    expectRefused(await admin.delete(`/api/admin/posts/${published}`).send({ reason: `Spam${LONE}` }), 'reason');
    expectRefused(await admin.delete(`/api/admin/comments/${comment.id}`).send({ reason: `Ofensivo\u0000` }), 'reason');

    expect(await sql(orm, 'select 1 from xp_grant where member_id = ?', [author.memberId])).toHaveLength(0);
    const posts = await sql(orm, 'select id, status from post where id in (?, ?) order by id', [pending.id, published]);
    expect(posts.map((p) => p.status).sort()).toEqual(['approved', 'pending']);
    expect(await sql(orm, 'select 1 from post_comment where id = ?', [comment.id])).toHaveLength(1);
    const [stored] = await sql(orm, 'select approval_status from course where id = ?', [course.id]);
    expect(stored.approval_status).toBe('pending');
  });

  it('in a member’s post, name, nested keys, query and path, instead of storing U+FFFD', async () => {
    const member = await signIn(baseUrl, { name: 'Membro' });
    t.clock.advance(31_000);
    expectRefused(await member.agent.post('/api/community/posts').send(postBody({ content: `Olá ${LONE} mundo` })), 'content');
    expectRefused(await member.agent.put('/api/settings').send({ name: `Ana${LONE}` }), 'name');
    expectRefused(await member.agent.post('/api/profile/setup').send({ name: 'Ana', userLanguages: [{ language: 'en', proficiency: `b${LONE}` }] }), 'userLanguages.0.proficiency');
    expectRefused(await member.agent.get('/api/community/posts').query({ cursor: 'abc\u0000' }), 'cursor');
    expectRefused(await member.agent.get('/api/profile/public/abc%00def'), 'userId');
    expect(await sql(orm, 'select 1 from post where author_id = ?', [member.memberId])).toHaveLength(0);
    const [row] = await sql(orm, 'select name from member where id = ?', [member.memberId]);
    expect(row.name).toBe('Membro');
  });

  it('keeps well-formed text, emoji (surrogate pairs) included', async () => {
    const member = await signIn(baseUrl, { name: 'Membro' });
    await member.agent.put('/api/settings').send({ name: 'Ana 😀' }).expect(200);
  });
});
