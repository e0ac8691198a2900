import fs from 'node:fs';
import { expect, it } from '@jest/globals';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { browserSuite, describeInBrowser, screenshotPath, signInFromLanding, waitForText } from '../support/browser.js';
import { uniqueEmail } from '../support/sign-in.js';

describeInBrowser('the copy of a member’s data in the browser', () => {
  const suite = browserSuite();

  const signInMember = async (email: string, name: string): Promise<Page> => {
    const page = await suite.newPage({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR', acceptDownloads: true });
    await signInFromLanding(page, suite.baseUrl, { email, name });
    await page.waitForURL(`${suite.baseUrl}/profile/setup`);
    return page;
  };

  /** Settings → Privacy: asks for the copy, waits until it is ready, downloads it; returns its JSON's text. */
  const downloadCopy = async (page: Page, texts: { request: string; ready: RegExp; download: string }): Promise<string> => {
    await page.getByRole('button', { name: texts.request, exact: true }).click();
    await waitForText(page.getByRole('status'), texts.ready, 60_000);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: texts.download }).click()]);
    expect(download.suggestedFilename()).toBe('poliglota-meus-dados.zip');
    return strFromU8(unzipSync(fs.readFileSync((await download.path())!))['poliglota-meus-dados.json']);
  };

  it('asks for the copy in Portuguese, waits until it is ready and downloads the file', async () => {
    const email = uniqueEmail('export-pt');
    const page = await signInMember(email, 'Paula Portabilidade');
    try {
      await page.goto(`${suite.baseUrl}/configuracoes#privacy`);
      await page.getByRole('heading', { level: 3, name: 'Baixar meus dados' }).waitFor();
      const text = await downloadCopy(page, { request: 'Baixar meus dados', ready: /Sua cópia está pronta/, download: 'Baixar arquivo' });
      expect(JSON.parse(text).identity.member[0].email).toBe(email);
      // One a day: the button is gone while the copy is ready.
      expect(await page.getByRole('button', { name: 'Baixar meus dados', exact: true }).count()).toBe(0);
    } catch (error) {
      await page.screenshot({ path: screenshotPath('data-export-pt'), fullPage: true });
      throw error;
    }
  });

  it('offers the same in English', async () => {
    const email = uniqueEmail('export-en');
    const page = await signInMember(email, 'Emma Portability');
    try {
      await page.evaluate(async () => {
        await fetch('/api/settings/language', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ preferredLanguage: 'en' }) });
        localStorage.clear();
      });
      await page.goto(`${suite.baseUrl}/configuracoes#privacy`);
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      await page.getByRole('heading', { level: 3, name: 'Download my data' }).waitFor();
      const text = await downloadCopy(page, { request: 'Download my data', ready: /Your copy is ready/, download: 'Download file' });
      expect(JSON.parse(text).identity.member[0].email).toBe(email);
    } catch (error) {
      await page.screenshot({ path: screenshotPath('data-export-en'), fullPage: true });
      throw error;
    }
  });
});
