import { beforeAll, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import {
  PHONE,
  axeFindings,
  browserSuite,
  describeInBrowser,
  recordToasts,
  screenshotOnFailure,
  screenshotPath,
  signInFromLanding,
  tabTo,
  waitForText,
} from '../support/browser.js';
import { uniqueEmail } from '../support/sign-in.js';

const ADMIN_EMAIL = 'review.admin@poliglota.test';
const ADMIN_PASSWORD = 'every mistake comes back';

/** The lesson quiz whose misses fill the deck: one question of each kind. */
const QUIZ = [
  { type: 'choice', prompt: 'Como se diz "obrigado" em inglês?', promptLanguage: 'pt', choices: ['Thank you', 'Please'], correctChoice: 0 },
  { type: 'text', prompt: 'Traduza: "eu não sei"', promptLanguage: 'pt', acceptedAnswers: ["I don't know"] },
  { type: 'order', prompt: 'Monte a frase: "Ela mora em Lisboa"', promptLanguage: 'pt', acceptedAnswers: ['She lives in Lisbon'] },
];
/** When the next review is, a day or more away: never today. */
const NEXT_PT = /Próxima revisão: (amanhã|em \d+ dias|\d+ de \p{L}+)/u;
const NEXT_EN = /Next review: (tomorrow|in \d+ days|\p{L}+ \d+)/u;
/** A wrong answer to each question, sent as the lesson page would. */
const WRONG = [{ choice: 1 }, { text: 'I know' }, { text: 'Lisbon in lives She' }];

/**
 * Issue 48 in the browser: a member's misses (three lesson quiz questions, and in Portuguese a
 * sentence a native speaker corrected and the member marked helpful) fill the review deck; on a
 * 390 px phone, with the keyboard alone, the member opens /revisao from the dashboard or the menu,
 * answers each kind of card, sees a wrong card come back at the end, takes a card out of the deck,
 * changes the settings and does a second session in a row. Axe on the dashboard's card and on
 * /revisao at its start, a card, a verdict and the end.
 */
describeInBrowser('the review deck on a phone with the keyboard alone', () => {
  const suite = browserSuite({ env: { ADMIN_EMAIL, ADMIN_PASSWORD } });
  let baseUrl: string;
  let courseId: string;
  let lessonId: string;
  let questionIds: string[];

  beforeAll(async () => {
    baseUrl = suite.baseUrl;
    const admin = await suite.newPage({ viewport: { width: 1280, height: 800 } });
    expect((await admin.request.post(`${baseUrl}/api/admin/login`, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).status()).toBe(200);
    const write = (method: 'post' | 'put', url: string, data: unknown) => admin.request[method](`${baseUrl}${url}`, { headers: { origin: baseUrl }, data });
    const created = await write('post', '/api/admin/courses', { title: `Revisão ${Date.now().toString(36)}`, description: 'Erros que voltam.', language: 'en', level: 'Iniciante' });
    expect(created.status()).toBe(201);
    courseId = (await created.json()).course.id as string;
    expect((await write('post', `/api/admin/courses/${courseId}/toggle-public`, { is_published: true })).status()).toBe(200);
    expect((await write('post', `/api/admin/courses/${courseId}/modules`, { title: 'Primeiros passos' })).status()).toBe(201);
    const moduleId = (await (await admin.request.get(`${baseUrl}/api/courses/${courseId}/modules`)).json()).modules[0].id as string;
    expect(
      (await write('post', `/api/admin/courses/${courseId}/lessons`, { module_id: moduleId, title: 'Frases do dia', youtube_video_id: 'dQw4w9WgXcQ', duration_seconds: 60, is_free: true })).status(),
    ).toBe(201);
    lessonId = (await (await admin.request.get(`${baseUrl}/api/courses/${courseId}/modules`)).json()).modules[0].lessons[0].id as string;
    const saved = await write('put', `/api/admin/courses/${courseId}/lessons/${lessonId}/quiz`, { questions: QUIZ });
    expect(saved.status()).toBe(200);
    questionIds = ((await saved.json()).questions as { id: string }[]).map((question) => question.id);
  }, 60_000);

  /** A member signed in on a phone, their profile set up (so the dashboard is the way in), in `language`. */
  async function member(
    name: string,
    language: 'pt' | 'en',
    userLanguages: { language: string; proficiency: string }[] = [],
    learningLanguage: 'pt' | 'en' = 'en',
  ): Promise<Page> {
    const page = await suite.newPage({ viewport: PHONE, locale: 'pt-BR', hasTouch: true });
    await signInFromLanding(page, baseUrl, { email: uniqueEmail('review'), name });
    await page.waitForURL((url) => url.pathname === '/profile/setup');
    const setup = await page.request.post(`${baseUrl}/api/profile/setup`, { headers: { origin: baseUrl }, data: { name, biography: '', userLanguages, learningLanguage } });
    expect(setup.status()).toBe(200);
    if (language === 'en') {
      expect((await page.request.put(`${baseUrl}/api/settings/language`, { headers: { origin: baseUrl }, data: { preferredLanguage: 'en' } })).status()).toBe(200);
      await page.evaluate(() => localStorage.setItem('poliglota.lang', 'en'));
    }
    return page;
  }

  /** Misses each of the quiz's questions, as the lesson page sends them: one card each, a second apart (their order in a session). */
  async function missTheQuiz(page: Page) {
    for (const [index, answer] of WRONG.entries()) {
      suite.t.clock.advance(1_000);
      const sent = await page.request.post(`${baseUrl}/api/courses/${courseId}/lessons/${lessonId}/quiz/answers`, {
        headers: { origin: baseUrl },
        data: { questionId: questionIds[index], answer },
      });
      expect(sent.status()).toBe(200);
      expect((await sent.json()).correct).toBe(false);
    }
  }

  const toastsOf = (page: Page, text: string) => page.evaluate((wanted) => (window as unknown as { __toasts: string[] }).__toasts.filter((toast) => toast === wanted).length, text);

  const card = (page: Page) => page.getByTestId('review-card');
  const verdict = (page: Page) => page.getByTestId('review-verdict');
  const focused = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText ?? document.activeElement?.getAttribute('aria-label'));
  const focusedElement = (page: Page) => page.evaluate(() => ({ tag: document.activeElement?.tagName, type: (document.activeElement as HTMLInputElement | null)?.type, label: document.activeElement?.getAttribute('aria-label') }));
  const noWiderThanThePhone = async (page: Page) => expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);

  it('in Portuguese: from the dashboard, each kind of card, a wrong card back at the end, a card taken out, the end and the dashboard after', async () => {
    const page = await member('Rita Revisora', 'pt', [{ language: 'pt', proficiency: 'Nativo' }]);
    const corrector = await member('Nora Native', 'pt', [{ language: 'en', proficiency: 'Nativo' }], 'pt');
    await screenshotOnFailure([page, corrector], 'review-pt', async () => {
      await missTheQuiz(page);
      // A text in English; a native speaker corrects its first sentence; the author marks it helpful.
      suite.t.clock.advance(1_000);
      const writing = await page.request.post(`${baseUrl}/api/writings`, { headers: { origin: baseUrl }, data: { language: 'en', text: 'I has a dog. It is happy.' } });
      expect(writing.status()).toBe(201);
      const writingId = (await writing.json()).id as string;
      const correction = await corrector.request.put(`${baseUrl}/api/writings/${writingId}/correction`, {
        headers: { origin: baseUrl },
        data: { sentences: [{ index: 0, verdict: 'corrected', corrected: 'I have a dog.', note: '"I" pede "have".' }, { index: 1, verdict: 'correct' }] },
      });
      expect(correction.status()).toBe(201);
      suite.t.clock.advance(1_000);
      const correctionId = (await correction.json()).id as string;
      expect((await page.request.put(`${baseUrl}/api/writings/${writingId}/corrections/${correctionId}/helpful`, { headers: { origin: baseUrl } })).status()).toBe(200);

      // The dashboard's card, then Revisar with the keyboard.
      await recordToasts(page);
      const streamOpened = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
      await page.goto(`${baseUrl}/dashboard`);
      const dashboardCard = page.getByTestId('dashboard-review');
      await waitForText(dashboardCard, '4 para revisar hoje');
      await expect(axeFindings(page)).resolves.toEqual([]);
      await tabTo(page, dashboardCard.getByRole('link', { name: 'Revisar' }));
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseUrl}/revisao`);
      await page.getByRole('heading', { level: 1, name: 'Revisão' }).waitFor();
      const today = page.getByTestId('review-today');
      await waitForText(today, '4 para revisar hoje');
      await waitForText(today, '4 cartões novos');
      await page.getByLabel('Cartões novos por dia').waitFor();
      await expect(axeFindings(page)).resolves.toEqual([]);
      await noWiderThanThePhone(page);
      await page.screenshot({ path: screenshotPath('review-pt-start'), fullPage: true });
      expect((await streamOpened).status()).toBe(200);
      await tabTo(page, today.getByRole('button', { name: 'Revisar' }));
      await page.keyboard.press('Enter');

      // 1. The choice, answered wrong: the focus is on the first option; the arrow picks the second, Enter answers.
      await waitForText(card(page), 'Como se diz "obrigado" em inglês?');
      await waitForText(card(page), 'Cartão 1 de 4');
      await expect(focusedElement(page)).resolves.toMatchObject({ tag: 'INPUT', type: 'radio' });
      await expect(axeFindings(page)).resolves.toEqual([]);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await waitForText(verdict(page), 'Não foi dessa vez.');
      await waitForText(verdict(page), 'Resposta esperada: Thank you');
      await waitForText(verdict(page), 'Este cartão volta no fim desta sessão.');
      await expect(verdict(page).getAttribute('aria-live')).resolves.toBe('polite');
      await expect(focused(page)).resolves.toBe('Continuar');
      await expect(axeFindings(page)).resolves.toEqual([]);
      await page.screenshot({ path: screenshotPath('review-pt-verdict'), fullPage: true });
      await page.keyboard.press('Enter');

      // 2. The typed answer: the focus is in its box, Enter answers.
      await waitForText(card(page), 'Traduza: "eu não sei"');
      await expect(focusedElement(page)).resolves.toMatchObject({ tag: 'INPUT', type: 'text' });
      await page.keyboard.type("I don't know");
      await page.keyboard.press('Enter');
      await waitForText(verdict(page), 'Correto!');
      await waitForText(verdict(page), 'Próxima revisão deste cartão:');
      await page.keyboard.press('Enter');

      // 3. The word tiles: "Não revisar mais", cancelled (the focus comes back), then confirmed.
      await waitForText(card(page), 'Monte a frase: "Ela mora em Lisboa"');
      await tabTo(page, card(page).getByRole('button', { name: 'Não revisar mais' }));
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('alertdialog', { name: 'Não revisar mais este cartão?' });
      await dialog.waitFor();
      await expect(focused(page)).resolves.toBe('Cancelar');
      await expect(axeFindings(page)).resolves.toEqual([]);
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await page.waitForFunction(() => document.activeElement?.textContent === 'Não revisar mais');
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await tabTo(page, dialog.getByRole('button', { name: 'Não revisar mais' }));
      await page.keyboard.press('Enter');

      // 4. The corrected sentence: the box holds the member's own, to be fixed.
      await waitForText(card(page), 'Corrija a frase');
      await page.getByRole('status').filter({ hasText: 'Cartão tirado do baralho.' }).waitFor();
      const box = card(page).getByLabel('Sua versão');
      await expect(box.inputValue()).resolves.toBe('I has a dog.');
      await expect(focusedElement(page)).resolves.toMatchObject({ tag: 'INPUT', type: 'text' });
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('I have a dog.');
      await page.keyboard.press('Enter');
      await waitForText(verdict(page), 'Correto!');
      await waitForText(verdict(page), 'Nota de quem corrigiu: "I" pede "have".');
      await page.keyboard.press('Enter');

      // 5. The choice comes back at the end, once; Space picks the right option.
      await waitForText(card(page), 'De novo, o que você errou: 1 de 1');
      await waitForText(card(page), 'Como se diz "obrigado" em inglês?');
      await page.keyboard.press('Space');
      await page.keyboard.press('Enter');
      await waitForText(verdict(page), 'Correto!');
      await expect(focused(page)).resolves.toBe('Ver resultado');
      await page.keyboard.press('Enter');

      // The end: how many right, the second try, the XP, when the next review is.
      const end = page.getByTestId('review-end');
      await waitForText(end, 'Sessão concluída');
      await waitForText(end, 'Você acertou 2 de 3 cartões.');
      await waitForText(end, 'Na segunda chance, você acertou 1 de 1.');
      await waitForText(end, 'XP ganho: 3');
      // Each right answer's XP came as it was earned, through the event stream, with its reason.
      await page.waitForFunction(() => (window as unknown as { __toasts: string[] }).__toasts.filter((toast) => toast === '+1 XPVocê acertou uma revisão').length >= 3, undefined, { timeout: 10_000 });
      await expect(toastsOf(page, '+1 XPVocê acertou uma revisão')).resolves.toBe(3);
      // Every card's last answer was right: the earliest comes back in a day or more (FSRS's interval).
      await waitForText(end, NEXT_PT);
      await expect(focused(page)).resolves.toBe('Sessão concluída');
      await expect(axeFindings(page)).resolves.toEqual([]);
      await noWiderThanThePhone(page);
      await page.screenshot({ path: screenshotPath('review-pt-end'), fullPage: true });

      // Back to the start: nothing left for today; the dashboard says when the next review is.
      await tabTo(page, end.getByRole('button', { name: 'Voltar ao início' }));
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Nada para revisar agora' }).waitFor();
      await expect(focused(page)).resolves.toBe('Nada para revisar agora');
      await waitForText(page.getByTestId('review-start'), NEXT_PT);
      await page.goto(`${baseUrl}/dashboard`);
      await waitForText(page.getByTestId('dashboard-review'), NEXT_PT);
      await expect(axeFindings(page)).resolves.toEqual([]);
    });
  }, 180_000);

  it('in English: from the menu with its count, fewer new cards a day, a session, more new cards, a second session in a row', async () => {
    const page = await member('Eve Reviewer', 'en');
    await screenshotOnFailure(page, 'review-en', async () => {
      await missTheQuiz(page);
      await page.goto(`${baseUrl}/dashboard`);
      await waitForText(page.getByTestId('dashboard-review'), '3 to review today');
      // The phone's menu names the deck with its count.
      await tabTo(page, page.getByRole('button', { name: 'Open menu' }));
      await page.keyboard.press('Enter');
      const link = page.getByRole('dialog').getByRole('link', { name: 'Review 3 to review today' });
      await tabTo(page, link);
      await page.screenshot({ path: screenshotPath('review-en-menu') });
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseUrl}/revisao`);
      await page.getByRole('heading', { level: 1, name: 'Review' }).waitFor();

      // Two new cards a day, with the keyboard; 60 is past the form's limit, the DTO's.
      const newPerDay = page.getByLabel('New cards a day');
      await tabTo(page, newPerDay);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('60');
      await page.keyboard.press('Enter');
      await waitForText(page.getByTestId('review-start'), 'The maximum is 50.');
      await expect(newPerDay.getAttribute('aria-invalid')).resolves.toBe('true');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('2');
      await tabTo(page, page.getByRole('button', { name: 'Save settings' }));
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({ hasText: 'Settings saved.' }).waitFor();
      const today = page.getByTestId('review-today');
      await waitForText(today, '2 to review today');
      await expect(axeFindings(page)).resolves.toEqual([]);

      // The first answer's first three sendings are lost (the hook tries three times): the member
      // answers again, and every sending carries the same clientId, so it counts once.
      const sendings: { url: string; clientId: string }[] = [];
      await page.route('**/api/review/cards/*/answers', async (route) => {
        sendings.push({ url: route.request().url(), clientId: (route.request().postDataJSON() as { clientId: string }).clientId });
        if (sendings.length <= 3) await route.abort('internetdisconnected');
        else await route.continue();
      });

      // The first session: the choice right, the typed answer wrong, then right at the end.
      await tabTo(page, today.getByRole('button', { name: 'Review' }));
      await page.keyboard.press('Enter');
      await waitForText(card(page), 'Card 1 of 2');
      await page.keyboard.press('Space');
      await page.keyboard.press('Enter');
      await page.getByRole('alert').filter({ hasText: 'No connection. Please try again.' }).waitFor();
      await page.keyboard.press('Enter');
      await waitForText(verdict(page), 'Correct!');
      expect(sendings).toHaveLength(4);
      expect(new Set(sendings.map(({ url, clientId }) => `${url} ${clientId}`)).size).toBe(1);
      expect(sendings[0]!.clientId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      await page.keyboard.press('Enter');
      await waitForText(card(page), 'Traduza: "eu não sei"');
      await page.keyboard.type('I know');
      await page.keyboard.press('Enter');
      await waitForText(verdict(page), 'Not this time.');
      await waitForText(verdict(page), "Expected answer: I don't know");
      await waitForText(verdict(page), 'This card comes back at the end of this session.');
      await expect(axeFindings(page)).resolves.toEqual([]);
      await page.keyboard.press('Enter');
      await waitForText(card(page), 'Again, what you missed: 1 of 1');
      await page.keyboard.type("I don't know");
      await page.keyboard.press('Enter');
      await waitForText(verdict(page), 'Correct!');
      await page.keyboard.press('Enter');
      const end = page.getByTestId('review-end');
      await waitForText(end, 'You got 1 of 2 cards right.');
      await waitForText(end, 'On the second try, you got 1 of 1 right.');
      await waitForText(end, 'XP earned: 2');
      // Each answer had a clientId of its own, the second try at a card too: the first's four sendings, then two.
      expect(sendings).toHaveLength(6);
      expect(new Set(sendings.map(({ clientId }) => clientId)).size).toBe(3);
      await waitForText(end, NEXT_EN);
      await expect(axeFindings(page)).resolves.toEqual([]);
      await page.screenshot({ path: screenshotPath('review-en-end'), fullPage: true });

      // Back at the start, three new cards a day: the third card is there for a second session.
      await tabTo(page, end.getByRole('button', { name: 'Back to the start' }));
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Nothing to review right now' }).waitFor();
      await tabTo(page, page.getByLabel('New cards a day'));
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('3');
      await page.keyboard.press('Enter');
      await waitForText(page.getByTestId('review-today'), '1 to review today');
      await tabTo(page, page.getByTestId('review-today').getByRole('button', { name: 'Review' }));
      await page.keyboard.press('Enter');

      // The word tiles, each pressed with Enter, never dragged.
      await waitForText(card(page), 'Card 1 of 1');
      for (const word of ['She', 'lives', 'in', 'Lisbon']) {
        await tabTo(page, card(page).getByRole('button', { name: `Add “${word}”` }));
        await page.keyboard.press('Enter');
      }
      await expect(axeFindings(page)).resolves.toEqual([]);
      await tabTo(page, card(page).getByRole('button', { name: 'Check' }));
      await page.keyboard.press('Enter');
      await waitForText(verdict(page), 'Correct!');
      await expect(focused(page)).resolves.toBe('See the result');
      await page.keyboard.press('Enter');
      await waitForText(page.getByTestId('review-end'), 'You got 1 of 1 card right.');
      await waitForText(page.getByTestId('review-end'), 'XP earned: 1');
      await noWiderThanThePhone(page);
    });
  }, 180_000);
});
