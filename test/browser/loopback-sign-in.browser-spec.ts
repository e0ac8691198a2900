import { expect, it } from '@jest/globals';
import { browserSuite, describeInBrowser, screenshotOnFailure, signInFromLanding } from '../support/browser.js';
import { uniqueEmail } from '../support/sign-in.js';

/**
 * Development defaults PUBLIC_URL to http://localhost:3000, while many people
 * type http://127.0.0.1:3000: sign-in must work from either address.
 */
describeInBrowser('signing in from a loopback address other than PUBLIC_URL', () => {
  const suite = browserSuite({ publicHost: 'localhost' });

  it('signs a new member in when the app was opened at 127.0.0.1', async () => {
    const page = await suite.newPage({ viewport: { width: 1280, height: 800 } });
    await screenshotOnFailure(page, 'loopback-sign-in', async () => {
      await signInFromLanding(page, `http://127.0.0.1:${suite.port}`, { email: uniqueEmail('loopback'), name: 'Lia Loopback' });
      await page.waitForURL((url) => url.pathname === '/profile/setup');
      await page.getByLabel('Nome completo').waitFor();
      // The member is signed in on the address the browser ended on: PUBLIC_URL's.
      expect(new URL(page.url()).origin).toBe(`http://localhost:${suite.port}`);
      const me = await page.evaluate(async () => (await fetch('/api/users/me')).status);
      expect(me).toBe(200);
    });
  });
});
