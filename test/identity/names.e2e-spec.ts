import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { baseUrlOf, createTestApp, type TestApp } from '../support/app.js';
import { signIn } from '../support/sign-in.js';

/** An administrator: a member whose verified e-mail is listed in ADMIN_EMAILS. */
const ADMINISTRATOR = { email: 'oscar.hope@poliglota.test', name: 'Oscar Hope' };
/** Oscar Hope in Cyrillic letters only (no word mixes scripts). */
const CYRILLIC_OSCAR_HOPE = '\u041e\u0455\u0441\u0430\u0433 \u041d\u043e\u0440\u0435';

/** Names from the sign-in provider and typed ones meet the same judge (ADR 0052). */
describe('member-visible names', () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp({ listen: true, env: { ADMIN_EMAILS: ADMINISTRATOR.email } });
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

  it('from the provider: a newcomer whose name looks like the team’s or an administrator’s is called Membro; the administrator and honest names keep theirs', async () => {
    const administrator = await signIn(baseUrl, ADMINISTRATOR);
    expect((await administrator.agent.get('/api/users/me').expect(200)).body.name).toBe('Oscar Hope');
    for (const lookAlike of [CYRILLIC_OSCAR_HOPE, 'OSCAR HOPE', '0scar H0pe', 'Ｏｓｃａｒ Ｈｏｐｅ', 'Oscar\u200b Hope', '\u0410\u0501m\u0456n\u0456\u0455t\u0433\u0430\u0501\u043e\u0433']) {
      expect({ lookAlike, name: (await nameAfterSignIn(lookAlike)).name }).toEqual({ lookAlike, name: 'Membro' });
    }
    for (const honest of ['Oscar Hopkins', 'Oscar', 'Hope Lima']) {
      expect((await nameAfterSignIn(honest)).name).toBe(honest);
    }
  });

  it('typed: a learner cannot take an administrator’s name in any spelling (400 with the message and its reason for the SPA), the administrator can', async () => {
    const { member } = await nameAfterSignIn('Rita Lopes');
    for (const lookAlike of [CYRILLIC_OSCAR_HOPE, 'oscar hope', 'Óscar Hopé', 'Oscar  H0pe']) {
      const refused = await member.agent.put('/api/settings').send({ name: lookAlike }).expect(400);
      expect({ lookAlike, body: refused.body }).toMatchObject({
        lookAlike,
        body: {
          code: 'VALIDATION_FAILED',
          error: 'Este nome se parece com o de um administrador do Poliglota. Escolha outro.',
          fields: { name: ['Este nome se parece com o de um administrador do Poliglota. Escolha outro.'] },
          params: { reason: 'name_administrator' },
        },
      });
    }
    const setup = await member.agent.post('/api/profile/setup').send({ name: 'Ｏｓｃａｒ Ｈｏｐｅ', userLanguages: [] }).expect(400);
    expect(setup.body.params).toEqual({ reason: 'name_administrator' });
    const reserved = await member.agent.put('/api/settings').send({ name: 'Adm1n1strad0r' }).expect(400);
    expect(reserved.body.params).toEqual({ reason: 'name_reserved' });
    expect((await member.agent.get('/api/users/me').expect(200)).body.name).toBe('Rita Lopes');
    await member.agent.put('/api/settings').send({ name: 'Rita Hope' }).expect(200);

    const administrator = await signIn(baseUrl, ADMINISTRATOR);
    await administrator.agent.put('/api/settings').send({ name: 'OSCAR HOPE' }).expect(200);
  });
});
