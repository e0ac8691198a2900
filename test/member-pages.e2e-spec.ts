import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { baseUrlOf, createTestApp, type TestApp } from './support/app.js';
import { MODERATOR, publishPost, signInModerator, sql } from './support/community.js';
import { signIn, type Agent } from './support/sign-in.js';
import { MikroORM } from '@mikro-orm/postgresql';

const ELEMENT = /<script id="poliglota-preload" type="application\/json">([^<]*)<\/script>/;

/** The preload element's answers in a page's HTML; null when it has none. */
function preloadOf(html: string): { at: number; responses: Record<string, any> } | null {
  const found = ELEMENT.exec(html);
  return found ? JSON.parse(found[1]) : null;
}

describe('member pages arrive with their data (ADR 0113)', () => {
  let t: TestApp;
  let baseUrl: string;
  let orm: MikroORM;

  beforeAll(async () => {
    t = await createTestApp({ serveBrowser: true, env: { ADMIN_EMAIL: MODERATOR.email, ADMIN_PASSWORD: MODERATOR.password } });
    baseUrl = baseUrlOf(t.app);
    orm = t.app.get(MikroORM);
  });
  afterAll(async () => {
    await t.close();
  });

  const page = async (agent: Agent, path: string) => {
    const res = await agent.get(path).set('Accept', 'text/html').expect(200);
    return { res, preload: preloadOf(res.text) };
  };

  it("carries the member's own answers, the same JSON as the API, never cached, and another member gets theirs", async () => {
    const ana = await signIn(baseUrl, { name: 'Ana Primeira' });
    const bia = await signIn(baseUrl, { name: 'Bia Segunda' });

    const { res, preload } = await page(ana.agent, '/dashboard');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(Object.keys(preload!.responses).sort()).toEqual(['/api/dashboard?lang=pt', '/api/notifications/unread-count', '/api/profile/check', '/api/session']);
    expect(preload!.responses['/api/session'].member.id).toBe(ana.memberId);
    // What the SPA would have fetched, answer for answer.
    for (const url of Object.keys(preload!.responses)) {
      expect(preload!.responses[url]).toEqual((await ana.agent.get(url).expect(200)).body);
    }
    expect(JSON.stringify(preload)).toContain('Ana Primeira');

    const other = (await page(bia.agent, '/dashboard')).preload!;
    expect(other.responses['/api/session'].member.id).toBe(bia.memberId);
    expect(JSON.stringify(other)).not.toContain('Ana Primeira');

    // The page's language (the SPA's language cookie) is the language of the answers.
    const english = await bia.agent.get('/dashboard').set('Cookie', 'poliglota_lang=en').expect(200);
    expect(Object.keys(preloadOf(english.text)!.responses)).toContain('/api/dashboard?lang=en');
  });

  it('gives each member page its own answers, with ids only from the address, and none for a search', async () => {
    const cleo = await signIn(baseUrl, { name: 'Cleo Terceira' });
    const keys = async (path: string) => Object.keys((await page(cleo.agent, path)).preload?.responses ?? {}).sort();
    expect(await keys('/ranking')).toEqual(['/api/notifications/unread-count', '/api/ranking', '/api/session']);
    expect(await keys('/comunidade')).toEqual(['/api/community/posts?limit=20', '/api/notifications/unread-count', '/api/session']);
    expect(await keys('/cursos')).toEqual(['/api/courses?page=1', '/api/notifications/unread-count', '/api/session']);
    expect(await keys('/perfil')).toEqual([
      '/api/notifications/unread-count',
      `/api/profile/public/${cleo.memberId}/stats`,
      `/api/profile/public/${cleo.memberId}?lang=pt`,
      '/api/session',
    ]);
    // A filtered catalogue is the SPA's to fetch; an address that is not an id never reaches the API.
    expect((await page(cleo.agent, '/cursos?q=frances')).preload).toBeNull();
    expect((await page(cleo.agent, '/curso/not-an-id')).preload).toBeNull();
    // A course that does not exist: only what the API answered 200 (its details and modules are
    // 404s, left for the SPA to show as it does).
    const missing = randomUUID();
    const ofMissing = await keys(`/curso/${missing}`);
    expect(ofMissing).toEqual(expect.arrayContaining(['/api/notifications/unread-count', '/api/session']));
    expect(ofMissing).not.toContain(`/api/courses/${missing}/details`);
    expect(ofMissing).not.toContain(`/api/courses/${missing}/modules`);
    // A post's page: the post and its comments, as the SPA asks for them; a missing one only 404s, left out.
    const moderator = await signInModerator(baseUrl);
    const postId = await publishPost(t, cleo.agent, moderator, { title: 'Meu primeiro post', content: 'Olá!', languages: ['pt'] });
    const postPage = (await page(cleo.agent, `/comunidade/post/${postId}`)).preload!;
    expect(Object.keys(postPage.responses).sort()).toEqual([
      `/api/community/posts/${postId}`,
      `/api/community/posts/${postId}/comments`,
      '/api/notifications/unread-count',
      '/api/session',
    ]);
    expect(postPage.responses[`/api/community/posts/${postId}`]).toEqual((await cleo.agent.get(`/api/community/posts/${postId}`).expect(200)).body);
    expect(await keys(`/comunidade/post/${missing}`)).toEqual(['/api/notifications/unread-count', '/api/session']);
    // Pages with nothing to preload stay the plain app, still private.
    const settings = await page(cleo.agent, '/configuracoes');
    expect(settings.preload).toBeNull();
    expect(settings.res.headers['cache-control']).toBe('private, no-store');
  });

  it('writes the answers safely inside a script element: a name with </script>, <!-- and line separators reads back whole', async () => {
    const name = 'Dora </script><!-- \u2028\u2029 & <b>';
    const dora = await signIn(baseUrl, { name: 'Dora Quarta' });
    await sql(orm, 'update member set name = ? where id = ?', [name, dora.memberId]);
    const { res, preload } = await page(dora.agent, '/dashboard');
    const element = ELEMENT.exec(res.text)![1];
    expect(element).not.toMatch(/[<>&\u2028\u2029]/);
    expect(preload!.responses['/api/session'].member.name).toBe(name);
  });

  it('gives a guest, a signed-out browser and a banned member no member data; a guest the catalogue as a guest', async () => {
    const guest = await request(baseUrl).get('/dashboard').expect(200);
    expect(preloadOf(guest.text)).toBeNull();
    expect(guest.headers['cache-control']).toBe('no-cache');

    // The public lists carry the guest's own answers: the same JSON a guest's request gets, no member in it.
    const catalogue = await request(baseUrl).get('/cursos').expect(200);
    const answers = preloadOf(catalogue.text)!.responses;
    expect(Object.keys(answers).sort()).toEqual(['/api/courses?page=1', '/api/session']);
    expect(answers['/api/session'].member).toBeNull();
    expect(answers['/api/courses?page=1']).toEqual((await request(baseUrl).get('/api/courses?page=1').expect(200)).body);
    expect(catalogue.headers.vary).toMatch(/Cookie/);
    // A guest's other pages stay the plain app.
    expect(preloadOf((await request(baseUrl).get('/comunidade').expect(200)).text)).toBeNull();
    expect(preloadOf((await request(baseUrl).get('/ranking').expect(200)).text)).toBeNull();

    const eva = await signIn(baseUrl, { name: 'Eva Quinta' });
    await eva.agent.get('/api/logout').expect(200);
    expect((await page(eva.agent, '/dashboard')).preload).toBeNull();

    const fabi = await signIn(baseUrl, { name: 'Fabi Sexta' });
    const admin = await signInModerator(baseUrl);
    await admin.post(`/api/admin/users/${fabi.memberId}/ban`).send({ reason: 'Spam', days: 3 }).expect(200);
    const banned = await page(fabi.agent, '/dashboard');
    expect(banned.preload).toBeNull();
    expect(banned.res.text).not.toContain('Fabi Sexta');
    expect((await page(fabi.agent, '/cursos')).preload).toBeNull();
  });

  it("names the page's own code, styles and texts in its first response, each one a file the server has (ADR 0115)", async () => {
    const named = (html: string, rel: string) => [...html.matchAll(new RegExp(`<link rel="${rel}" crossorigin href="/(assets/[^"]+)">`, 'g'))].map((m) => m[1]);
    const gina = await signIn(baseUrl, { name: 'Gina Sétima' });
    const dashboard = (await page(gina.agent, '/dashboard')).res.text;
    const dashboardScripts = named(dashboard, 'modulepreload');
    expect(dashboardScripts.some((file) => /^assets\/DashboardPage-[\w-]+\.js$/.test(file))).toBe(true);
    expect(named(dashboard, 'stylesheet').some((file) => /^assets\/DashboardPage-[\w-]+\.css$/.test(file))).toBe(true);
    // Its texts in the page's language: the Portuguese by default, the English with the cookie.
    expect(dashboardScripts.some((file) => /^assets\/core-/.test(file))).toBe(true);
    const english = await gina.agent.get('/dashboard').set('Cookie', 'poliglota_lang=en').expect(200);
    const englishTexts = named(english.text, 'modulepreload').filter((file) => /^assets\/(core|app)-/.test(file));
    const portugueseTexts = dashboardScripts.filter((file) => /^assets\/(core|app)-/.test(file));
    expect(englishTexts).toHaveLength(2);
    expect(englishTexts.filter((file) => portugueseTexts.includes(file))).toEqual([]);
    // A guest's page too, and each file named is served.
    const catalogue = await request(baseUrl).get('/cursos').expect(200);
    const catalogueScripts = named(catalogue.text, 'modulepreload');
    expect(catalogueScripts.some((file) => /^assets\/CourseCataloguePage-/.test(file))).toBe(true);
    // Its filters are a plain form: the form stack is not on the way of its first render (ADR 0073).
    expect(catalogueScripts.some((file) => /^assets\/forms-/.test(file))).toBe(false);
    for (const file of new Set([...dashboardScripts, ...catalogueScripts, ...named(dashboard, 'stylesheet')])) {
      await request(baseUrl).get(`/${file}`).expect(200);
    }
    // Each chunk once, and an address that is no page names none of a page's own.
    expect(new Set(dashboardScripts).size).toBe(dashboardScripts.length);
    const unknown = await request(baseUrl).get('/nao-existe').expect(200);
    expect(named(unknown.text, 'modulepreload').some((file) => /^assets\/(DashboardPage|CourseCataloguePage|core|app)-/.test(file))).toBe(false);
  });
});
