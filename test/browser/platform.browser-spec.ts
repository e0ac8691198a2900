import { beforeAll, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { browserSuite, describeInBrowser, screenshotPath, waitForText } from '../support/browser.js';

describeInBrowser('the SPA served by the app', () => {
  const suite = browserSuite();
  let baseUrl: string;
  beforeAll(() => {
    baseUrl = suite.baseUrl;
  });

  const openPage = (viewport = { width: 1280, height: 800 }) => suite.newPage({ viewport });

  // Member pages send guests to the landing page, so these use the public course catalogue.
  it('loads a deep link such as /cursos straight from the server', async () => {
    const p = await openPage();
    const response = await p.goto(`${baseUrl}/cursos`);
    expect(response?.status()).toBe(200);
    await waitForText(p.getByRole('heading', { level: 1 }), /Cursos/);
    await p.close();
  });

  it('switches every visible text between Portuguese and English, and remembers it', async () => {
    const p = await openPage();
    await p.goto(`${baseUrl}/cursos`);
    const nav = p.getByRole('navigation').first();
    await nav.waitFor();
    await waitForText(nav, 'Cursos');
    await p.getByRole('button', { name: /EN/ }).first().click();
    await p.waitForFunction(() => document.documentElement.lang === 'en');
    await waitForText(nav, 'Courses');
    await p.reload();
    await waitForText(p.getByRole('navigation').first(), 'Courses');
    await p.screenshot({ path: screenshotPath('platform-en') });
    await p.close();
  });

  it('describes the landing page to search engines in Portuguese, and in English at its English address', async () => {
    const description = (p: Page) => p.locator('meta[name="description"]').getAttribute('content');
    const p = await openPage();
    await p.goto(baseUrl);
    await p.getByRole('heading', { level: 1 }).waitFor();
    expect(await p.evaluate(() => document.documentElement.lang)).toBe('pt-BR');
    expect(await description(p)).toBe('Poliglota — comunidade gamificada para quem aprende idiomas.');

    // The English address that sitemap.xml lists.
    await p.goto(`${baseUrl}/?lang=en`);
    await p.waitForFunction(() => document.documentElement.lang === 'en');
    await p.waitForFunction(() => document.querySelector('meta[name="description"]')?.getAttribute('content')?.startsWith('Poliglota — a gamified'));
    expect(await description(p)).toBe('Poliglota — a gamified community for language learners.');
    await p.close();
  });

  it('paints the landing page from its HTML and stylesheets alone, then the app takes it over (issue 26)', async () => {
    const heading = 'Aprenda idiomas em comunidade e suba de patente';
    const noScript = await suite.newContext({ javaScriptEnabled: false });
    try {
      const bare = await noScript.newPage();
      await bare.goto(baseUrl);
      await waitForText(bare.getByRole('heading', { level: 1 }), heading);
      await bare.getByRole('button', { name: 'Começar agora' }).waitFor();
      // Styled by the landing page's own stylesheet, not only the app's.
      expect(await bare.locator('.landing-header').evaluate((header) => getComputedStyle(header).position)).toBe('sticky');
    } finally {
      await noScript.close();
    }

    const p = await openPage({ width: 390, height: 844 });
    await p.goto(`${baseUrl}/?lang=en`);
    await waitForText(p.getByRole('heading', { level: 1 }), 'Learn languages together and climb the ranks');
    // The markup the server sent is the app's once its code is in: the language toggle answers.
    await p.getByRole('button', { name: /PT/ }).first().click();
    await waitForText(p.getByRole('heading', { level: 1 }), heading);
    await p.close();
  });

  it('opens the slide-in menu on a phone-sized screen', async () => {
    const p = await openPage({ width: 390, height: 844 });
    await p.goto(`${baseUrl}/cursos`);
    // The page itself, not the loading layout it replaces (the menu while the page's code loads: sign-in spec).
    await p.getByRole('heading', { level: 1, name: 'Cursos' }).waitFor();
    const menuButton = p.locator('button[aria-controls="mobile-menu"]');
    await menuButton.waitFor({ state: "visible" });
    await menuButton.click();
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('true');
    await p.keyboard.press('Escape');
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('false');
    await p.close();
  });
  // Issue 23, item 12: a guest is a normal state, so a guest's pages log no failed request.
  it('walks the public pages as a guest without a single console error', async () => {
    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      const p = await openPage(viewport);
      const errors: string[] = [];
      p.on('console', (message) => {
        // A cover a member linked from another site may fail to load (other suites' courses link to
        // names that never resolve); what the app itself logs or requests may not.
        const source = message.location().url;
        if (message.type() === 'error' && (!source || source.startsWith(baseUrl))) errors.push(`${p.url()}: ${message.text()} (${source})`);
      });
      p.on('pageerror', (error) => errors.push(`${p.url()}: ${error.message}`));
      for (const route of ['/', '/cursos', '/comunidade', '/chat', '/ranking', '/dashboard', '/pagina-que-nao-existe']) {
        await p.goto(`${baseUrl}${route}`);
        await p.getByRole('heading', { level: 1 }).first().waitFor();
        // Whatever the page asks for after its first paint has answered.
        await p.waitForLoadState('networkidle');
      }
      expect(errors).toEqual([]);
      await p.close();
    }
  }, 90_000);
});
