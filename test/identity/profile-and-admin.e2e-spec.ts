import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get, Module, UseGuards } from '@nestjs/common';
import request from 'supertest';
import { AdminGuard, IdentityModule } from '../../src/modules/identity/index.js';
import { baseUrlOf, createTestApp, type TestApp } from '../support/app.js';
import { signIn, uniqueEmail, type Agent } from '../support/sign-in.js';

/** A sample administrator route, guarded like every /api/admin route. */
@Controller('admin/guard-probe')
@UseGuards(AdminGuard)
class GuardProbeController {
  @Get()
  probe(): { ok: true } {
    return { ok: true };
  }
}

@Module({ imports: [IdentityModule], controllers: [GuardProbeController] })
class GuardProbeModule {}

// Its own account: the browser tests sign in as root@poliglota.test on the same database.
const ADMIN_EMAIL = 'root.api@poliglota.test';
const ADMIN_PASSWORD = 'correct horse battery';

describe('profile setup', () => {
  let t: TestApp;
  let baseUrl: string;
  let agent: Agent;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    baseUrl = baseUrlOf(t.app);
    ({ agent } = await signIn(baseUrl, { name: 'Lia Gomes' }));
  });
  afterAll(async () => {
    await t.close();
  });

  const setup = (body: object) => agent.post('/api/profile/setup').send(body);

  it.each([
    ['a blank name', { name: '   ' }, 'name', 'Por favor, preencha seu nome'],
    ['a name over 100', { name: 'a'.repeat(101) }, 'name', 'Nome muito longo (máximo 100 caracteres)'],
    ['a biography over 500', { name: 'Lia', biography: 'b'.repeat(501) }, 'biography', 'Biografia muito longa (máximo 500 caracteres)'],
    ['an unknown language', { name: 'Lia', userLanguages: [{ language: 'Latim', proficiency: 'Fluente' }] }, 'userLanguages.0.language', 'Idioma inválido'],
    ['a language name instead of its code', { name: 'Lia', userLanguages: [{ language: 'Inglês', proficiency: 'Fluente' }] }, 'userLanguages.0.language', 'Idioma inválido'],
    ['an unknown proficiency', { name: 'Lia', userLanguages: [{ language: 'en', proficiency: 'Mestre' }] }, 'userLanguages.0.proficiency', 'Nível de proficiência inválido'],
    [
      'a repeated language',
      { name: 'Lia', userLanguages: [{ language: 'en', proficiency: 'Fluente' }, { language: 'en', proficiency: 'Nativo' }] },
      'userLanguages.1.language',
      'Este idioma já foi adicionado',
    ],
    ['an unknown field', { name: 'Lia', isAdmin: true }, 'isAdmin', 'O campo isAdmin não é permitido.'],
  ])('refuses %s with its message, changing nothing', async (_case, body, field, message) => {
    const res = await setup(body).expect(400);
    expect(res.body.fields[field]).toEqual([message]);
    expect(res.body.message).toBe(message);
    const check = await agent.get('/api/profile/check').expect(200);
    expect(check.body.profileCompleted).toBe(false);
  });

  it('saves a valid profile and shows it back, languages replaced as a whole', async () => {
    await setup({
      name: '  Lia Gomes ',
      biography: 'Aprendendo japonês.',
      userLanguages: [
        { language: 'ja', proficiency: 'Iniciante' },
        { language: 'pt', proficiency: 'Nativo' },
      ],
    }).expect(200, { success: true });
    await setup({ name: 'Lia G.', userLanguages: [{ language: 'ja', proficiency: 'Intermediário' }] }).expect(200);
    const profile = await agent.get('/api/profile/complete').expect(200);
    expect(profile.body).toMatchObject({
      name: 'Lia G.',
      biography: '',
      profile_completed: true,
      userLanguages: [{ language: 'ja', proficiency: 'Intermediário' }],
    });
    expect((await agent.get('/api/profile/check')).body).toEqual({
      profileCompleted: true,
      profileSkipped: false,
      needsSetup: false,
    });
  });

  it('saves parallel submissions one after the other, keeping the languages in the given order', async () => {
    const languages = [
      { language: 'fr', proficiency: 'Avançado' },
      { language: 'de', proficiency: 'Iniciante' },
      { language: 'ar', proficiency: 'Intermediário' },
    ];
    const results = await Promise.all(Array.from({ length: 8 }, () => setup({ name: 'Lia', userLanguages: languages })));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect((await agent.get('/api/profile/complete')).body.userLanguages).toEqual(languages);
  });

  it('remembers a skipped setup so the member is not sent back to it', async () => {
    const fresh = await signIn(baseUrl);
    expect((await fresh.agent.get('/api/profile/check')).body.needsSetup).toBe(true);
    await fresh.agent.post('/api/profile/skip').expect(200);
    expect((await fresh.agent.get('/api/profile/check')).body).toEqual({
      profileCompleted: false,
      profileSkipped: true,
      needsSetup: false,
    });
  });

  it('is for signed-in members only', async () => {
    await request(baseUrl).get('/api/profile/check').expect(401);
    await request(baseUrl).post('/api/profile/setup').send({ name: 'x' }).expect(401);
    await request(baseUrl).post('/api/profile/skip').expect(401);
    await request(baseUrl).get('/api/profile/complete').expect(401);
  });
});

describe('administrators', () => {
  let t: TestApp;
  let baseUrl: string;
  const listedAdmin = uniqueEmail('boss');

  beforeAll(async () => {
    t = await createTestApp({
      listen: true,
      imports: [GuardProbeModule],
      // Failed sign-ins come from made-up addresses (X-Forwarded-For from loopback).
      env: { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_EMAILS: `someone@else.test, ${listedAdmin}`, TRUST_PROXY: 'loopback' },
    });
    baseUrl = baseUrlOf(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('signs in with the administrator credentials and reaches admin routes', async () => {
    const admin = request.agent(baseUrl);
    await admin.get('/api/admin/session').expect(200, { authenticated: false, user: null });
    const login = await admin.post('/api/admin/login').send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }).expect(200);
    expect(login.body).toEqual({ success: true, user: { email: ADMIN_EMAIL, name: 'Administrador' } });
    expect((await admin.get('/api/admin/session')).body.authenticated).toBe(true);
    await admin.get('/api/admin/guard-probe').expect(200, { ok: true });
    await admin.post('/api/admin/logout').expect(200);
    await admin.get('/api/admin/guard-probe').expect(401);
  });

  it('refuses wrong credentials with the spec message', async () => {
    const res = await request(baseUrl)
      .post('/api/admin/login')
      .set('X-Forwarded-For', '198.51.100.1')
      .send({ email: ADMIN_EMAIL, password: 'nope-nope' })
      .expect(401);
    expect(res.body.message).toBe('Credenciais administrativas inválidas!');
    await request(baseUrl).post('/api/admin/login').send({ email: 'not-an-email', password: 'x' }).expect(400);
  });

  // Both limits in detail: test/security/admin-login.e2e-spec.ts (ADR 0017).
  it('locks an address after five failures in ten minutes, even for the right password', async () => {
    const address = '198.51.100.2';
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () =>
        request(baseUrl).post('/api/admin/login').set('X-Forwarded-For', address).send({ email: uniqueEmail('guess'), password: 'wrong-guess' }),
      ),
    );
    expect(attempts.filter((r) => r.status === 401)).toHaveLength(5);
    expect(attempts.filter((r) => r.status === 429)).toHaveLength(3);
    const locked = attempts.find((r) => r.status === 429)!;
    expect(locked.body.code).toBe('IDENTITY.ADMIN_LOGIN_LOCKED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    // Past the account's short back-off, the real administrator is still refused from that address…
    t.clock.advance(61_000);
    await request(baseUrl).post('/api/admin/login').set('X-Forwarded-For', address).send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }).expect(429);
    t.clock.advance(10 * 60 * 1000 + 1000);
    // …until the window passes.
    await request(baseUrl).post('/api/admin/login').set('X-Forwarded-For', address).send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }).expect(200);
  });

  it('answers 401 to guests and 403 to learners on admin routes', async () => {
    await request(baseUrl).get('/api/admin/guard-probe').expect(401);
    const learner = await signIn(baseUrl);
    const res = await learner.agent.get('/api/admin/guard-probe').expect(403);
    expect(res.body.message).toBe('Você não tem permissão para acessar esta área.');
    expect((await learner.agent.get('/api/users/me')).body.is_admin).toBe(false);
  });

  it('treats a member whose verified e-mail is in ADMIN_EMAILS as an administrator', async () => {
    const boss = await signIn(baseUrl, { email: listedAdmin });
    expect((await boss.agent.get('/api/users/me')).body.is_admin).toBe(true);
    await boss.agent.get('/api/admin/guard-probe').expect(200);
  });
});
