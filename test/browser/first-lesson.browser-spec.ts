import { beforeAll, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { axeFindings, browserSuite, describeInBrowser, PHONE, screenshotOnFailure, screenshotPath } from '../support/browser.js';
import { uniqueEmail } from '../support/sign-in.js';

const ADMIN_EMAIL = 'first.lesson.admin@poliglota.test';
const ADMIN_PASSWORD = 'the first lesson in the browser';

/** The words of each walk: a phone in Portuguese, a desktop in English. */
const WALKS = [
  {
    language: 'pt',
    viewport: PHONE,
    learn: 'Qual idioma você quer aprender?',
    english: 'Inglês',
    portuguese: 'Português',
    goal: 'Meta diária',
    regular: /^Regular/,
    accept: /^Li e aceito os Termos de Uso/,
    save: 'Salvar e continuar',
    card: 'Começar sua primeira aula',
    official: 'Curso oficial de Inglês',
    open: 'Abrir o curso',
    start: /^Começar curso$/i,
    watched: 'Marcar como assistido',
    done: 'Aula concluída',
    welcome: /^Olá, /,
    catalogue: 'Cursos',
  },
  {
    language: 'en',
    viewport: { width: 1280, height: 900 },
    learn: 'Which language do you want to learn?',
    english: 'English',
    portuguese: 'Portuguese',
    goal: 'Daily goal',
    regular: /^Regular/,
    accept: /^I have read and accept the Terms of Use/,
    save: 'Save and continue',
    card: 'Start your first lesson',
    official: 'Official English course',
    open: 'Open the course',
    start: /^Start course$/i,
    watched: 'Mark as watched',
    done: 'Lesson completed',
    welcome: /^Hi, /,
    catalogue: 'Courses',
  },
] as const;

/**
 * The "A path to the first lesson" as a new member walks it (ADR 0128): sign in, the set-up
 * (learn English, a regular goal), the dashboard's first lesson with the official English course,
 * the course and its first lesson, and the card gone once the lesson is finished.
 */
describeInBrowser('a new member’s path to the first lesson in the browser', () => {
  const suite = browserSuite({ env: { ADMIN_EMAIL, ADMIN_PASSWORD } });
  let courseId: string;
  let courseTitle: string;
  let firstLessonId: string;

  beforeAll(async () => {
    // Later than any other suite's clock: this is the newest official English course.
    suite.t.clock.set('2100-02-20T15:00:00Z');
    const admin = await suite.newPage({ viewport: { width: 1280, height: 900 } });
    const api = admin.request;
    const headers = { origin: suite.baseUrl };
    expect((await api.post(`${suite.baseUrl}/api/admin/login`, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).status()).toBe(200);
    courseTitle = `Inglês do zero ${Date.now().toString(36)}`;
    const created = await api.post(`${suite.baseUrl}/api/admin/courses`, {
      headers,
      data: { title: courseTitle, description: 'Aulas curtas para começar.', language: 'en', level: 'Iniciante', instructor_name: 'Maria Silva' },
    });
    expect(created.status()).toBe(201);
    courseId = (await created.json()).course.id;
    expect((await api.post(`${suite.baseUrl}/api/admin/courses/${courseId}/toggle-public`, { headers, data: { is_published: true } })).status()).toBe(200);
    const module = await api.post(`${suite.baseUrl}/api/admin/courses/${courseId}/modules`, { headers, data: { title: 'Primeiros passos' } });
    const moduleId = (await module.json()).module.id;
    for (const title of ['Hello', 'Goodbye']) {
      const lesson = await api.post(`${suite.baseUrl}/api/admin/courses/${courseId}/lessons`, {
        headers,
        data: { module_id: moduleId, title, youtube_video_id: 'dQw4w9WgXcQ', duration_seconds: 60 },
      });
      expect(lesson.status()).toBe(201);
      firstLessonId ??= (await lesson.json()).lesson.id;
    }
  });

  const signIn = async (page: Page, language: 'pt' | 'en', name: string) => {
    // A first visit speaks the browser's language, and the new member starts in it (ADR 0127).
    await page.goto(`${suite.baseUrl}/`);
    await page.getByRole('button', { name: language === 'pt' ? 'Entrar' : 'Sign in', exact: true }).first().click();
    await page.waitForURL(/\/dev-auth\/authorize/);
    await page.locator('input[name="email"]').fill(uniqueEmail(`first-${language}`));
    await page.locator('input[name="name"]').fill(name);
    await page.getByRole('button', { name: /Entrar|Sign in/ }).click();
    await page.waitForURL(`${suite.baseUrl}/profile/setup`);
  };

  for (const words of WALKS) {
    it(`signs in, learns English with a regular goal, opens the official course's first lesson, and the card goes (${words.language})`, async () => {
      const page = await suite.newPage({ viewport: words.viewport, locale: words.language === 'pt' ? 'pt-BR' : 'en' });
      await screenshotOnFailure(page, `first-lesson-${words.language}`, async () => {
        await signIn(page, words.language, words.language === 'pt' ? 'Bia Começo' : 'Ben Start');

        // The set-up: the language to learn is prefilled with the one of pt and en the member does
        // not speak (nothing listed: not the interface language).
        const learn = page.getByRole('group', { name: words.learn });
        await learn.waitFor();
        const suggested = words.language === 'pt' ? words.english : words.portuguese;
        expect(await learn.getByRole('radio', { name: suggested, exact: true }).isChecked()).toBe(true);
        expect(await axeFindings(page)).toEqual([]);
        await learn.getByRole('radio', { name: words.english, exact: true }).check();
        await page.getByRole('group', { name: words.goal }).getByRole('radio', { name: words.regular }).check();
        await page.getByRole('checkbox', { name: words.accept }).check();
        await page.screenshot({ path: screenshotPath(`first-lesson-setup-${words.language}`), fullPage: true });
        await page.getByRole('button', { name: words.save }).click();

        // The dashboard's first screen: the official English course.
        await page.waitForURL(`${suite.baseUrl}/dashboard`);
        const card = page.getByRole('region', { name: words.card });
        await card.waitFor();
        await card.getByText(words.official).waitFor();
        await card.getByText(courseTitle).waitFor();
        expect(await card.isVisible()).toBe(true);
        const box = await card.boundingBox();
        // On the first screen, without scrolling.
        expect(box!.y + box!.height).toBeLessThanOrEqual(words.viewport.height);
        expect(await axeFindings(page)).toEqual([]);
        await page.screenshot({ path: screenshotPath(`first-lesson-dashboard-${words.language}`) });

        const profile = await page.evaluate(async () => (await fetch('/api/profile/complete')).json());
        expect(profile.daily_goal).toBe(50);
        expect(profile.userLanguages[0]).toEqual({ language: 'en', proficiency: 'Iniciante' });

        // Opening it lands on the course, whose start opens the first lesson.
        await card.getByRole('link', { name: words.open }).click();
        await page.waitForURL(`${suite.baseUrl}/curso/${courseId}`);
        await page.getByRole('heading', { level: 1, name: courseTitle }).waitFor();
        await page.getByRole('link', { name: words.start }).click();
        await page.waitForURL(`${suite.baseUrl}/curso/${courseId}/aula/${firstLessonId}`);
        await page.getByRole('heading', { level: 1, name: 'Hello' }).waitFor();
        await page.getByRole('button', { name: words.watched }).click();
        await page.getByText(words.done, { exact: true }).first().waitFor();

        // A lesson finished: the card is gone for good.
        await page.goto(`${suite.baseUrl}/dashboard`);
        await page.getByRole('heading', { level: 2, name: words.welcome }).waitFor();
        expect(await page.getByRole('region', { name: words.card }).count()).toBe(0);

        // The catalogue lists the official course with lessons first.
        await page.goto(`${suite.baseUrl}/cursos`);
        await page.getByRole('heading', { level: 1, name: words.catalogue }).waitFor();
        const first = page.getByTestId('course-card').first().getByRole('heading', { level: 2 });
        await first.waitFor();
        expect(await first.textContent()).toBe(courseTitle);
        expect(await axeFindings(page)).toEqual([]);
      });
    }, 120_000);
  }
});
