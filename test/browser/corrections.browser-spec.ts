import { beforeAll, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import {
  PHONE,
  axeFindings,
  browserSuite,
  describeInBrowser,
  screenshotOnFailure,
  screenshotPath,
  signInFromLanding,
  tabTo,
  waitForAttribute,
  waitForText,
} from '../support/browser.js';
import { uniqueEmail } from '../support/sign-in.js';

/**
 * Issue 47, "Correct each other", in the browser: a learner of English writes a text (in
 * Portuguese); a native speaker on a 390 px phone, with the keyboard only and in English, finds it
 * in the queue, marks one sentence correct and corrects another; the author sees the word diff,
 * marks the correction helpful, and the corrector's "+10 XP" toast shows once. Axe on each page.
 */
describeInBrowser('corrections: write, correct on a phone with the keyboard, see the diff, mark it helpful', () => {
  const suite = browserSuite();
  let baseUrl: string;

  beforeAll(() => {
    baseUrl = suite.baseUrl;
  });

  /** A member signed in through the development provider, with the languages of their profile set. */
  async function member(page: Page, name: string, userLanguages: { language: string; proficiency: string }[], learningLanguage: 'pt' | 'en' | null) {
    await signInFromLanding(page, baseUrl, { email: uniqueEmail('corrections'), name });
    await page.waitForURL((url) => url.pathname === '/profile/setup');
    const setup = await page.request.post(`${baseUrl}/api/profile/setup`, {
      headers: { origin: baseUrl },
      data: { name, biography: '', userLanguages, learningLanguage },
    });
    expect(setup.status()).toBe(200);
  }

  it('A writes in English; B corrects it by keyboard at 390 px; A sees the diff and marks it helpful; one XP toast', async () => {
    const stamp = Date.now().toString(36);
    const title = `My dog ${stamp}`;
    const author = await suite.newPage({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR' });
    const corrector = await suite.newPage({ viewport: PHONE, locale: 'pt-BR', hasTouch: true });

    await screenshotOnFailure([author, corrector], 'corrections', async () => {
      // 1. A (Portuguese native, learning English) writes, in Portuguese.
      await member(author, 'Ana Aprendiz', [{ language: 'pt', proficiency: 'Nativo' }], 'en');
      await author.goto(`${baseUrl}/correcoes`);
      await author.getByRole('heading', { level: 1, name: 'Correções' }).waitFor();
      await author.getByRole('tab', { name: 'Meus textos' }).click();
      await author.getByText('Você ainda não escreveu nenhum texto').waitFor();
      await author.getByRole('link', { name: 'Escrever', exact: true }).first().click();
      await author.getByRole('heading', { level: 1, name: 'Escrever um texto' }).waitFor();
      // Portuguese is declared Nativo: English is the only language offered, and chosen.
      const english = author.getByRole('radio', { name: 'Inglês' });
      await waitForAttribute(english, 'value', 'en');
      await expect(english.isChecked()).resolves.toBe(true);
      await expect(author.getByRole('radio', { name: 'Português' }).count()).resolves.toBe(0);
      await author.getByLabel('Título (opcional)').fill(title);
      await author.getByLabel('Texto').fill('I has a dog. He like to run in the park with Mr. Brown. It is very happy!');
      // The preview splits as the server will: not after "Mr.".
      const preview = author.getByRole('region', { name: 'Frases, como serão corrigidas' });
      await waitForText(preview, '3 frases (40 frases no máximo)');
      await expect(preview.getByRole('listitem').allTextContents()).resolves.toEqual([
        'I has a dog.',
        'He like to run in the park with Mr. Brown.',
        'It is very happy!',
      ]);
      await expect(axeFindings(author)).resolves.toEqual([]);
      await author.screenshot({ path: screenshotPath('corrections-write'), fullPage: true });
      await author.getByRole('button', { name: 'Enviar para correção' }).click();
      await author.waitForURL(/\/correcoes\/[0-9a-f-]{36}$/);
      const writingUrl = author.url();
      await author.getByRole('heading', { level: 1, name: title }).waitFor();
      await author.getByText('Ainda sem correções.', { exact: false }).waitFor();

      // 2. B (English native) in English, on a phone, with the keyboard only.
      await member(corrector, 'Bruno Nativo', [{ language: 'en', proficiency: 'Nativo' }], 'pt');
      // The sign-in starts from the Portuguese landing page; then the member chooses English.
      expect((await corrector.request.put(`${baseUrl}/api/settings/language`, { headers: { origin: baseUrl }, data: { preferredLanguage: 'en' } })).status()).toBe(200);
      await corrector.evaluate(() => localStorage.setItem('poliglota.lang', 'en'));
      const streamOpened = corrector.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
      await corrector.goto(`${baseUrl}/correcoes`);
      await corrector.getByRole('heading', { level: 1, name: 'Corrections' }).waitFor();
      await corrector.getByText('Give to get:', { exact: false }).waitFor();
      await corrector.getByRole('tab', { name: 'To correct', selected: true }).waitFor();
      const queue = corrector.getByRole('list', { name: 'Texts to correct' });
      await queue.waitFor();
      // Other suites' texts may come first (oldest first): load more with the keyboard until it is there.
      const link = queue.getByRole('link', { name: title });
      for (let page = 0; page < 20 && (await link.count()) === 0; page += 1) {
        const more = corrector.getByRole('button', { name: 'Load more' });
        await tabTo(corrector, more);
        await corrector.keyboard.press('Enter');
        await corrector.waitForTimeout(300);
      }
      await corrector.screenshot({ path: screenshotPath('corrections-queue-phone'), fullPage: true });
      await tabTo(corrector, link);
      await corrector.keyboard.press('Enter');
      await corrector.waitForURL(writingUrl);
      await corrector.getByRole('heading', { name: 'Correct this text' }).waitFor();
      await expect(axeFindings(corrector)).resolves.toEqual([]);

      // The third sentence is correct (Space on its toggle); the first gets a corrected version (Enter).
      const correct3 = corrector.getByRole('button', { name: 'Correct ✓ — Sentence 3' });
      await tabTo(corrector, correct3);
      await corrector.keyboard.press('Space');
      await waitForAttribute(correct3, 'aria-pressed', 'true');
      const edit1 = corrector.getByRole('button', { name: 'Correct it — Sentence 1' });
      await tabTo(corrector, edit1);
      await corrector.keyboard.press('Enter');
      await waitForAttribute(edit1, 'aria-pressed', 'true');
      // The box takes the focus, prefilled with the sentence.
      const box = corrector.getByLabel('Corrected version of sentence 1');
      await expect(box.inputValue()).resolves.toBe('I has a dog.');
      await corrector.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA');
      await corrector.keyboard.press('ControlOrMeta+A');
      await corrector.keyboard.type('I have a dog.');
      await corrector.keyboard.press('Tab');
      await corrector.keyboard.type('"I" takes "have".');
      await corrector.screenshot({ path: screenshotPath('corrections-correcting-phone'), fullPage: true });
      await tabTo(corrector, corrector.getByRole('button', { name: 'Send correction' }));
      expect((await streamOpened).status()).toBe(200);
      await corrector.keyboard.press('Enter');
      // The page then shows the correction, with the way to change it.
      await corrector.getByRole('button', { name: 'Change my correction' }).waitFor();
      await waitForText(corrector.locator('del'), 'has');
      await expect(corrector.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);
      await expect(axeFindings(corrector)).resolves.toEqual([]);
      await corrector.screenshot({ path: screenshotPath('corrections-corrected-phone'), fullPage: true });

      // 3. A sees the diff under the first sentence, the verdict under the third.
      await author.reload();
      const first = author.getByRole('list', { name: 'Frases do texto' }).getByRole('listitem').first();
      await waitForText(first.locator('del'), 'has');
      await waitForText(first.locator('ins'), 'have');
      await expect(first.locator('del').innerText()).resolves.toContain('removido:');
      await waitForText(first, 'Bruno Nativo');
      await waitForText(first, 'Nativo em Inglês');
      await waitForText(first, '"I" takes "have".');
      await author.getByText('✓ 1 disse que está correta').waitFor();
      await expect(axeFindings(author)).resolves.toEqual([]);
      await author.screenshot({ path: screenshotPath('corrections-diff'), fullPage: true });

      // ... and marks it helpful: the corrector's open page shows "+10 XP" once.
      const toasts = corrector.getByRole('status', { name: 'Notices' });
      const helpful = author.getByRole('button', { name: 'Marcar a correção de Bruno Nativo como útil' });
      await waitForAttribute(helpful, 'aria-pressed', 'false');
      await helpful.click();
      await waitForAttribute(helpful, 'aria-pressed', 'true');
      await waitForText(toasts, '+10 XP');
      await corrector.waitForTimeout(1_500);
      await expect(toasts.getByText('+10 XP').count()).resolves.toBe(1);
      // A replies under the correction; the count follows.
      await author.getByRole('button', { name: '0 respostas' }).click();
      const replies = author.getByRole('region', { name: 'Respostas à correção de Bruno Nativo' });
      await replies.getByText('Nenhuma resposta ainda.').waitFor();
      await replies.getByLabel('Responder').fill('Thanks, Bruno!');
      await replies.getByRole('button', { name: 'Responder' }).click();
      await waitForText(replies.getByRole('listitem'), 'Thanks, Bruno!');
      await author.getByRole('button', { name: '1 resposta' }).waitFor();
      // The mark is kept, and locks the corrector's correction.
      await author.reload();
      await waitForAttribute(author.getByRole('button', { name: 'Marcar a correção de Bruno Nativo como útil' }), 'aria-pressed', 'true');
      await corrector.reload();
      await corrector.getByText('The author marked your correction as helpful', { exact: false }).waitFor();

      // The navigation names the corrections in both languages, and its eight links (the review deck's
      // with its count: the helpful mark put a sentence in A's deck) fit a desktop whole.
      await author.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Correções' }).waitFor();
      await author.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Revisão 1 para revisar hoje' }).waitFor();
      for (const width of [1360, 1280, 1024]) {
        await author.setViewportSize({ width, height: 800 });
        const links = author.locator('.navbar__nav');
        await expect(links.evaluate((nav) => nav.scrollWidth - nav.clientWidth)).resolves.toBeLessThanOrEqual(0);
        await author.screenshot({ path: screenshotPath(`corrections-navbar-${width}`) });
      }
      await tabTo(corrector, corrector.getByRole('button', { name: 'Open menu' }));
      await corrector.keyboard.press('Enter');
      await corrector.getByRole('dialog').getByRole('link', { name: 'Corrections' }).waitFor();
    });
  }, 180_000);
});
