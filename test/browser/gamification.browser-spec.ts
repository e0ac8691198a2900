import { beforeAll, expect, it } from '@jest/globals';
import type { BrowserContext, Locator } from 'playwright-core';
import {
  browserSuite,
  describeInBrowser,
  findPost,
  screenshotPath,
  signInFromLanding,
  waitForAttribute,
  waitForText,
} from '../support/browser.js';
import { signIn, uniqueEmail } from '../support/sign-in.js';

const ADMIN_EMAIL = 'gamification.admin@poliglota.test';
const ADMIN_PASSWORD = 'xp in the browser';

type Viewport = { width: number; height: number };
const DESKTOP: Viewport = { width: 1280, height: 800 };
const PHONE: Viewport = { width: 390, height: 844 };

/**
 * The run's database is shared with other test files running in parallel: nothing here asserts
 * global positions or totals, only what this test controls (its members' own XP, the podium's
 * presence once three members have XP this week, the bell count of its own member).
 */
describeInBrowser('gamification: XP toasts, dashboard, ranking and the notification bell in the browser', () => {
  const suite = browserSuite({ env: { ADMIN_EMAIL, ADMIN_PASSWORD } });
  let baseUrl: string;

  beforeAll(() => {
    baseUrl = suite.baseUrl;
  });

  const openContext = async (viewport: Viewport = DESKTOP, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) => {
    const context = await suite.newContext({ viewport, locale: 'pt-BR', storageState });
    return context;
  };

  /** A new member through the landing page and the development provider; ends on /profile/setup. */
  const signInMember = async (name: string) => {
    const context = await openContext();
    const page = await context.newPage();
    await signInFromLanding(page, baseUrl, { email: uniqueEmail('gamification'), name });
    await page.waitForURL(`${baseUrl}/profile/setup`);
    return { context, page };
  };

  /** The number the bell's badge shows (0 without a badge), read from its accessible name. */
  const bellCount = async (bell: Locator): Promise<number> => {
    const label = (await bell.getAttribute('aria-label')) ?? '';
    const match = /\((\d+)\+? não lidas?\)/.exec(label);
    return match ? Number(match[1]) : 0;
  };

  it('a member likes and comments and sees the XP toasts, the dashboard and the ranking move, the bell count goes down on read', async () => {
    const stamp = Date.now().toString(36);
    const title = `XP em jogo ${stamp}`;

    // 1. An author's post, approved by an administrator through the API.
    const author = await signInMember('Autora Gamificação');
    const created = await author.page.request.post(`${baseUrl}/api/community/posts`, {
      data: { title, content: 'Uma dica que vale XP.', languages: ['en'] },
    });
    expect(created.status()).toBe(201);
    const postId = ((await created.json()) as { post: { id: string } }).post.id;
    const admin = await openContext();
    const login = await admin.request.post(`${baseUrl}/api/admin/login`, {
      data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const approved = await admin.request.post(`${baseUrl}/api/admin/posts/${postId}/approve`);
    expect(approved.status()).toBe(200);

    // A third member with XP this week (the day's login), so the podium has its three places
    // even on an otherwise empty database.
    const third = await signIn(baseUrl, { name: 'Terceiro Gamificação' });
    await third.agent.get('/api/dashboard').expect(200);

    // 2. Another member likes it in /comunidade and sees the XP toast.
    const reader = await signInMember('Leitor Gamificação');
    const page = reader.page;
    try {
      await page.goto(`${baseUrl}/comunidade`);
      const post = await findPost(page, title);
      const like = post.getByRole('button', { name: /^Curtir \(/ });
      await like.click();
      await waitForAttribute(like, 'aria-pressed', 'true');
      const toasts = page.getByRole('status', { name: 'Avisos' });
      await waitForText(toasts, '+2 XP');
      await waitForText(toasts, 'Você curtiu um post');
      await page.screenshot({ path: screenshotPath('gamification-xp-toast') });
      // It leaves by itself after 3 s.
      await toasts.getByText('+2 XP').waitFor({ state: 'detached', timeout: 6_000 });

      // A comment earns +10 and says so too.
      await post.getByRole('button', { name: '0 comentários' }).click();
      const comments = post.getByRole('region', { name: 'Comentários' });
      await comments.getByLabel('Escreva um comentário').fill('Valeu pela dica!');
      await comments.getByRole('button', { name: 'Comentar' }).click();
      await waitForText(toasts, '+10 XP');
      await waitForText(toasts, 'Você comentou um post');

      // 3. The dashboard shows the XP: the day's login (+5), the like (+2) and the comment (+10).
      await page.goto(`${baseUrl}/dashboard`);
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await page.getByRole('heading', { name: 'Olá, Leitor Gamificação!' }).waitFor();
      await waitForText(page.getByTestId('dashboard-xp-total'), '17 XP');
      await page.getByText('Hoje: +17 XP').waitFor();
      await page.getByText('Meta diária: 17/50 XP').first().waitFor();
      await expect(
        page.getByRole('progressbar', { name: 'Progresso da meta diária' }).getAttribute('aria-valuenow'),
      ).resolves.toBe('34');
      // The widget lists courses other test files published, or its empty state with the upload link.
      await page.getByRole('heading', { name: 'Últimos cursos enviados pela comunidade' }).waitFor();
      await page.screenshot({ path: screenshotPath('gamification-dashboard'), fullPage: true });

      // 4. The ranking: the podium (three or more members this week) and the reader's own row.
      await page.goto(`${baseUrl}/ranking`);
      await page.getByRole('heading', { level: 1, name: 'Ranking semanal' }).waitFor();
      const podium = page.getByRole('region', { name: 'Pódio da semana' });
      await podium.waitFor();
      await expect(podium.getByRole('listitem').count()).resolves.toBe(3);
      const mine = page.locator('li[aria-current="true"]');
      await waitForText(mine, 'Leitor Gamificação');
      await waitForText(mine, 'Você');
      await waitForText(mine, '17 XP');
      await waitForText(page.getByTestId('ranking-my-position'), /^#[\d.]+$/);
      await page.screenshot({ path: screenshotPath('gamification-ranking'), fullPage: true });

      const phone = await openContext(PHONE, await reader.context.storageState());
      const phonePage = await phone.newPage();
      await phonePage.goto(`${baseUrl}/ranking`);
      await phonePage.getByRole('region', { name: 'Pódio da semana' }).waitFor();
      await phonePage.screenshot({ path: screenshotPath('gamification-ranking-phone'), fullPage: true });
    } catch (error) {
      await page.screenshot({ path: screenshotPath('gamification-failure') });
      throw error;
    }

    // 5. The author's bell counts the approval notification; reading it takes the count down.
    const authorPage = author.page;
    try {
      await authorPage.goto(`${baseUrl}/dashboard`);
      await authorPage.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      const bell = authorPage.getByRole('button', { name: /^Notificações/ });
      await waitForText(bell, /\d/);
      const before = await bellCount(bell);
      expect(before).toBeGreaterThanOrEqual(1);

      await bell.click();
      await expect(bell.getAttribute('aria-expanded')).resolves.toBe('true');
      const dropdown = authorPage.getByRole('dialog', { name: 'Notificações' });
      // A notice about a post leads to the post's page (ADR 0129).
      const approval = dropdown.getByRole('link', { name: /Post aprovado/ });
      await approval.waitFor();
      await waitForText(dropdown, `Seu post "${title}" foi aprovado e publicado.`);
      await authorPage.screenshot({ path: screenshotPath('gamification-bell-dropdown') });
      await approval.click();
      await authorPage.waitForURL(/\/comunidade\/post\/[0-9a-f-]{36}$/);
      await authorPage.getByRole('heading', { level: 1, name: title }).waitFor();
      await dropdown.waitFor({ state: 'detached' });
      await authorPage.waitForFunction(
        ({ expected }) => {
          const button = document.querySelector('button.notification-bell');
          const label = button?.getAttribute('aria-label') ?? '';
          const match = /\((\d+)\+? não lidas?\)/.exec(label);
          return (match ? Number(match[1]) : 0) === expected;
        },
        { expected: before - 1 },
      );
      // Escape closes the dropdown and gives focus back to the bell.
      await bell.click();
      await dropdown.waitFor();
      await authorPage.keyboard.press('Escape');
      await dropdown.waitFor({ state: 'detached' });
      await expect(bell.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(bell.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

      // The notifications view: mark all as read empties the count.
      await authorPage.goto(`${baseUrl}/notificacoes`);
      await authorPage.getByRole('heading', { level: 1, name: 'Notificações' }).waitFor();
      await authorPage.getByRole('list', { name: 'Lista de notificações' }).waitFor();
      await waitForText(authorPage.getByRole('list', { name: 'Lista de notificações' }), 'Post aprovado');
      const markAll = authorPage.getByRole('button', { name: 'Marcar todas como lidas' });
      if (before - 1 > 0) {
        await markAll.click();
      }
      await waitForText(authorPage.getByTestId('notifications-unread'), 'Nenhuma não lida');
      await expect(markAll.isDisabled()).resolves.toBe(true);
      await authorPage.getByRole('button', { name: 'Notificações', exact: true }).waitFor();
      await authorPage.screenshot({ path: screenshotPath('gamification-notifications'), fullPage: true });
    } catch (error) {
      await authorPage.screenshot({ path: screenshotPath('gamification-bell-failure') });
      throw error;
    }
  }, 120_000);

  // Issue 26: a burst of toasts used to push the earlier ones around (CLS up to 0.69 on a first page).
  it('stacks an XP toast and the level-up after it without shifting either, on a desktop and on a phone', async () => {
    const admin = await openContext();
    const login = await admin.request.post(`${baseUrl}/api/admin/login`, {
      data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(login.status()).toBe(200);
    for (const [viewport, label] of [[DESKTOP, 'desktop'], [PHONE, 'phone']] as const) {
      const member = await signInMember(`Toasts ${label}`);
      const page = member.page;
      await page.setViewportSize(viewport);
      // Every layout shift of a toast, recorded while the toast is still in the page.
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { toastShifts: number[] }).toastShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; sources?: { node?: Node | null }[] }[]) {
            const moved = (entry.sources ?? []).some((source) => source.node instanceof Element && source.node.closest('.toaster'));
            if (moved) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      try {
        await page.goto(`${baseUrl}/dashboard`);
        await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
        // The day's login toast of a new member comes and goes first.
        await page.waitForFunction(() => document.querySelectorAll('.toaster .toast').length === 0, undefined, { timeout: 15_000 });
        const { id } = (await (await page.request.get(`${baseUrl}/api/users/me`)).json()) as { id: string };
        const granted = await admin.request.post(`${baseUrl}/api/admin/users/${id}/give-xp`, {
          headers: { 'Idempotency-Key': `toasts-${label}-${id}` },
          data: { amount: 600, reason: 'Bônus de teste' },
        });
        expect(granted.status()).toBe(200);
        // Both on screen at once: the XP toast, and the level-up half a second after it.
        await page.waitForFunction(() => document.querySelectorAll('.toaster .toast').length >= 2, undefined, { timeout: 15_000 });
        // Once they have slid into place (the entrance animation and the others' slide).
        await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
        await page.screenshot({ path: screenshotPath(`gamification-toasts-${label}`) });
        const boxes = await page.locator('.toaster .toast').evaluateAll((toasts) => toasts.map((toast) => toast.getBoundingClientRect().toJSON() as DOMRect));
        // Stacked, not overlapping.
        const [first, second] = boxes;
        expect(first.bottom <= second.top || second.bottom <= first.top).toBe(true);
        // The XP toast leaves first, the level-up after it.
        await page.waitForFunction(() => document.querySelectorAll('.toaster .toast').length === 0, undefined, { timeout: 15_000 });
        await expect(page.evaluate(() => (window as unknown as { toastShifts: number[] }).toastShifts)).resolves.toEqual([]);
      } catch (error) {
        await page.screenshot({ path: screenshotPath(`gamification-toasts-${label}-failure`) });
        throw error;
      }
    }
  }, 120_000);
});
