import { beforeAll, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import request from 'supertest';
import { PHONE, axeFindings, browserSuite, describeInBrowser, screenshotOnFailure, signInFromLanding } from '../support/browser.js';
import { signIn, uniqueEmail } from '../support/sign-in.js';
import { addComment, publishPost } from '../support/community.js';

const ADMIN_EMAIL = 'post-page.admin@poliglota.test';
const ADMIN_PASSWORD = 'every post has its address';

/**
 * A post's own page, /comunidade/post/{id}, walked as a member on a 390 px phone: from the
 * dashboard to a post, its comments, a comment added and counted, back, and a second post; from
 * the feed's title to the same page; an unknown post is a not-found state with the way back.
 */
describeInBrowser('a post’s own page', () => {
  // From this clock's future the suite's posts are the newest: the dashboard lists them first.
  const suite = browserSuite({ now: '2099-07-01T15:00:00Z', env: { ADMIN_EMAIL, ADMIN_PASSWORD } });
  let baseUrl: string;
  const stamp = Date.now().toString(36);
  const first = { title: `Como treinar listening ${stamp}`, content: 'Podcasts com legenda ajudam muito.', languages: ['en'] };
  const second = { title: `Falsos cognatos ${stamp}`, content: 'Pretend não é pretender.', languages: ['en'] };
  let firstId: string;
  let secondId: string;

  beforeAll(async () => {
    baseUrl = suite.baseUrl;
    const admin = request.agent(baseUrl);
    await admin.post('/api/admin/login').send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }).expect(200);
    const author = await signIn(baseUrl, { name: 'Ana Autora' });
    firstId = await publishPost(suite.t, author.agent, admin, first);
    await addComment(suite.t, author.agent, firstId, 'Eu uso a velocidade 0,75.');
    secondId = await publishPost(suite.t, author.agent, admin, second);
  });

  async function member(): Promise<Page> {
    const page = await suite.newPage({ viewport: PHONE, hasTouch: true });
    await signInFromLanding(page, baseUrl, { email: uniqueEmail('post-page'), name: 'Leo Leitor' });
    await page.waitForURL(`${baseUrl}/profile/setup`);
    return page;
  }

  const fitsThePhone = async (page: Page) => {
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);
    await expect(axeFindings(page)).resolves.toEqual([]);
  };

  it('from the dashboard to a post, a comment, back, and a second post; from the feed’s title to the same page', async () => {
    const page = await member();
    await screenshotOnFailure(page, 'post-page-walk', async () => {
      await page.goto(`${baseUrl}/dashboard`);
      await page.getByRole('link', { name: new RegExp(first.title) }).tap();
      await page.waitForURL(`${baseUrl}/comunidade/post/${firstId}`);
      await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
      const comments = page.getByTestId('comment');
      await comments.getByText('Eu uso a velocidade 0,75.').waitFor();
      await page.getByRole('button', { name: '1 comentário' }).waitFor();
      await fitsThePhone(page);

      // A comment, typed and sent from the keyboard's button: shown and counted at once.
      await page.getByRole('textbox', { name: 'Escreva um comentário' }).fill('Vou testar hoje!');
      await page.getByRole('button', { name: 'Comentar', exact: true }).tap();
      await comments.getByText('Vou testar hoje!').waitFor();
      await page.getByRole('button', { name: '2 comentários' }).waitFor();

      // Back to the dashboard, then the second post: its own title, no comments yet.
      await page.goBack();
      await page.waitForURL(`${baseUrl}/dashboard`);
      await page.getByRole('link', { name: new RegExp(second.title) }).tap();
      await page.waitForURL(`${baseUrl}/comunidade/post/${secondId}`);
      await page.getByRole('heading', { level: 1, name: second.title }).waitFor();
      await page.getByText('Nenhum comentário ainda. Seja o primeiro a comentar!').waitFor();
      await expect(comments.count()).resolves.toBe(0);
      await fitsThePhone(page);

      // The feed's title leads to the first post's page, its two comments there, also on a fresh load.
      await page.getByRole('link', { name: '← Voltar à comunidade' }).tap();
      await page.waitForURL(`${baseUrl}/comunidade`);
      await page.getByRole('link', { name: first.title }).tap();
      await page.waitForURL(`${baseUrl}/comunidade/post/${firstId}`);
      await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
      await expect(comments.count()).resolves.toBe(2);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
      await comments.getByText('Vou testar hoje!').waitFor();
      await page.getByRole('button', { name: '2 comentários' }).waitFor();
    });
  }, 90_000);

  it('an unknown post is a not-found state with the way back to the community', async () => {
    const page = await member();
    await screenshotOnFailure(page, 'post-page-missing', async () => {
      await page.goto(`${baseUrl}/comunidade/post/${randomUUID()}`);
      await page.getByRole('heading', { level: 1, name: 'Post não encontrado' }).waitFor();
      await fitsThePhone(page);
      await page.getByRole('link', { name: 'Ir para a comunidade' }).tap();
      await page.waitForURL(`${baseUrl}/comunidade`);
    });
  }, 60_000);
});
