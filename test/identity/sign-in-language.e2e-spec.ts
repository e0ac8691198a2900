import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { baseUrlOf, createTestApp, type TestApp } from '../support/app.js';
import { authorizeWithDevProvider, uniqueEmail, type Agent } from '../support/sign-in.js';

/**
 * A new member starts in the language they browsed in as a guest (ADR 0127): the language they
 * chose on the landing or by `?lang=` (the SPA's `poliglota_lang` cookie), else their browser's
 * (`Accept-Language`: pt for any Portuguese, en for anything else), else Portuguese. A returning
 * member keeps their own.
 */
describe('a new member’s interface language', () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    baseUrl = baseUrlOf(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Signs in through the development provider as a browser with this cookie and header would. */
  async function signInAs(guest: { chosen?: string; acceptLanguage?: string; email?: string }): Promise<{ agent: Agent; language: string }> {
    const agent = request.agent(baseUrl);
    if (guest.chosen !== undefined) agent.jar.setCookie(`poliglota_lang=${guest.chosen}; Path=/`, new URL(baseUrl).hostname, '/');
    const { code, state } = await authorizeWithDevProvider(agent, { email: guest.email ?? uniqueEmail('lingua'), name: 'Nova Membra' });
    const finish = agent.post('/api/sessions');
    if (guest.acceptLanguage !== undefined) finish.set('Accept-Language', guest.acceptLanguage);
    const session = await finish.send({ code, state }).expect(200);
    const me = await agent.get('/api/users/me').expect(200);
    expect(me.body.preferred_language).toBe(session.body.preferred_language);
    return { agent, language: session.body.preferred_language as string };
  }

  it.each<[string, { chosen?: string; acceptLanguage?: string }, 'pt' | 'en']>([
    ['the landing switched to EN in a Portuguese browser', { chosen: 'en', acceptLanguage: 'pt-BR,pt;q=0.9' }, 'en'],
    ['the landing switched to PT in an English browser', { chosen: 'pt', acceptLanguage: 'en-US,en;q=0.9' }, 'pt'],
    ['a first visit from an English browser', { acceptLanguage: 'en-US,en;q=0.9' }, 'en'],
    ['a first visit from a French browser', { acceptLanguage: 'fr-FR,fr;q=0.9,pt;q=0.5' }, 'en'],
    ['a first visit from a European Portuguese browser', { acceptLanguage: 'pt-PT' }, 'pt'],
    ['a first visit that ranks Portuguese first by quality', { acceptLanguage: 'en;q=0.4, pt-BR;q=0.8' }, 'pt'],
    ['a first visit with no header', {}, 'pt'],
    ['a cookie that names no language of ours, from an English browser', { chosen: 'es', acceptLanguage: 'en-GB' }, 'en'],
    ['a forged cookie and a header of nonsense', { chosen: '<script>', acceptLanguage: ';;q=x,*' }, 'pt'],
  ])('%s', async (_label, guest, expected) => {
    expect((await signInAs(guest)).language).toBe(expected);
  });

  it('keeps a returning member’s language whatever the browser says', async () => {
    const email = uniqueEmail('volta');
    expect((await signInAs({ email, acceptLanguage: 'pt-BR' })).language).toBe('pt');
    expect((await signInAs({ email, chosen: 'en', acceptLanguage: 'en-US' })).language).toBe('pt');
  });
});
