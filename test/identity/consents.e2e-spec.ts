import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { baseUrlOf, createTestApp, type TestApp } from '../support/app.js';
import { cookieHeader } from '../support/chat.js';
import { LEGAL_CONTENT_DIR as LEGAL_DIR, legalVersion } from '../support/legal.js';
import { signIn } from '../support/sign-in.js';


/**
 * The Termos de Uso and the Política de Privacidade (ADR 0110): pages anyone can read, and a
 * member's acceptance of the versions in force, asked again when the operator publishes a new one.
 */
describe('consent to the Termos de Uso and the Política de Privacidade', () => {
  let app: TestApp;
  let changed: TestApp;
  let url: string;
  let changedUrl: string;
  let changedDir: string;
  const terms = legalVersion('terms');
  const privacy = legalVersion('privacy');

  beforeAll(async () => {
    // The operator publishes new Termos de Uso on a second instance of the same installation.
    changedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poliglota-legal-'));
    for (const file of fs.readdirSync(LEGAL_DIR)) {
      const text = fs.readFileSync(path.join(LEGAL_DIR, file), 'utf8');
      fs.writeFileSync(path.join(changedDir, file), file.startsWith('terms.') ? text.replace(/^version: .+$/m, 'version: 2099-01-01') : text);
    }
    const env = { SIGN_IN_RECORD_RETENTION_DAYS: '12', DELIVERY_RETENTION_DAYS: '9' };
    [app, changed] = await Promise.all([
      createTestApp({ listen: true, env: { ...env, LEGAL_CONTACT_EMAIL: 'dados@escola.example', LEGAL_MINIMUM_AGE: '16' } }),
      createTestApp({ listen: true, env: { ...env, LEGAL_CONTENT_DIR: changedDir } }),
    ]);
    url = baseUrlOf(app.app);
    changedUrl = baseUrlOf(changed.app);
  });
  afterAll(async () => {
    await Promise.all([app?.close(), changed?.close()]);
    fs.rmSync(changedDir, { recursive: true, force: true });
  });

  it('shows both pages to a guest, in Portuguese or English, with the retention periods the server applies', async () => {
    const termsPt = await request(url).get('/termos').expect(200);
    expect(termsPt.headers['content-type']).toMatch(/^text\/html/);
    expect(termsPt.text).toContain('<html lang="pt-BR">');
    expect(termsPt.text).toContain('<h1>Termos de Uso</h1>');
    expect(termsPt.text).toContain(`Versão ${terms}`);
    expect(termsPt.text).not.toContain('<script');

    const privacyEn = await request(url).get('/privacidade?lang=en').expect(200);
    expect(privacyEn.text).toContain('<h1>Privacy Policy</h1>');
    expect(privacyEn.text).toContain(`Version ${privacy}`);
    // The numbers come from the settings (12 and 9 here), not from the text.
    expect(privacyEn.text).toContain('deleted after 12 days');
    expect(privacyEn.text).toContain('deleted 9 days after they were queued');
    expect(privacyEn.text).not.toContain('{{');

    // The reader's language chosen in the app (its cookie) without `?lang=`.
    const byCookie = await request(url).get('/privacidade').set('Cookie', 'poliglota_lang=en').expect(200);
    expect(byCookie.text).toContain('<h1>Privacy Policy</h1>');
  });

  it('names the installation’s contact address and minimum age in both pages, in Portuguese and English', async () => {
    const mailto = '<a href="mailto:dados@escola.example">dados@escola.example</a>';
    const pages = {
      '/termos': ['Você precisa ter pelo menos 16 anos', `escreva para ${mailto}`],
      '/termos?lang=en': ['You must be at least 16 years old', `write to ${mailto}`],
      '/privacidade': ['O Poliglota é para quem tem pelo menos 16 anos', `escreva para ${mailto}`],
      '/privacidade?lang=en': ['Poliglota is for people aged 16 or over', `write to ${mailto}`],
    };
    for (const [page, sentences] of Object.entries(pages)) {
      const answer = await request(url).get(page).expect(200);
      for (const sentence of sentences) expect([page, answer.text.includes(sentence)]).toEqual([page, true]);
    }
    // Unset, the defaults: an address for development and 13.
    const shipped = await request(changedUrl).get('/termos?lang=en').expect(200);
    expect(shipped.text).toContain('You must be at least 13 years old');
    expect(shipped.text).toContain('<a href="mailto:contato@poliglota.dev">contato@poliglota.dev</a>');
  });

  it('takes an acceptance as the latest even when the clock says an older version was accepted later', async () => {
    // The acceptance of an older version, recorded by an instance whose clock ran a minute ahead of
    // this one's (or within the same tick: the browser suite's fixed clock, where the order was left
    // to the rows' places on disk and a member once stayed on the consent screen after accepting).
    const { agent, memberId } = await signIn(url);
    const ahead = new Date(app.clock.now().getTime() + 60_000);
    await app.app
      .get<MikroORM>(MikroORM)
      .em.fork()
      .execute(`update member_consent set version = 'anterior', accepted_at = ? where member_id = ? and document = 'terms'`, [ahead, memberId]);
    expect((await agent.get('/api/users/me').expect(200)).body.consents.terms).toEqual({ accepted: 'anterior', current: terms });

    expect((await agent.post('/api/consents').send({ terms, privacy }).expect(200)).body.required).toBe(false);
    const me = await agent.get('/api/users/me').expect(200);
    expect(me.body.consents).toEqual({ terms: { accepted: terms, current: terms }, privacy: { accepted: privacy, current: privacy }, required: false });
    expect((await agent.get('/api/session').expect(200)).body.member.consents.required).toBe(false);
  });

  it('answers 401 to a guest who accepts', async () => {
    const answer = await request(url).post('/api/consents').send({ terms, privacy }).expect(401);
    expect(answer.body.code).toBe('IDENTITY.NOT_SIGNED_IN');
  });

  it('records a member’s acceptance of the versions in force, refuses another version, and asks again after a change', async () => {
    const { agent } = await signIn(url, { consent: false });
    const before = await agent.get('/api/users/me').expect(200);
    expect(before.body.consents).toEqual({
      terms: { accepted: null, current: terms },
      privacy: { accepted: null, current: privacy },
      required: true,
    });

    const stale = await agent.post('/api/consents').send({ terms: '2020-01-01', privacy }).expect(400);
    expect(stale.body.code).toBe('IDENTITY.CONSENT_VERSION_NOT_CURRENT');
    expect(stale.body.params).toEqual({ document: 'terms' });
    expect((await agent.post('/api/consents').send({ terms }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await agent.post('/api/consents').send({ terms: '<b>', privacy }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await agent.get('/api/users/me').expect(200)).body.consents.required).toBe(true);

    const accepted = await agent.post('/api/consents').send({ terms, privacy }).expect(200);
    expect(accepted.body).toEqual({ terms: { accepted: terms, current: terms }, privacy: { accepted: privacy, current: privacy }, required: false });
    expect((await agent.get('/api/users/me').expect(200)).body.consents.required).toBe(false);
    expect((await agent.get('/api/session').expect(200)).body.member.consents.required).toBe(false);

    // New Termos de Uso: the same session, at its next visit, must accept them again (the privacy policy stands).
    const cookie = cookieHeader(agent);
    const next = {
      get: (to: string) => request(changedUrl).get(to).set('Cookie', cookie),
      post: (to: string) => request(changedUrl).post(to).set('Cookie', cookie),
    };
    const asked = await next.get('/api/users/me').expect(200);
    expect(asked.body.consents).toEqual({
      terms: { accepted: terms, current: '2099-01-01' },
      privacy: { accepted: privacy, current: privacy },
      required: true,
    });
    expect((await next.post('/api/consents').send({ terms, privacy }).expect(400)).body.params).toEqual({ document: 'terms' });
    const again = await next.post('/api/consents').send({ terms: '2099-01-01', privacy }).expect(200);
    expect(again.body.required).toBe(false);
    expect((await next.get('/api/users/me').expect(200)).body.consents.terms).toEqual({ accepted: '2099-01-01', current: '2099-01-01' });
  });
});
