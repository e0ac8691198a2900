import { beforeAll, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { PHONE, axeFindings, browserSuite, describeInBrowser, screenshotOnFailure, screenshotPath, signInFromLanding, tabTo } from '../support/browser.js';
import { uniqueEmail } from '../support/sign-in.js';

const ADMIN_EMAIL = 'prompts.admin@poliglota.test';
const ADMIN_PASSWORD = 'writing prompts in the browser';

type TodayPrompt = { id: string; language: string; text: string };

/**
 * Issue 47's writing prompts, edited by an administrator on a 390 px phone: one of today's
 * Portuguese prompts is edited (its language keeps its count, so it stays in today's rotation) and
 * an English one is added, first left empty so the server's message shows on its line, then moved
 * up with the keyboard; saved, kept after a reload, and the learner's writing page offers the
 * edited text among today's prompts (read from the page's own request). Axe on the admin page.
 */
describeInBrowser('admin: the writing prompts, edited, added, reordered and saved in the browser', () => {
  const suite = browserSuite({ env: { ADMIN_EMAIL, ADMIN_PASSWORD } });
  let baseUrl: string;

  beforeAll(() => {
    baseUrl = suite.baseUrl;
  });

  /** Opens the writing page and reads today's prompts from the request the page itself makes. */
  async function openWritingPage(page: Page): Promise<TodayPrompt[]> {
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/writing-prompts' && response.request().method() === 'GET');
    await page.goto(`${baseUrl}/correcoes/escrever`);
    const response = await answer;
    expect(response.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Escrever um texto' }).waitFor();
    return ((await response.json()) as { prompts: TodayPrompt[] }).prompts;
  }

  /** The values of the text fields of one language's lines, in order. */
  const valuesOf = (page: Page, language: 'pt' | 'en') => page.getByTestId(`prompt-${language}`).getByRole('textbox').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

  it('edits one of today’s prompts and adds one; the server’s message on its line; kept after reload; the learner is offered it', async () => {
    const stamp = Date.now().toString(36);
    const learner = await suite.newPage({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR' });
    const admin = await suite.newPage({ viewport: PHONE, locale: 'pt-BR' });

    await screenshotOnFailure([admin, learner], 'writing-prompts', async () => {
      // A learner of Portuguese (English native): today's Portuguese prompts on the writing page.
      await signInFromLanding(learner, baseUrl, { email: uniqueEmail('prompts'), name: 'Liam Learner' });
      await learner.waitForURL((url) => url.pathname === '/profile/setup');
      const setup = await learner.request.post(`${baseUrl}/api/profile/setup`, {
        headers: { origin: baseUrl },
        data: { name: 'Liam Learner', biography: '', userLanguages: [{ language: 'en', proficiency: 'Nativo' }], learningLanguage: 'pt' },
      });
      expect(setup.status()).toBe(200);
      const before = (await openWritingPage(learner)).filter((p) => p.language === 'pt');
      expect(before.length).toBeGreaterThan(0);
      const target = before[0];
      await learner.getByRole('radio', { name: target.text }).waitFor();
      const edited = `${target.text.replace(/[.?!]$/, '')} (${stamp})?`;
      const added = `Write about a song you know by heart (${stamp}).`;

      // The administrator reaches the page from the admin navigation, on a phone.
      const login = await admin.request.post(`${baseUrl}/api/admin/login`, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
      expect(login.status()).toBe(200);
      await admin.goto(`${baseUrl}/admin`);
      await admin.getByRole('navigation', { name: 'Navegação administrativa' }).getByRole('link', { name: 'Temas de escrita' }).click();
      await admin.getByRole('heading', { level: 1, name: 'Temas de escrita' }).waitFor();
      await expect(admin.title()).resolves.toContain('Temas de escrita');
      await admin.getByText('Os membros veem 3 temas por dia em cada idioma, em rodízio').waitFor();
      await admin.getByTestId('prompt-pt').first().waitFor();
      const ptBefore = await valuesOf(admin, 'pt');
      const enBefore = await valuesOf(admin, 'en');
      const at = ptBefore.indexOf(target.text);
      expect(at).toBeGreaterThanOrEqual(0);

      // Edit today's prompt; add an English one with the keyboard, left empty: the server's message on its line.
      await admin.getByLabel(`Tema ${at + 1} (Português)`, { exact: true }).fill(edited);
      const add = admin.getByRole('button', { name: 'Adicionar tema em Inglês' });
      await tabTo(admin, add);
      await admin.keyboard.press('Enter');
      const newField = admin.getByLabel(`Tema ${enBefore.length + 1} (Inglês)`, { exact: true });
      await expect(newField.evaluate((input) => input === document.activeElement)).resolves.toBe(true);
      await admin.getByRole('button', { name: 'Salvar' }).click();
      await admin.getByText('Os temas não foram salvos.').waitFor();
      await admin.getByTestId('prompt-en').last().getByText('Escreva o texto da proposta.').waitFor();
      await expect(admin.getByTestId('prompt-pt').getByText('Escreva o texto da proposta.').count()).resolves.toBe(0);

      // Typed, then moved up one place with the keyboard; the focus stays on the moved line's button.
      await newField.focus();
      await admin.keyboard.type(added);
      const up = admin.getByRole('button', { name: `Subir: Tema ${enBefore.length + 1} (Inglês)` });
      await tabTo(admin, up);
      await admin.keyboard.press('Enter');
      const expectedEn = [...enBefore.slice(0, -1), added, enBefore[enBefore.length - 1]];
      await admin.waitForFunction(
        (expected) => JSON.stringify([...document.querySelectorAll('[data-testid="prompt-en"] input')].map((i) => (i as HTMLInputElement).value)) === JSON.stringify(expected),
        expectedEn,
      );
      await expect(admin.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe(`Subir: Tema ${enBefore.length} (Inglês)`);
      await expect(admin.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);
      await expect(axeFindings(admin)).resolves.toEqual([]);
      await admin.screenshot({ path: screenshotPath('admin-writing-prompts'), fullPage: true });

      await admin.getByRole('button', { name: 'Salvar' }).click();
      await admin.getByText('Temas salvos.').waitFor();
      await expect(admin.getByText('Os temas não foram salvos.').count()).resolves.toBe(0);

      // Kept after a reload, in the order saved.
      await admin.reload();
      await admin.getByTestId('prompt-pt').first().waitFor();
      const ptExpected = ptBefore.map((text, i) => (i === at ? edited : text));
      await expect(valuesOf(admin, 'pt')).resolves.toEqual(ptExpected);
      await expect(valuesOf(admin, 'en')).resolves.toEqual(expectedEn);

      // The learner's writing page offers the edited prompt, under the same id, and no longer the old text.
      const after = (await openWritingPage(learner)).filter((p) => p.language === 'pt');
      expect(after.find((p) => p.id === target.id)?.text).toBe(edited);
      await learner.getByRole('radio', { name: edited }).waitFor();
      await expect(learner.getByRole('radio', { name: target.text, exact: true }).count()).resolves.toBe(0);
    });
  }, 120_000);

  it('speaks English to an English reader', async () => {
    const admin = await suite.newPage({ viewport: PHONE, locale: 'en-US' });
    const login = await admin.request.post(`${baseUrl}/api/admin/login`, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(login.status()).toBe(200);
    await admin.goto(`${baseUrl}/admin/writing-prompts`);
    await admin.getByRole('heading', { level: 1, name: 'Writing prompts' }).waitFor();
    await expect(admin.title()).resolves.toContain('Writing prompts');
    await admin.getByText('Members see 3 prompts a day in each language, rotating').waitFor();
    await admin.getByRole('heading', { level: 2, name: 'Portuguese' }).waitFor();
    await admin.getByRole('button', { name: 'Add a prompt in English' }).waitFor();
  }, 60_000);
});
