import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createCommunityApp, postBody, submitPost } from '../support/community.js';
import type { TestApp } from '../support/app.js';
import { signIn, type Agent } from '../support/sign-in.js';

/** Member-typed text loses invisible and direction-changing characters before validation. */
describe('normalised member text', () => {
  let t: TestApp;
  let baseUrl: string;
  let member: Agent;

  beforeAll(async () => {
    ({ t, baseUrl } = await createCommunityApp());
    ({ agent: member } = await signIn(baseUrl));
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores "Beatriz\\u200b" as "Beatriz", and refuses "Administrador\\u200b" as the team’s name (ADR 0052)', async () => {
    await member.post('/api/profile/setup').send({ name: 'Beatriz\u200b', biography: 'Olá\u200b\r\nmundo' }).expect(200);
    const refused = await member.post('/api/profile/setup').send({ name: 'Administrador\u200b' }).expect(400);
    expect(refused.body.message).toBe('Este nome é reservado à equipe do Poliglota.');
    const me = await member.get('/api/users/me').expect(200);
    expect(me.body.name).toBe('Beatriz');
  });

  it('refuses a name made only of zero-width characters as blank', async () => {
    const res = await member.post('/api/profile/setup').send({ name: '\u200b\u200b \u2060' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Por favor, preencha seu nome');
    const me = await member.get('/api/users/me').expect(200);
    expect(me.body.name).toBe('Beatriz');
  });

  it('strips the bidi override from a post title and zero-width characters from its content', async () => {
    const post = await submitPost(t, member, postBody({ title: '\u202Egnp.exe', content: 'Conteúdo\u200b  com\u202Eespaços' }));
    expect(post.title).toBe('gnp.exe');
    expect(post.content).toBe('Conteúdo  comespaços');
  });

  it('refuses a title made only of invisible characters with the spec message', async () => {
    t.clock.advance(31_000);
    const res = await member.post('/api/community/posts').send(postBody({ title: '\u200b\u202E\u200d' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Por favor, preencha todos os campos obrigatórios e selecione pelo menos um idioma.');
  });
});
