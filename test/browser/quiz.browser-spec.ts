import { beforeAll, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { axeFindings, describeInBrowser, browserSuite, recordToasts, screenshotPath, signInFromLanding, tabTo } from '../support/browser.js';
import { uniqueEmail } from '../support/sign-in.js';

const ADMIN_EMAIL = 'quiz.admin@poliglota.test';
const ADMIN_PASSWORD = 'quizzes in the browser';
const PHONE = { width: 390, height: 844 };

const quizToasts = (page: Page, reason: string) =>
  page.evaluate((text) => (window as unknown as { __toasts: string[] }).__toasts.filter((toast) => toast === `+5 XP${text}`).length, reason);

interface Words {
  check: string;
  continue: string;
  result: string;
  again: string;
  right: string;
  add: (word: string) => string;
  summary: string;
  reason: string;
}
const PT: Words = {
  check: 'Verificar',
  continue: 'Continuar',
  result: 'Ver resultado',
  again: 'Praticar de novo',
  right: 'Correto!',
  add: (word) => `Adicionar “${word}”`,
  summary: 'Você acertou 3 de 3 perguntas.',
  reason: 'Resposta certa',
};
const EN: Words = {
  check: 'Check',
  continue: 'Continue',
  result: 'See the result',
  again: 'Practise again',
  right: 'Correct!',
  add: (word) => `Add “${word}”`,
  summary: 'You got 3 of 3 questions right.',
  reason: 'Correct answer',
};

/**
 * Issue 33 in the browser: an administrator writes a quiz of three kinds in the content editor; on a
 * phone-sized page, members answer each kind with the keyboard alone, in Portuguese and in English,
 * and each first right answer brings one XP toast, practice again none.
 */
describeInBrowser('lesson quizzes in the browser', () => {
  const suite = browserSuite({ env: { ADMIN_EMAIL, ADMIN_PASSWORD } });
  let baseUrl: string;

  beforeAll(() => {
    baseUrl = suite.baseUrl;
  });

  const openPage = async (viewport = { width: 1280, height: 900 }) => {
    // The lesson's YouTube player is a third party: the suite's Chromium never reaches it.
    return suite.newPage({ viewport });
  };

  /** One round of the quiz with Tab, Space, Enter and typing only. */
  async function answerAll(page: Page, words: Words) {
    const quiz = page.getByTestId('quiz');
    const verdict = page.getByTestId('quiz-verdict');
    // choice
    await tabTo(page, quiz.getByRole('radio', { name: 'Thank you' }));
    await page.keyboard.press('Space');
    await tabTo(page, quiz.getByRole('button', { name: words.check }));
    await page.keyboard.press('Enter');
    await verdict.getByText(words.right).waitFor();
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(words.continue);
    await page.keyboard.press('Enter');
    // text: the focus is in the answer's field
    await quiz.getByText('Traduza: "eu não sei"').waitFor();
    await page.keyboard.type("i don't  know");
    await page.keyboard.press('Enter');
    await verdict.getByText(words.right).waitFor();
    await page.keyboard.press('Enter');
    // order: tiles pressed in turn, never dragged
    const prompt = quiz.getByText('Monte a frase: "Ela mora em Lisboa"');
    await prompt.waitFor();
    await expect(prompt.getAttribute('lang')).resolves.toBe('pt');
    for (const word of ['She', 'lives', 'in', 'Lisbon']) {
      await tabTo(page, quiz.getByRole('button', { name: words.add(word) }));
      await page.keyboard.press('Enter');
    }
    // The tiles on the line and in the bank, as a screen reader and a contrast check meet them.
    await expect(axeFindings(page)).resolves.toEqual([]);
    await tabTo(page, quiz.getByRole('button', { name: words.check }));
    await page.keyboard.press('Enter');
    await verdict.getByText(words.right).waitFor();
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(words.result);
    await page.keyboard.press('Enter');
    await page.getByTestId('quiz-summary').getByText(words.summary).waitFor();
    await expect(page.getByTestId('lesson-quiz').textContent()).resolves.toBe('3/3');
  }

  it('an administrator writes three questions; members answer each kind with the keyboard on a phone, in pt and in en, with one XP toast per first right answer', async () => {
    const stamp = Date.now().toString(36);
    const admin = await openPage();
    const pages: Page[] = [admin];
    try {
      expect((await admin.request.post(`${baseUrl}/api/admin/login`, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).status()).toBe(200);
      const write = (url: string, data: unknown) => admin.request.post(`${baseUrl}${url}`, { headers: { origin: baseUrl }, data });
      const created = await write('/api/admin/courses', { title: `Inglês prático ${stamp}`, description: 'Frases do dia a dia.', language: 'en', level: 'Iniciante' });
      expect(created.status()).toBe(201);
      const courseId = (await created.json()).course.id as string;
      expect((await write(`/api/admin/courses/${courseId}/toggle-public`, { is_published: true })).status()).toBe(200);
      expect((await write(`/api/admin/courses/${courseId}/modules`, { title: 'Primeiros passos' })).status()).toBe(201);
      const moduleId = (await (await admin.request.get(`${baseUrl}/api/courses/${courseId}/modules`)).json()).modules[0].id as string;
      const lessonTitle = 'Agradecer e não saber';
      expect(
        (await write(`/api/admin/courses/${courseId}/lessons`, { module_id: moduleId, title: lessonTitle, youtube_video_id: 'dQw4w9WgXcQ', duration_seconds: 60 })).status(),
      ).toBe(201);
      const lessonId = (await (await admin.request.get(`${baseUrl}/api/courses/${courseId}/modules`)).json()).modules[0].lessons[0].id as string;

      // The editor: three questions, one of each kind.
      await admin.goto(`${baseUrl}/admin/courses/${courseId}/content`);
      await admin.getByRole('button', { name: `Quiz: ${lessonTitle}` }).click();
      const dialog = admin.getByRole('dialog', { name: `Quiz: ${lessonTitle}` });
      const question = (n: number) => dialog.locator('.quiz-editor__question').nth(n - 1);
      await question(1).getByLabel('Enunciado', { exact: true }).fill('Como se diz "obrigado" em inglês?');
      await question(1).getByLabel('Opção 1', { exact: true }).fill('Thank you');
      await question(1).getByLabel('Opção 2', { exact: true }).fill('Please');
      // Saving without the right option says what is missing.
      await dialog.getByRole('button', { name: 'Salvar quiz' }).click();
      await dialog.getByText('Marque exatamente uma opção como a certa.').waitFor();
      await question(1).getByRole('radio', { name: 'Marcar a opção 1 como certa' }).check();

      await dialog.getByRole('button', { name: 'Adicionar pergunta' }).click();
      await question(2).getByLabel('Tipo', { exact: true }).selectOption('text');
      await question(2).getByLabel('Enunciado', { exact: true }).fill('Traduza: "eu não sei"');
      await question(2).getByLabel('Resposta 1', { exact: true }).fill("I don't know");
      await question(2).getByRole('button', { name: 'Adicionar resposta' }).click();
      await question(2).getByLabel('Resposta 2', { exact: true }).fill('I do not know');

      await dialog.getByRole('button', { name: 'Adicionar pergunta' }).click();
      await question(3).getByLabel('Tipo', { exact: true }).selectOption('order');
      await question(3).getByLabel('Enunciado', { exact: true }).fill('Monte a frase: "Ela mora em Lisboa"');
      await question(3).getByLabel('Resposta 1', { exact: true }).fill('She lives in Lisbon');
      await question(3).getByRole('button', { name: 'Adicionar distrator' }).click();
      await question(3).getByLabel('Distrator 1', { exact: true }).fill('live');
      // The preview shows the tiles as a member gets them: the sentence's words and the distractor.
      await question(3).getByRole('button', { name: 'Pré-visualizar' }).click();
      await question(3).getByRole('region', { name: 'Como o membro vê' }).getByRole('button', { name: 'Adicionar “live”' }).waitFor();
      // Reordering with the keyboard: the order question goes up and back down.
      await question(3).getByRole('button', { name: 'Subir a pergunta 3' }).focus();
      await admin.keyboard.press('Enter');
      await expect(question(2).getByLabel('Enunciado', { exact: true }).inputValue()).resolves.toBe('Monte a frase: "Ela mora em Lisboa"');
      await admin.keyboard.press('Tab');
      await admin.keyboard.press('Enter');
      await expect(question(3).getByLabel('Enunciado', { exact: true }).inputValue()).resolves.toBe('Monte a frase: "Ela mora em Lisboa"');

      await expect(axeFindings(admin)).resolves.toEqual([]);
      await dialog.getByRole('button', { name: 'Salvar quiz' }).click();
      await dialog.waitFor({ state: 'detached' });
      await admin.getByText('Quiz (3)').waitFor();

      for (const [language, words] of [['pt', PT], ['en', EN]] as const) {
        const member = await openPage(PHONE);
        pages.push(member);
        await recordToasts(member);
        await signInFromLanding(member, baseUrl, { email: uniqueEmail(`quiz-${language}`), name: `Aluna ${language}` });
        await member.waitForURL(`${baseUrl}/profile/setup`);
        if (language === 'en') {
          expect((await member.request.put(`${baseUrl}/api/settings/language`, { headers: { origin: baseUrl }, data: { preferredLanguage: 'en' } })).status()).toBe(200);
        }
        await member.goto(`${baseUrl}/curso/${courseId}/aula/${lessonId}`);
        await member.getByRole('heading', { level: 2, name: language === 'pt' ? 'Praticar' : 'Practise' }).waitFor();
        await expect(member.getByTestId('lesson-quiz').textContent()).resolves.toBe('0/3');
        await answerAll(member, words);
        // One toast for each question's first right answer, however the award reached the page.
        await member.waitForFunction((text) => (window as unknown as { __toasts: string[] }).__toasts.filter((toast) => toast === `+5 XP${text}`).length >= 3, words.reason, { timeout: 10_000 });
        await expect(quizToasts(member, words.reason)).resolves.toBe(3);
        await member.screenshot({ path: screenshotPath(`quiz-${language}-summary`) });

        // Practice again: right again, no XP and no toast.
        await expect(member.evaluate(() => document.activeElement?.textContent)).resolves.toBe(words.again);
        await member.keyboard.press('Enter');
        await tabTo(member, member.getByTestId('quiz').getByRole('radio', { name: 'Thank you' }));
        await member.keyboard.press('Space');
        await tabTo(member, member.getByTestId('quiz').getByRole('button', { name: words.check }));
        await member.keyboard.press('Enter');
        await member.getByTestId('quiz-verdict').getByText(words.right).waitFor();
        await member.waitForTimeout(1_500);
        await expect(quizToasts(member, words.reason)).resolves.toBe(3);
        // Nothing wider than the phone.
        await expect(member.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);
      }
    } catch (error) {
      await Promise.all(pages.map((page, index) => page.screenshot({ path: screenshotPath(`quiz-${index}`) }).catch(() => undefined)));
      throw error;
    }
  }, 120_000);

  it('keeps the id of every question the editor had when an administrator corrects a prompt, reorders and adds one: no second XP for an answer already paid', async () => {
    const stamp = Date.now().toString(36);
    const admin = await openPage();
    const pages: Page[] = [admin];
    try {
      expect((await admin.request.post(`${baseUrl}/api/admin/login`, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).status()).toBe(200);
      const write = (method: 'post' | 'put', url: string, data: unknown) => admin.request[method](`${baseUrl}${url}`, { headers: { origin: baseUrl }, data });
      const created = await write('post', '/api/admin/courses', { title: `Quiz corrigido ${stamp}`, description: 'Um erro de digitação.', language: 'en', level: 'Iniciante' });
      const courseId = (await created.json()).course.id as string;
      expect((await write('post', `/api/admin/courses/${courseId}/toggle-public`, { is_published: true })).status()).toBe(200);
      expect((await write('post', `/api/admin/courses/${courseId}/modules`, { title: 'Primeiros passos' })).status()).toBe(201);
      const moduleId = (await (await admin.request.get(`${baseUrl}/api/courses/${courseId}/modules`)).json()).modules[0].id as string;
      const lessonTitle = 'Cumprimentos';
      expect(
        (await write('post', `/api/admin/courses/${courseId}/lessons`, { module_id: moduleId, title: lessonTitle, youtube_video_id: 'dQw4w9WgXcQ', duration_seconds: 60, is_free: true })).status(),
      ).toBe(201);
      const lessonId = (await (await admin.request.get(`${baseUrl}/api/courses/${courseId}/modules`)).json()).modules[0].lessons[0].id as string;
      const saved = await write('put', `/api/admin/courses/${courseId}/lessons/${lessonId}/quiz`, {
        questions: [
          { type: 'choice', prompt: 'Como se diz "bom dai"?', promptLanguage: 'pt', choices: ['Good morning', 'Good night'], correctChoice: 0 },
          { type: 'text', prompt: 'Traduza: "olá"', promptLanguage: 'pt', acceptedAnswers: ['hello'] },
        ],
      });
      expect(saved.status()).toBe(200);
      const [typo, second] = ((await saved.json()).questions as { id: string }[]).map((question) => question.id);

      // A member answers the question with the typo right, and is paid for it once.
      const member = await openPage();
      pages.push(member);
      await signInFromLanding(member, baseUrl, { email: uniqueEmail('quiz-fixed'), name: 'Aluna Atenta' });
      const answer = () =>
        member.request.post(`${baseUrl}/api/courses/${courseId}/lessons/${lessonId}/quiz/answers`, { headers: { origin: baseUrl }, data: { questionId: typo, answer: { choice: 0 } } });
      const first = await answer();
      expect(first.status()).toBe(200);
      expect(await first.json()).toMatchObject({ correct: true, xpAwarded: 5 });

      // The editor: the prompt corrected, the second question moved up, a third one added.
      await admin.goto(`${baseUrl}/admin/courses/${courseId}/content`);
      await admin.getByRole('button', { name: `Quiz: ${lessonTitle}` }).click();
      const dialog = admin.getByRole('dialog', { name: `Quiz: ${lessonTitle}` });
      const question = (n: number) => dialog.locator('.quiz-editor__question').nth(n - 1);
      await question(1).getByLabel('Enunciado', { exact: true }).fill('Como se diz "bom dia"?');
      await question(2).getByRole('button', { name: 'Subir a pergunta 2' }).click();
      await dialog.getByRole('button', { name: 'Adicionar pergunta' }).click();
      await question(3).getByLabel('Tipo', { exact: true }).selectOption('text');
      await question(3).getByLabel('Enunciado', { exact: true }).fill('Traduza: "tchau"');
      await question(3).getByLabel('Resposta 1', { exact: true }).fill('bye');
      const sent = admin.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith(`/lessons/${lessonId}/quiz`));
      await dialog.getByRole('button', { name: 'Salvar quiz' }).click();
      const body = (await sent).postDataJSON() as { questions: { id?: string; prompt: string }[] };
      expect(body.questions.map(({ id, prompt }) => ({ id, prompt }))).toEqual([
        { id: second, prompt: 'Traduza: "olá"' },
        { id: typo, prompt: 'Como se diz "bom dia"?' },
        { id: undefined, prompt: 'Traduza: "tchau"' },
      ]);
      await dialog.waitFor({ state: 'detached' });

      // The corrected question is the same question: answering it right again pays nothing.
      const again = await answer();
      expect(again.status()).toBe(200);
      expect(await again.json()).toMatchObject({ correct: true, xpAwarded: 0 });
    } catch (error) {
      await Promise.all(pages.map((page, index) => page.screenshot({ path: screenshotPath(`quiz-fixed-${index}`) }).catch(() => undefined)));
      throw error;
    }
  }, 120_000);
});
