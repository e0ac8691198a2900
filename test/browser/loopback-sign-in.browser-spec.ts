import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { createTestApp, type TestApp } from '../support/app.js';
import { describeInBrowser, launchChromium, screenshotPath, signInFromLanding } from '../support/browser.js';
import { uniqueEmail } from '../support/sign-in.js';

/**
 * Development defaults PUBLIC_URL to http://localhost:3000, while many people
 * type http://127.0.0.1:3000: sign-in must work from either address.
 */
describeInBrowser('signing in from a loopback address other than PUBLIC_URL', () => {
  let t: TestApp;
  let browser: Browser;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({ serveBrowser: true, publicHost: 'localhost' });
    port = (t.app.getHttpServer().address() as { port: number }).port;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('signs a new member in when the app was opened at 127.0.0.1', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR' });
    const page = await context.newPage();
    try {
      await signInFromLanding(page, `http://127.0.0.1:${port}`, { email: uniqueEmail('loopback'), name: 'Lia Loopback' });
      await page.waitForURL((url) => url.pathname === '/profile/setup');
      await page.getByLabel('Nome completo').waitFor();
      // The member is signed in on the address the browser ended on: PUBLIC_URL's.
      expect(new URL(page.url()).origin).toBe(`http://localhost:${port}`);
      const me = await page.evaluate(async () => (await fetch('/api/users/me')).status);
      expect(me).toBe(200);
    } catch (error) {
      await page.screenshot({ path: screenshotPath('loopback-sign-in-failure') });
      throw error;
    } finally {
      await context.close();
    }
  });
});
