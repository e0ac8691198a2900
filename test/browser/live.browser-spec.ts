import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from '@jest/globals';
import { browserSuite, describeInBrowser, screenshotPath, signInFromLanding, waitForText } from '../support/browser.js';
import { uniqueEmail } from '../support/sign-in.js';

const ADMIN_EMAIL = 'live.admin@poliglota.test';
const ADMIN_PASSWORD = 'live in every tab';

/** The tab's event stream (ADR 0060): the bell and the toasts move without a reload or a poll. */
describeInBrowser('live: the bell and the XP toasts update from the event stream', () => {
  const suite = browserSuite({ env: { ADMIN_EMAIL, ADMIN_PASSWORD } });
  let baseUrl: string;

  beforeAll(() => {
    baseUrl = suite.baseUrl;
  });

  it('a notification created for the member shows in the bell of the open page at once, with its XP toast', async () => {
    const context = await suite.newContext({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const unreadPolls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/notifications/unread-count')) unreadPolls.push(request.url());
    });
    try {
      await signInFromLanding(page, baseUrl, { email: uniqueEmail('live'), name: 'Luna Ao Vivo' });
      await page.waitForURL(`${baseUrl}/profile/setup`);
      const memberId = ((await (await page.request.get(`${baseUrl}/api/users/me`)).json()) as { id: string }).id;
      // The stream starts where the member stands when its answer begins: wait for that, then mark the page.
      const streamOpened = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
      await page.goto(`${baseUrl}/dashboard`);
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      const bell = page.getByRole('button', { name: /^Notificações/ });
      await bell.waitFor();
      expect((await streamOpened).status()).toBe(200);
      await page.evaluate(() => ((window as unknown as { liveMarker: number }).liveMarker = 42));
      await expect(bell.getAttribute('aria-label')).resolves.toBe('Notificações');
      const pollsBefore = unreadPolls.length;

      // An administrator grants XP through the API: a notification and an XP award for the member.
      const admin = await suite.newContext();
      expect((await admin.request.post(`${baseUrl}/api/admin/login`, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).status()).toBe(200);
      const granted = await admin.request.post(`${baseUrl}/api/admin/users/${memberId}/give-xp`, {
        data: { amount: 20, reason: 'Boas-vindas ao vivo' },
        headers: { 'Idempotency-Key': randomUUID() },
      });
      expect(granted.status()).toBe(200);

      await waitForText(page.getByTestId('notification-count'), '1');
      const toasts = page.getByRole('status', { name: 'Avisos' });
      await waitForText(toasts, '+20 XP');
      await waitForText(toasts, 'Um presente da equipe');
      await page.screenshot({ path: screenshotPath('live-bell') });
      // The same page: no reload, and the count came from the stream, not from a poll.
      await expect(page.evaluate(() => (window as unknown as { liveMarker?: number }).liveMarker)).resolves.toBe(42);
      expect(unreadPolls.length).toBe(pollsBefore);

      // The dropdown lists it.
      await bell.click();
      await waitForText(page.getByRole('dialog', { name: 'Notificações' }), 'Boas-vindas ao vivo');
      await page.keyboard.press('Escape');

    } catch (error) {
      await page.screenshot({ path: screenshotPath('live-failure') });
      throw error;
    }
  }, 60_000);

  // A burst of awards reads the dashboard once for all of them, not once per award (ADR 0060). The
  // page's clock stands still while the awards arrive, so how fast the server commits them (one after
  // another on the member's row) cannot spread them over several waits.
  it('a burst of five awards reads the dashboard once, and the total on screen counts all five', async () => {
    const context = await suite.newContext({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR' });
    const page = await context.newPage();
    // Every `xp` event the tab's stream delivers, counted beside the app's own listener.
    await page.addInitScript(() => {
      const counts = { ready: 0, xp: 0 };
      Object.assign(window, { streamCounts: counts });
      const NativeEventSource = window.EventSource;
      window.EventSource = class extends NativeEventSource {
        constructor(url: string | URL, init?: EventSourceInit) {
          super(url, init);
          this.addEventListener('ready', () => (counts.ready += 1));
          this.addEventListener('xp', () => (counts.xp += 1));
        }
      };
    });
    await page.clock.install();
    const counted = () => page.evaluate(() => (window as unknown as { streamCounts: { ready: number; xp: number } }).streamCounts);
    try {
      await signInFromLanding(page, baseUrl, { email: uniqueEmail('burst'), name: 'Rita Rajada' });
      await page.waitForURL(`${baseUrl}/profile/setup`);
      const memberId = ((await (await page.request.get(`${baseUrl}/api/users/me`)).json()) as { id: string }).id;
      await page.goto(`${baseUrl}/dashboard`);
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await page.waitForFunction(() => (window as unknown as { streamCounts: { ready: number } }).streamCounts.ready > 0);
      const xpBefore = ((await (await page.request.get(`${baseUrl}/api/dashboard`)).json()) as { user: { xp_total: number } }).user.xp_total;

      const admin = await suite.newContext();
      expect((await admin.request.post(`${baseUrl}/api/admin/login`, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).status()).toBe(200);
      const dashboardReads: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/dashboard') dashboardReads.push(request.url());
      });
      await page.clock.pauseAt(Date.now() + 1_000);
      const grants = await Promise.all(
        [11, 12, 13, 14, 15].map((amount) =>
          admin.request.post(`${baseUrl}/api/admin/users/${memberId}/give-xp`, {
            data: { amount, reason: `Rajada ${amount}` },
            headers: { 'Idempotency-Key': randomUUID() },
          }),
        ),
      );
      expect(grants.map((response) => response.status())).toEqual([200, 200, 200, 200, 200]);
      await page.waitForFunction(() => (window as unknown as { streamCounts: { xp: number } }).streamCounts.xp >= 5);
      // All five are in, and none has been read yet: the read waits for the burst to end.
      expect(dashboardReads).toEqual([]);
      await page.clock.runFor(1_000);
      await page.clock.resume();
      // The 65 XP on the dashboard, from the one read after the burst.
      await waitForText(page.locator('main'), `${xpBefore + 65} XP`);
      expect(dashboardReads).toHaveLength(1);
      expect((await counted()).xp).toBe(5);
    } catch (error) {
      await page.screenshot({ path: screenshotPath('live-burst-failure') });
      throw error;
    }
  }, 60_000);
});
