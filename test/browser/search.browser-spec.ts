import { beforeAll, expect, it } from '@jest/globals';
import type { TestApp } from '../support/app.js';
import { PHONE, axeFindings, browserSuite, describeInBrowser, screenshotOnFailure, signInFromLanding } from '../support/browser.js';
import { signIn, uniqueEmail } from '../support/sign-in.js';
import { MODERATOR, publishPost, signInModerator } from '../support/community.js';
import { createAdminCourse } from '../support/courses.js';

/** The search box of the community and of the catalogue (ADR 0130), typed into as a person does. */
describeInBrowser('search: results as one types, marked, opened and searched again', () => {
  const suite = browserSuite({ env: { ADMIN_EMAIL: MODERATOR.email, ADMIN_PASSWORD: MODERATOR.password } });
  let t: TestApp;
  let baseUrl: string;

  beforeAll(() => {
    t = suite.t;
    baseUrl = suite.baseUrl;
  });

  it('a member finds "lição" by typing licao, sees it marked, opens it, comes back and searches again', async () => {
    const moderator = await signInModerator(baseUrl);
    const author = await signIn(baseUrl, { name: 'Autora da Lição' });
    const postId = await publishPost(t, author.agent, moderator, {
      title: 'Minha lição de pronúncia',
      content: 'Um <b>truque</b> para o ditongo nasal.',
      languages: ['pt'],
    });

    const context = await suite.newContext({ viewport: PHONE, locale: 'pt-BR' });
    const page = await context.newPage();
    await screenshotOnFailure(page, 'search-community', async () => {
      await signInFromLanding(page, baseUrl, { email: uniqueEmail('search'), name: 'Leitora Curiosa' });
      await page.waitForURL(`${baseUrl}/profile/setup`);
      await page.goto(`${baseUrl}/comunidade`);
      const box = page.getByRole('searchbox', { name: 'Buscar na comunidade' });
      await box.fill('licao');
      // The feed's own title links to the post too: the result is the one in the search's region.
      const results = page.getByRole('search', { name: 'Buscar na comunidade' });
      const result = results.getByRole('link', { name: /Minha lição de pronúncia/ });
      await result.waitFor();
      await expect(result.locator('mark').allTextContents()).resolves.toEqual(['lição']);
      await page.getByRole('status').filter({ hasText: '1 resultado' }).waitFor();
      // The extract shows member markup as text.
      await expect(page.locator('.search-box__extract').first().textContent()).resolves.toContain('<b>truque</b>');
      expect(await axeFindings(page)).toEqual([]);

      await result.click();
      await page.waitForURL(`${baseUrl}/comunidade/post/${postId}`);
      await page.goBack();
      await page.waitForURL(`${baseUrl}/comunidade`);

      const again = page.getByRole('searchbox', { name: 'Buscar na comunidade' });
      await again.fill('xyzzy plugh');
      await page.getByText('Nenhum resultado para “xyzzy plugh”.').waitFor();
      await again.fill('PRONUNCIA');
      await results.getByRole('link', { name: /Minha lição de pronúncia/ }).locator('mark', { hasText: 'pronúncia' }).waitFor();
      await again.press('Escape');
      await expect(again.inputValue()).resolves.toBe('');
    });
    await context.close();
  });

  it('a guest searches the catalogue and opens the course', async () => {
    const moderator = await signInModerator(baseUrl);
    const courseId = await createAdminCourse(moderator, { publish: true });
    const { body } = await moderator.get(`/api/courses/${courseId}/details`).expect(200);
    const title = String(body.course.title);
    const context = await suite.newContext({ viewport: PHONE, locale: 'pt-BR' });
    const page = await context.newPage();
    await screenshotOnFailure(page, 'search-catalogue', async () => {
      await page.goto(`${baseUrl}/cursos`);
      await page.getByRole('heading', { level: 1, name: 'Cursos' }).waitFor();
      // The catalogue's one box: the list follows the words as they are typed, the words marked.
      await expect(page.getByRole('searchbox').count()).resolves.toBe(1);
      await page.getByRole('search', { name: 'Buscar cursos' }).getByRole('searchbox').fill(title.split(' ').slice(-2).join(' '));
      const card = page.getByTestId('course-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      await card.locator('mark').first().waitFor();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="course-card"]').length === 1);
      await card.getByRole('link', { name: 'Começar Curso' }).click();
      await page.waitForURL(`${baseUrl}/curso/${courseId}`);
    });
    await context.close();
  });
});
