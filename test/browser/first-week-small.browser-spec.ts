import { beforeAll, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { PHONE, axeFindings, browserSuite, describeInBrowser, screenshotOnFailure, signInFromLanding } from '../support/browser.js';
import { signIn, uniqueEmail } from '../support/sign-in.js';

const ADMIN_EMAIL = 'first-week-small.admin@poliglota.test';
const ADMIN_PASSWORD = 'each named by the walk';

/** The accessible names of the buttons (and button-styled links) inside `scope`, in order. */
const namesOf = (scope: Locator) => scope.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? element.textContent ?? ''));

/** Whether the element's box lies inside its scrolling strip's visible part (and the screen's). */
const shownIn = (element: Locator) =>
  element.evaluate((node) => {
    const strip = node.parentElement!.getBoundingClientRect();
    const box = node.getBoundingClientRect();
    return box.left >= Math.max(strip.left, 0) - 1 && box.right <= Math.min(strip.right, window.innerWidth) + 1;
  });

const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

/**
 * The issue "The first week, right", item 9, as the walk met it on a 390 px phone: the admin
 * screens (their English names, the tab strip, buttons that say which item they act on), the
 * landing's skip link and the set-up screen's navigation.
 */
describeInBrowser('the first week: the smaller things, on a phone', () => {
  const suite = browserSuite({ env: { ADMIN_EMAIL, ADMIN_PASSWORD } });
  let baseUrl: string;
  const stamp = Date.now().toString(36);

  beforeAll(() => {
    baseUrl = suite.baseUrl;
  });

  async function adminOnPhone(): Promise<Page> {
    const page = await suite.newPage({ viewport: PHONE, hasTouch: true });
    expect((await page.request.post(`${baseUrl}/api/admin/login`, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).status()).toBe(200);
    return page;
  }

  it('the admin tab strip shows the page’s own tab and the arrow keys walk it; the English names say what each is', async () => {
    const page = await adminOnPhone();
    await screenshotOnFailure(page, 'first-week-small-admin-tabs', async () => {
      const strip = page.getByRole('navigation', { name: 'Navegação administrativa' });
      // The last tabs are beyond the phone's width when the strip starts at its first.
      for (const [path, name] of [
        ['/admin/debug', 'Diagnóstico'],
        ['/admin/flags', 'Denúncias'],
        ['/admin', 'Início'],
      ] as const) {
        await page.goto(`${baseUrl}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        const active = strip.locator('a[aria-current="page"]');
        await expect(active.textContent()).resolves.toBe(name);
        await expect(shownIn(active)).resolves.toBe(true);
      }
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);

      // The keyboard: from the page's tab, the arrows move along (wrapping), Home and End to the ends.
      await page.goto(`${baseUrl}/admin/audit`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await strip.getByRole('link', { name: 'Auditoria' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(focused(page)).resolves.toBe('Diagnóstico');
      await expect(shownIn(strip.getByRole('link', { name: 'Diagnóstico' }))).resolves.toBe(true);
      await page.keyboard.press('ArrowRight');
      await expect(focused(page)).resolves.toBe('Início');
      await page.keyboard.press('ArrowLeft');
      await expect(focused(page)).resolves.toBe('Diagnóstico');
      await page.keyboard.press('Home');
      await expect(focused(page)).resolves.toBe('Início');
      await expect(shownIn(strip.getByRole('link', { name: 'Início' }))).resolves.toBe(true);
      await page.keyboard.press('End');
      await expect(focused(page)).resolves.toBe('Diagnóstico');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseUrl}/admin/debug`);

      // In English the statistics and the members' reports no longer share a word.
      await page.goto(`${baseUrl}/admin?lang=en`);
      await page.getByRole('heading', { level: 1, name: 'Admin panel' }).waitFor();
      const english = page.getByRole('navigation', { name: 'Admin navigation' });
      await expect(english.getByRole('link').allTextContents()).resolves.toEqual([
        'Home', 'Users', 'Posts', 'Courses', 'Analytics', 'Flagged content', 'Writing prompts', 'Audit', 'Diagnostics',
      ]);
      await page.getByText('Flagged items to review').waitFor();
      await english.getByRole('link', { name: 'Analytics' }).click();
      await page.getByRole('heading', { level: 1, name: 'Analytics reports' }).waitFor();
      await english.getByRole('link', { name: 'Flagged content' }).click();
      await page.getByRole('heading', { level: 1, name: 'Flagged content' }).waitFor();
      await expect(axeFindings(page)).resolves.toEqual([]);
    });
  }, 90_000);

  it('names the item each moderation button acts on: posts, flagged items and courses', async () => {
    const ana = await signIn(baseUrl, { name: 'Ana Lima' });
    const bia = await signIn(baseUrl, { name: 'Bia Rocha' });
    const reporter = await signIn(baseUrl, { name: 'Caio Atento' });
    const page = await adminOnPhone();
    const write = async (url: string, data: unknown = {}) => {
      const answer = await page.request.post(`${baseUrl}${url}`, { headers: { origin: baseUrl }, data });
      expect([url, answer.status()]).toEqual([url, url.startsWith('/api/admin/courses') && !url.includes('approve') ? 201 : 200]);
      return answer.json();
    };
    const submit = async (member: typeof ana, title: string, content: string) =>
      (await member.agent.post('/api/community/posts').send({ title, content, languages: ['en'] }).expect(201)).body.post.id as string;
    const anaPost = await submit(ana, `Como treinar a pronúncia do th em inglês sem perder a paciência ${stamp}`, 'Devagar e todo dia.');
    const biaPost = await submit(bia, `Cognatos ${stamp}`, 'Cuidado!');
    await screenshotOnFailure(page, 'first-week-small-admin-names', async () => {
      await page.goto(`${baseUrl}/admin/posts`);
      const pending = page.getByRole('group', { name: 'Ações do post' });
      await pending.first().waitFor();
      const names = await namesOf(pending.getByRole('button'));
      expect(names).toEqual(expect.arrayContaining([
        'Aprovar o post de Ana Lima: «Como treinar a pronúncia do th em inglês…»',
        'Rejeitar o post de Ana Lima: «Como treinar a pronúncia do th em inglês…»',
        `Aprovar o post de Bia Rocha: «Cognatos ${stamp}»`,
        `Rejeitar o post de Bia Rocha: «Cognatos ${stamp}»`,
      ]));
      expect(new Set(names).size).toBe(names.length);

      // Both approved, then reported: the flagged items' Manter and Remover name theirs.
      await write(`/api/admin/posts/${anaPost}/approve`);
      await write(`/api/admin/posts/${biaPost}/approve`);
      for (const targetId of [anaPost, biaPost]) {
        await reporter.agent.post('/api/flags').send({ targetType: 'post', targetId, reason: 'spam' }).expect(201);
      }
      await page.goto(`${baseUrl}/admin/flags`);
      const decisions = page.getByRole('group', { name: 'Decisão sobre o item' });
      await decisions.nth(1).waitFor();
      const flagNames = await namesOf(decisions.getByRole('button'));
      expect(flagNames).toEqual(expect.arrayContaining([
        'Manter a publicação de Ana Lima: «Como treinar a pronúncia do th em inglês…»',
        'Remover a publicação de Ana Lima: «Como treinar a pronúncia do th em inglês…»',
        `Manter a publicação de Bia Rocha: «Cognatos ${stamp}: Cuidado!»`,
        `Remover a publicação de Bia Rocha: «Cognatos ${stamp}: Cuidado!»`,
      ]));
      expect(new Set(flagNames).size).toBe(flagNames.length);

      // In English, likewise.
      await page.goto(`${baseUrl}/admin/flags?lang=en`);
      await page.getByRole('button', { name: `Keep Bia Rocha’s post: “Cognatos ${stamp}: Cuidado!”` }).waitFor();

      // The courses' Editar and Excluir.
      for (const title of [`Inglês para viagens ${stamp}`, `Espanhol do dia a dia ${stamp}`]) {
        await write('/api/admin/courses', { title, description: 'Frases úteis.', language: 'en', level: 'Iniciante' });
      }
      await page.goto(`${baseUrl}/admin/courses?lang=pt`);
      const course = page.getByTestId('admin-course').filter({ hasText: `Inglês para viagens ${stamp}` });
      await course.getByRole('button', { name: `Editar o curso «Inglês para viagens ${stamp}»`, exact: true }).waitFor();
      await course.getByRole('button', { name: `Excluir o curso «Inglês para viagens ${stamp}»`, exact: true }).waitFor();
      await page.getByRole('button', { name: `Excluir o curso «Espanhol do dia a dia ${stamp}»`, exact: true }).waitFor();
      await expect(axeFindings(page)).resolves.toEqual([]);
    });
  }, 90_000);

  it('the landing’s first Tab is “Pular para o conteúdo”, which moves focus past the header', async () => {
    for (const [landing, label] of [
      ['/', 'Pular para o conteúdo'],
      ['/?lang=en', 'Skip to content'],
    ] as const) {
      const page = await suite.newPage({ viewport: PHONE });
      await screenshotOnFailure(page, 'first-week-small-landing-skip', async () => {
        await page.goto(`${baseUrl}${landing}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name: label });
        await expect(skip.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
        const box = await skip.boundingBox();
        expect(box && box.y >= 0 && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
        await page.keyboard.press('Enter');
        await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('MAIN');
        await expect(axeFindings(page)).resolves.toEqual([]);
      });
    }
  }, 60_000);

  it('the set-up screen shows no navigation that sends back to it, and Sair signs out', async () => {
    const page = await suite.newPage({ viewport: PHONE, hasTouch: true });
    await screenshotOnFailure(page, 'first-week-small-setup', async () => {
      await signInFromLanding(page, baseUrl, { email: uniqueEmail('setup-nav'), name: 'Nova Aluna' });
      await page.waitForURL(`${baseUrl}/profile/setup`);
      await page.getByRole('heading', { level: 1, name: 'Complete seu perfil' }).waitFor();
      await expect(page.getByRole('navigation').count()).resolves.toBe(0);
      await expect(page.getByRole('banner').getByRole('link').count()).resolves.toBe(0);
      await expect(page.getByRole('button', { name: 'Abrir menu' }).count()).resolves.toBe(0);
      await expect(axeFindings(page)).resolves.toEqual([]);
      await page.getByRole('banner').getByRole('button', { name: 'Sair' }).tap();
      await page.waitForURL(`${baseUrl}/`);
      await page.getByRole('button', { name: 'Entrar', exact: true }).first().waitFor();
      expect((await (await page.request.get(`${baseUrl}/api/session`)).json()).member).toBeNull();
    });
  }, 60_000);
});
