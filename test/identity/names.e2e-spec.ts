import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { baseUrlOf, createTestApp, type TestApp } from '../support/app.js';
import { signIn } from '../support/sign-in.js';

/** Names from the sign-in provider and typed ones meet the same judge (ADR 0052). */
describe('member-visible names', () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    baseUrl = baseUrlOf(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const nameAfterSignIn = async (name: string) => {
    const member = await signIn(baseUrl, { name });
    return { member, name: (await member.agent.get('/api/users/me').expect(200)).body.name as string };
  };

  it('from the development sign-in provider: full-width folded, invisible and bidi controls dropped, imitations of the team and mixed scripts not kept', async () => {
    expect((await nameAfterSignIn('Ａｎａ　Ｌｉｍａ')).name).toBe('Ana Lima');
    expect((await nameAfterSignIn('Bia\u200b Souza\u202e')).name).toBe('Bia Souza');
    expect((await nameAfterSignIn('Administrador\u200b\u202e')).name).toBe('Membro');
    expect((await nameAfterSignIn('\u0410na Lima')).name).toBe('Membro');
  });

  it('typed in the settings: normalised the same way, refused with a clear message when it imitates the team or mixes scripts', async () => {
    const { member } = await nameAfterSignIn('Carla Dias');
    const saved = await member.agent.put('/api/settings').send({ name: 'Ｃａｒｌａ\u200d Dias' }).expect(200);
    expect(saved.body.userData.name).toBe('Carla Dias');
    const reserved = await member.agent.put('/api/settings').send({ name: 'Adm1n1strad0r' }).expect(400);
    expect(reserved.body.fields.name).toEqual(['Este nome é reservado à equipe do Poliglota.']);
    const mixed = await member.agent.post('/api/profile/setup').send({ name: 'C\u0430rla', userLanguages: [] }).expect(400);
    expect(mixed.body.fields.name).toEqual(['Use um só alfabeto em cada palavra do nome.']);
    expect((await member.agent.get('/api/users/me').expect(200)).body.name).toBe('Carla Dias');
  });
});
