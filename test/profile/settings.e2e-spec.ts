import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { baseUrlOf, createTestApp, type TestApp } from '../support/app.js';
import { MODERATOR, publishPost, signInModerator } from '../support/community.js';
import { signIn, type Agent } from '../support/sign-in.js';

describe('settings', () => {
  let t: TestApp;
  let baseUrl: string;
  let uploadsDir: string;

  beforeAll(async () => {
    uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poliglota-uploads-'));
    t = await createTestApp({
      listen: true,
      env: { ADMIN_EMAIL: MODERATOR.email, ADMIN_PASSWORD: MODERATOR.password, UPLOADS_DIR: uploadsDir },
    });
    baseUrl = baseUrlOf(t.app);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('refuses guests', async () => {
    await request(baseUrl).get('/api/settings/profile').expect(401);
    await request(baseUrl).put('/api/settings').send({ name: 'X' }).expect(401);
  });

  it('shows the defaults of a new member', async () => {
    const { agent, memberId } = await signIn(baseUrl, { name: 'Ana Lima' });
    const res = await agent.get('/api/settings/profile').query({ t: '123', verify: 'true' }).expect(200);
    expect(res.body).toMatchObject({
      id: memberId,
      name: 'Ana Lima',
      biography: '',
      preferred_language: 'pt',
      daily_goal: 50,
      is_profile_public: true,
      email_notifications: true,
      push_notifications: true,
      community_notifications: true,
      userLanguages: [],
    });
  });

  describe('refuses with the spec message, changing nothing', () => {
    let agent: Agent;
    beforeAll(async () => {
      ({ agent } = await signIn(baseUrl, { name: 'Bia Reis' }));
    });

    it.each([
      ['a missing name', {}, 'name', 'Nome é obrigatório'],
      ['a blank name', { name: ' \u200b\t ' }, 'name', 'Nome é obrigatório'],
      ['a name over 100', { name: 'a'.repeat(101) }, 'name', 'Nome muito longo (máximo 100 caracteres)'],
      ['a biography over 500', { name: 'Bia', biography: 'b'.repeat(501) }, 'biography', 'Biografia muito longa (máximo 500 caracteres)'],
      ['a daily goal outside the options', { name: 'Bia', dailyGoal: 75 }, 'dailyGoal', 'Meta diária inválida. Use 25, 50, 100, 150, 200.'],
      ['a text daily goal', { name: 'Bia', dailyGoal: '50' }, 'dailyGoal', 'Meta diária inválida. Use 25, 50, 100, 150, 200.'],
      ['an interface language other than pt/en', { name: 'Bia', preferredLanguage: 'es' }, 'preferredLanguage', 'Idioma da interface inválido. Use pt ou en.'],
      ['a language label instead of a code', { name: 'Bia', userLanguages: [{ language: 'Inglês', proficiency: 'Fluente' }] }, 'userLanguages.0.language', 'Idioma inválido'],
      ['an unknown proficiency', { name: 'Bia', userLanguages: [{ language: 'en', proficiency: 'Mestre' }] }, 'userLanguages.0.proficiency', 'Nível de proficiência inválido'],
      [
        'a repeated language',
        { name: 'Bia', userLanguages: [{ language: 'en', proficiency: 'Fluente' }, { language: 'en', proficiency: 'Nativo' }] },
        'userLanguages.1.language',
        'Este idioma já foi adicionado',
      ],
      ['a picture URL typed by the member', { name: 'Bia', profilePicture: 'https://evil.example/x.png' }, 'profilePicture', 'Foto de perfil inválida. Envie uma imagem pelo upload.'],
      ['an unknown field', { name: 'Bia', isAdmin: true }, 'isAdmin', 'O campo isAdmin não é permitido.'],
    ])('%s', async (_case, body, field, message) => {
      const res = await agent.put('/api/settings').send(body).expect(400);
      expect(res.body.message).toBe(message);
      expect(res.body.fields[field]).toEqual([message]);
      const settings = await agent.get('/api/settings/profile').expect(200);
      expect(settings.body).toMatchObject({ name: 'Bia Reis', daily_goal: 50, userLanguages: [] });
    });
  });

  it('saves normalised text and every setting, and answers with the fresh data', async () => {
    const { agent } = await signIn(baseUrl, { name: 'Caio Dias' });
    const res = await agent
      .put('/api/settings')
      .send({
        name: '  Cai\u200bo   Dias ',
        biography: 'Linha 1  \r\n\r\n\r\n\r\nLinha 2',
        preferredLanguage: 'en',
        dailyGoal: 150,
        isProfilePublic: false,
        emailNotifications: false,
        pushNotifications: false,
        communityNotifications: false,
        userLanguages: [
          { language: 'ja', proficiency: 'Iniciante' },
          { language: 'pt', proficiency: 'Nativo' },
        ],
      })
      .expect(200);
    const expected = {
      name: 'Caio Dias',
      biography: 'Linha 1\n\nLinha 2',
      preferred_language: 'en',
      daily_goal: 150,
      is_profile_public: false,
      email_notifications: false,
      push_notifications: false,
      community_notifications: false,
      userLanguages: [
        { language: 'ja', proficiency: 'Iniciante' },
        { language: 'pt', proficiency: 'Nativo' },
      ],
    };
    expect(res.body).toMatchObject({
      success: true,
      message: 'Configurações salvas com sucesso!',
      userData: expected,
      userLanguages: expected.userLanguages,
      verification: { name: 'Caio Dias', matches: true },
    });
    expect((await agent.get('/api/settings/profile').expect(200)).body).toMatchObject(expected);

    // Absent fields stay; a given list replaces the old one.
    await agent.put('/api/settings').send({ name: 'Caio', userLanguages: [{ language: 'fr', proficiency: 'Avançado' }] }).expect(200);
    expect((await agent.get('/api/settings/profile').expect(200)).body).toMatchObject({
      ...expected,
      name: 'Caio',
      userLanguages: [{ language: 'fr', proficiency: 'Avançado' }],
    });
    // The current user follows the interface language.
    expect((await agent.get('/api/users/me').expect(200)).body.preferred_language).toBe('en');
  });

  it('changes the interface language alone (the navbar toggle)', async () => {
    const { agent } = await signIn(baseUrl, { name: 'Eva' });
    await agent.put('/api/settings/language').send({ preferredLanguage: 'en' }).expect(200, { success: true });
    expect((await agent.get('/api/users/me').expect(200)).body.preferred_language).toBe('en');
    const refused = await agent.put('/api/settings/language').send({ preferredLanguage: 'fr' }).expect(400);
    expect(refused.body.message).toBe('Idioma da interface inválido. Use pt ou en.');
    await request(baseUrl).put('/api/settings/language').send({ preferredLanguage: 'en' }).expect(401);
  });

  it('replaces the language list once under parallel saves', async () => {
    const { agent } = await signIn(baseUrl, { name: 'Duda' });
    const lists = [
      [{ language: 'en', proficiency: 'Fluente' }, { language: 'es', proficiency: 'Iniciante' }],
      [{ language: 'de', proficiency: 'Nativo' }],
      [{ language: 'it', proficiency: 'Avançado' }, { language: 'ko', proficiency: 'Iniciante' }, { language: 'ru', proficiency: 'Fluente' }],
    ];
    const answers = await Promise.all(lists.map((userLanguages) => agent.put('/api/settings').send({ name: 'Duda', userLanguages })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const stored = (await agent.get('/api/settings/profile').expect(200)).body.userLanguages;
    expect(lists).toContainEqual(stored);
  });

  it('community_notifications governs the notices of likes and comments on the member’s posts: off, none is created', async () => {
    const admin = await signInModerator(baseUrl);
    const quiet = await signIn(baseUrl, { name: 'Quieta' });
    const chatty = await signIn(baseUrl, { name: 'Falante' });
    const fan = await signIn(baseUrl, { name: 'Fã Atenta' });
    await quiet.agent.put('/api/settings').send({ name: 'Quieta', communityNotifications: false }).expect(200);

    const quietPost = await publishPost(t, quiet.agent, admin);
    const chattyPost = await publishPost(t, chatty.agent, admin);
    const react = async (postId: string) => {
      await fan.agent.post(`/api/community/posts/${postId}/like`).send({ liked: true }).expect(200);
      t.clock.advance(6_000);
      await fan.agent.post(`/api/community/posts/${postId}/comments`).send({ content: `Adorei! ${postId}` }).expect(201);
    };
    await react(quietPost);
    await react(chattyPost);

    const inbox = async (agent: Agent) =>
      (await agent.get('/api/notifications').query({ lang: 'pt' }).expect(200)).body.notifications as {
        title: string;
        message: string;
        notification_type: string;
      }[];
    const activity = <T extends { title: string }>(notes: T[]) => notes.filter((n) => n.title === 'Nova curtida' || n.title === 'Novo comentário');

    // Off: no like or comment notice at all; the outcome of the member's own post still arrives.
    expect(activity(await inbox(quiet.agent))).toEqual([]);
    expect((await inbox(quiet.agent)).map((n) => n.title)).toContain('Post aprovado');
    // On (the default): both, naming who and which post.
    const chattyActivity = activity(await inbox(chatty.agent));
    expect(chattyActivity.map((n) => n.title).sort()).toEqual(['Nova curtida', 'Novo comentário']);
    expect(chattyActivity.every((n) => n.notification_type === 'community' && n.message.startsWith('Fã Atenta '))).toBe(true);

    // A like taken back and given again notifies once.
    await fan.agent.post(`/api/community/posts/${chattyPost}/like`).send({ liked: false }).expect(200);
    await fan.agent.post(`/api/community/posts/${chattyPost}/like`).send({ liked: true }).expect(200);
    expect(activity(await inbox(chatty.agent)).filter((n) => n.title === 'Nova curtida')).toHaveLength(1);

    // Turned back on, they arrive again.
    await quiet.agent.put('/api/settings').send({ name: 'Quieta', communityNotifications: true }).expect(200);
    t.clock.advance(6_000);
    await fan.agent.post(`/api/community/posts/${quietPost}/comments`).send({ content: 'De novo por aqui!' }).expect(201);
    expect(activity(await inbox(quiet.agent)).map((n) => n.title)).toEqual(['Novo comentário']);
  });
});
