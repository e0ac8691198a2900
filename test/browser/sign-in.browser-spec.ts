import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createTestApp, type TestApp } from '../support/app.js';
import { chromiumAvailable, launchChromium, screenshotPath } from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

/** A free local port, so PUBLIC_URL (where the provider sends the browser back) can name it. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let counter = 0;
const uniqueEmail = (name: string) => `${name}+${process.pid}.${Date.now()}.${++counter}@example.com`;

describeInBrowser('signing in through the development provider', () => {
  let t: TestApp;
  let browser: Browser;
  let baseUrl: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    // The development provider redirects to PUBLIC_URL/auth/callback, so the app must listen
    // exactly there: same as createTestApp({ listen: true }), on a port chosen beforehand.
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    t = await createTestApp({ env: { PUBLIC_URL: baseUrl } });
    await t.app.listen(port, '127.0.0.1');
    browser = await launchChromium();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await t?.close();
  });

  const openPage = async (viewport = { width: 1280, height: 800 }, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) => {
    const context = await browser.newContext({ viewport, locale: 'pt-BR', storageState });
    contexts.push(context);
    return { context, page: await context.newPage() };
  };

  /** Landing → Entrar → development provider form → back on /auth/callback. */
  const signInFromLanding = async (page: Page, person: { email: string; name: string }) => {
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();

    await page.waitForURL(/\/dev-auth\/authorize/);
    await page.locator('input[name="email"]').fill(person.email);
    await page.locator('input[name="name"]').fill(person.name);
    await page.getByRole('button', { name: /Entrar|Sign in/ }).click();
  };

  it('takes a new member from the landing page through profile setup to the dashboard', async () => {
    const { context, page } = await openPage();
    const email = uniqueEmail('ana');
    try {
      await signInFromLanding(page, { email, name: 'Ana Teste' });

      // A first sign-in needs the profile set up.
      await page.waitForURL(`${baseUrl}/profile/setup`);
      const name = page.getByLabel('Nome completo');
      await expect(name.inputValue()).resolves.toBe('Ana Teste');
      await name.fill('Ana Souza');
      await page.getByLabel('Biografia').fill('Estudo inglês para viajar.');

      const add = page.getByRole('button', { name: 'Adicionar idioma' });
      await expect(add.isDisabled()).resolves.toBe(true);
      await page.getByLabel('Idioma', { exact: true }).selectOption('Inglês');
      await expect(add.isDisabled()).resolves.toBe(true);
      await page.getByLabel('Nível de proficiência').selectOption('Intermediário');
      await add.click();
      const added = page.getByRole('list', { name: 'Idiomas adicionados' });
      await expect(added.textContent()).resolves.toContain('Inglês');
      await expect(added.textContent()).resolves.toContain('Intermediário');
      // A language already in the list is no longer offered.
      await expect(page.getByLabel('Idioma', { exact: true }).locator('option', { hasText: 'Inglês' }).count()).resolves.toBe(0);

      await page.getByRole('button', { name: 'Salvar e continuar' }).click();
      await page.waitForURL(`${baseUrl}/dashboard`);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/Dashboard/);

      // The server kept what was typed.
      const profile = await page.evaluate(async () => (await fetch('/api/profile/complete')).json());
      expect(profile).toMatchObject({
        name: 'Ana Souza',
        biography: 'Estudo inglês para viajar.',
        userLanguages: [{ language: 'Inglês', proficiency: 'Intermediário' }],
      });

      // PT/EN toggle switches the visible text.
      const nav = page.getByRole('navigation', { name: 'Navegação principal' });
      await expect(nav.textContent()).resolves.toContain('Comunidade');
      await page.getByRole('button', { name: /EN/ }).first().click();
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      const navEn = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(navEn.textContent()).resolves.toContain('Community');
      await expect(page.getByRole('link', { name: 'Notifications' }).count()).resolves.toBe(1);
      await page.getByRole('button', { name: /PT/ }).first().click();
      await page.waitForFunction(() => document.documentElement.lang === 'pt-BR');

      // The avatar menu: name, e-mail, profile link, logout; Escape closes it.
      const avatar = page.getByRole('button', { name: /Menu da conta de Ana Souza/ });
      await avatar.click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem', { name: 'Visualizar Perfil' }).count()).resolves.toBe(1);
      await expect(page.locator('.member-menu__panel').textContent()).resolves.toContain(email);
      await page.keyboard.press('Escape');
      await expect(avatar.getAttribute('aria-expanded')).resolves.toBe('false');

      // The same member on a phone: the slide-in menu carries the account items.
      const phone = await openPage({ width: 390, height: 844 }, await context.storageState());
      await phone.page.goto(`${baseUrl}/dashboard`);
      const menuButton = phone.page.locator('button[aria-controls="mobile-menu"]');
      await menuButton.waitFor({ state: 'visible' });
      await menuButton.click();
      const dialog = phone.page.getByRole('dialog');
      await dialog.getByRole('link', { name: 'Visualizar Perfil' }).waitFor({ state: 'visible' });
      await expect(dialog.textContent()).resolves.toContain('Ana Souza');
      await expect(dialog.textContent()).resolves.toContain(email);
      await phone.page.screenshot({ path: screenshotPath('sign-in-phone-menu') });

      // Sair ends the session and returns to the landing page.
      await dialog.getByRole('button', { name: 'Sair' }).click();
      await phone.page.waitForURL(`${baseUrl}/`);
      await phone.page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
      const me = await phone.page.evaluate(async () => (await fetch('/api/users/me')).status);
      expect(me).toBe(401);
    } catch (error) {
      await page.screenshot({ path: screenshotPath('sign-in-failure') });
      throw error;
    }
  });

  it('lets a new member skip the profile setup', async () => {
    const { page } = await openPage();
    await signInFromLanding(page, { email: uniqueEmail('bruno'), name: 'Bruno Lima' });
    await page.waitForURL(`${baseUrl}/profile/setup`);
    await page.getByRole('button', { name: 'Pular por agora' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    // Skipped: the dashboard no longer sends the member back to the setup.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /Dashboard/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });

  it('shows the error screen when the callback has no code', async () => {
    const { page } = await openPage();
    await page.goto(`${baseUrl}/auth/callback`);
    await page.getByText('Código de autorização não encontrado').waitFor();
    await page.getByRole('link', { name: 'Tentar Novamente' }).click();
    await page.waitForURL(`${baseUrl}/`);
  });

  it('sends guests away from member pages and refuses them the admin area', async () => {
    const { page } = await openPage();
    await page.goto(`${baseUrl}/comunidade`);
    await page.waitForURL(`${baseUrl}/`);
    await page.goto(`${baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Acesso Negado' }).waitFor();
    await expect(page.getByText('Você não tem permissão para acessar esta área.').count()).resolves.toBe(1);
  });
});
