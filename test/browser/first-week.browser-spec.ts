import { beforeAll, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { PHONE, axeFindings, browserSuite, describeInBrowser, screenshotOnFailure, signInFromLanding } from '../support/browser.js';
import { uniqueEmail } from '../support/sign-in.js';

const ADMIN_EMAIL = 'first-week.admin@poliglota.test';
const ADMIN_PASSWORD = 'the first week, right';

/** Every element with role="alert" that appears with text, recorded as it appears (a screen reader announces each). */
async function recordAlerts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __alerts: string[] }).__alerts = seen;
    const note = (element: Element) => {
      if (element.getAttribute('role') === 'alert' && (element.textContent ?? '').trim() !== '') seen.push(element.textContent ?? '');
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData' && record.target.parentElement?.closest('[role="alert"]')) note(record.target.parentElement.closest('[role="alert"]')!);
        record.addedNodes.forEach((node) => {
          if (!(node instanceof Element)) return;
          note(node);
          node.querySelectorAll('[role="alert"]').forEach(note);
        });
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}
const alertsOf = (page: Page) => page.evaluate(() => [...(window as unknown as { __alerts: string[] }).__alerts]);

/**
 * The issue "The first week, right", walked as a member on a 390 px phone: the quiz's Continuar
 * opens the next question without "Responda antes de verificar." (by tap, Enter and Space), a
 * typed answer without its apostrophe is right and a near miss says "Quase!", a locked lesson is a
 * state with the way back (pt and en), and a guest browsing in English signs in to English.
 */
describeInBrowser('the first week', () => {
  const suite = browserSuite({ env: { ADMIN_EMAIL, ADMIN_PASSWORD } });
  let baseUrl: string;
  let courseId: string;
  let lessonId: string;
  let lockedLessonId: string;

  beforeAll(async () => {
    baseUrl = suite.baseUrl;
    const admin = await suite.newPage();
    expect((await admin.request.post(`${baseUrl}/api/admin/login`, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).status()).toBe(200);
    const write = async (method: 'post' | 'put', url: string, data: unknown) => {
      const answer = await admin.request[method](`${baseUrl}${url}`, { headers: { origin: baseUrl }, data });
      expect([url, answer.status()]).toEqual([url, method === 'post' ? 201 : 200]);
      return answer.json();
    };
    const stamp = Date.now().toString(36);
    courseId = (await write('post', '/api/admin/courses', { title: `Primeira semana ${stamp}`, description: 'Frases do dia a dia.', language: 'en', level: 'Iniciante' })).course.id;
    expect((await admin.request.post(`${baseUrl}/api/admin/courses/${courseId}/toggle-public`, { headers: { origin: baseUrl }, data: { is_published: true } })).status()).toBe(200);
    await write('post', `/api/admin/courses/${courseId}/modules`, { title: 'Primeiros passos' });
    await write('post', `/api/admin/courses/${courseId}/modules`, { title: 'Avançado', is_locked: true });
    const modules = async () => (await (await admin.request.get(`${baseUrl}/api/courses/${courseId}/modules`)).json()).modules as { id: string; lessons: { id: string }[] }[];
    const [open, locked] = await modules();
    await write('post', `/api/admin/courses/${courseId}/lessons`, { module_id: open.id, title: 'Agradecer e não saber', youtube_video_id: 'dQw4w9WgXcQ', duration_seconds: 60 });
    await write('post', `/api/admin/courses/${courseId}/lessons`, { module_id: locked.id, title: 'Aula trancada', youtube_video_id: 'dQw4w9WgXcQ', duration_seconds: 60 });
    const [withLessons, lockedWithLessons] = await modules();
    lessonId = withLessons.lessons[0].id;
    lockedLessonId = lockedWithLessons.lessons[0].id;
    await write('put', `/api/admin/courses/${courseId}/lessons/${lessonId}/quiz`, {
      questions: [
        { type: 'choice', prompt: 'Como se diz "obrigado" em inglês?', promptLanguage: 'pt', choices: ['Thank you', 'Please'], correctChoice: 0 },
        { type: 'text', prompt: 'Traduza: "eu não sei"', promptLanguage: 'pt', acceptedAnswers: ["I don't know"] },
        { type: 'text', prompt: 'Escreva "cat" em português', promptLanguage: 'pt', acceptedAnswers: ['gato'] },
      ],
    });
  });

  /** A member on a phone, signed in from the landing in Portuguese, set-up left for later. */
  async function member(name: string): Promise<Page> {
    const page = await suite.newPage({ viewport: PHONE, hasTouch: true });
    await recordAlerts(page);
    await signInFromLanding(page, baseUrl, { email: uniqueEmail(name), name: 'Aluna da Semana' });
    await page.waitForURL(`${baseUrl}/profile/setup`);
    return page;
  }

  it.each([['a tap'], ['Enter'], ['Space']])('Continuar by %s opens the next question with no error and nothing announced', async (how) => {
    const page = await member(`continue-${how.replace(' ', '-')}`);
    await screenshotOnFailure(page, `first-week-continue-${how}`, async () => {
      await page.goto(`${baseUrl}/curso/${courseId}/aula/${lessonId}`);
      const quiz = page.getByTestId('quiz');
      const verdict = page.getByTestId('quiz-verdict');
      const next = async () => {
        const button = quiz.getByRole('button', { name: 'Continuar' });
        if (how === 'a tap') await button.tap();
        else {
          await button.focus();
          await page.keyboard.press(how);
        }
      };
      const nothingWrong = async (prompt: string) => {
        await quiz.getByText(prompt).waitFor();
        // Give a stray submit the time to answer, then look.
        await page.waitForTimeout(500);
        await expect(quiz.getByRole('alert').count()).resolves.toBe(0);
        await expect(verdict.textContent()).resolves.toBe('');
        await expect(alertsOf(page)).resolves.toEqual([]);
        await expect(quiz.getByRole('button', { name: 'Verificar' }).isVisible()).resolves.toBe(true);
      };

      await quiz.getByRole('radio', { name: 'Thank you' }).tap();
      await quiz.getByRole('button', { name: 'Verificar' }).tap();
      await verdict.getByText('Correto!').waitFor();
      await next();
      await nothingWrong('Traduza: "eu não sei"');
      await expect(page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.tagName)).resolves.toBe('INPUT');

      // A phone keyboard's answer: no apostrophe, right with the note.
      await page.keyboard.type('I dont know');
      await page.keyboard.press('Enter');
      await verdict.getByText('Correto!').waitFor();
      await verdict.getByText("Atenção ao apóstrofo e ao hífen: I don't know").waitFor();
      await next();
      await nothingWrong('Escreva "cat" em português');

      // A near miss: wrong, and said so kindly, with the answer once.
      await page.keyboard.type('gatu');
      await page.keyboard.press('Enter');
      await verdict.getByText('Quase!').waitFor();
      await expect(verdict.textContent()).resolves.toBe('Quase!Resposta esperada: gato');
      await expect(axeFindings(page)).resolves.toEqual([]);
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);
    });
  }, 60_000);

  it('names the locked next lesson, and a locked lesson shows its state and the way back, in pt and in en, twice', async () => {
    const page = await member('locked');
    await screenshotOnFailure(page, 'first-week-locked', async () => {
      await page.goto(`${baseUrl}/curso/${courseId}/aula/${lessonId}`);
      const locked = page.getByTestId('lesson-next-locked');
      await locked.waitFor();
      await expect(locked.textContent()).resolves.toBe(' Próxima aula: Aula trancada Bloqueada');
      await expect(page.getByRole('link', { name: /Aula trancada/ }).count()).resolves.toBe(0);

      for (const [language, title, back] of [
        ['pt', 'Esta aula está bloqueada', 'Voltar ao curso'],
        ['en', 'This lesson is locked', 'Back to the course'],
      ] as const) {
        if (language === 'en') {
          expect((await page.request.put(`${baseUrl}/api/settings/language`, { headers: { origin: baseUrl }, data: { preferredLanguage: 'en' } })).status()).toBe(200);
        }
        for (let visit = 0; visit < 2; visit += 1) {
          await page.goto(`${baseUrl}/curso/${courseId}/aula/${lockedLessonId}`);
          await page.getByRole('heading', { level: 1, name: title }).waitFor();
          await expect(page.getByText('Algo deu errado').count()).resolves.toBe(0);
          await expect(page.getByText('Something went wrong').count()).resolves.toBe(0);
          await expect(axeFindings(page)).resolves.toEqual([]);
          await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);
        }
        await page.getByRole('link', { name: back }).tap();
        await page.waitForURL(`${baseUrl}/curso/${courseId}`);
      }
    });
  }, 60_000);

  it.each([
    ['chose EN on the landing, in a Portuguese browser', 'pt-BR', '/?lang=en'],
    ['first visit from an English browser', 'en-US', '/'],
  ])('a guest who %s signs in to set-up in English', async (_label, locale, landing) => {
    const page = await suite.newPage({ viewport: PHONE, hasTouch: true, locale });
    await screenshotOnFailure(page, `first-week-language-${locale}`, async () => {
      await page.goto(`${baseUrl}${landing}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');
      // A second page of the visit keeps the language the guest is browsing in.
      await page.goto(`${baseUrl}/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Sign in', exact: true }).first().tap();
      await page.waitForURL(/\/dev-auth\/authorize/);
      await page.locator('input[name="email"]').fill(uniqueEmail(`english-${locale}`));
      await page.locator('input[name="name"]').fill('New Member');
      await page.getByRole('button', { name: /Entrar|Sign in/ }).click();
      await page.waitForURL(`${baseUrl}/profile/setup`);
      await page.getByRole('heading', { level: 1, name: 'Complete your profile' }).waitFor();
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');
      const me = await (await page.request.get(`${baseUrl}/api/users/me`)).json();
      expect(me.preferred_language).toBe('en');
    });
  }, 60_000);
});
