import { expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { axeFindings, browserSuite, describeInBrowser, screenshotPath, signInFromLanding, waitForText } from '../support/browser.js';
import { uniqueEmail } from '../support/sign-in.js';

const ACCEPT = /^Li e aceito os Termos de Uso/;

/** The legal pages, the set-up's acceptance and the screen that asks again after a change (ADR 0110). */
describeInBrowser('the Termos de Uso and the Política de Privacidade in the browser', () => {
  const suite = browserSuite();

  const openPage = async (locale = 'pt-BR') => {
    return suite.newPage({ locale });
  };

  for (const [language, words] of [
    ['pt', { landing: '/', terms: 'Termos de Uso', privacy: 'Política de Privacidade', other: 'English', retention: 'apagados depois de 30 dias' }],
    ['en', { landing: '/?lang=en', terms: 'Terms of Use', privacy: 'Privacy Policy', other: 'Português', retention: 'deleted after 30 days' }],
  ] as const) {
    it(`leads a guest from the landing page's footer to both pages, readable on a phone (${language})`, async () => {
      const page = await openPage(language === 'pt' ? 'pt-BR' : 'en');
      try {
        await page.goto(`${suite.baseUrl}${words.landing}`);
        const legal = page.getByRole('navigation', { name: language === 'pt' ? 'Documentos legais' : 'Legal documents' });
        await legal.getByRole('link', { name: words.terms }).click();
        await page.getByRole('heading', { level: 1, name: words.terms }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/termos');
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language === 'pt' ? 'pt-BR' : 'en');
        expect(await axeFindings(page)).toEqual([]);
        // No script on the page: nothing of the app is downloaded to read it.
        expect(await page.locator('script').count()).toBe(0);

        await page.getByRole('contentinfo').getByRole('link', { name: words.privacy }).click();
        await page.getByRole('heading', { level: 1, name: words.privacy }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/privacidade');
        await waitForText(page.getByRole('main'), words.retention);
        expect(await axeFindings(page)).toEqual([]);
        await page.screenshot({ path: screenshotPath(`privacy-${language}-390`), fullPage: true });

        // The other language is one link away.
        await page.getByRole('link', { name: words.other }).click();
        await page.getByRole('heading', { level: 1, name: language === 'pt' ? 'Privacy Policy' : 'Política de Privacidade' }).waitFor();
      } catch (error) {
        await page.screenshot({ path: screenshotPath(`legal-pages-${language}-failure`) });
        throw error;
      }
    }, 60_000);
  }

  it('asks a new member to accept both at set-up, unticked, and again before anything else after a new version', async () => {
    const page = await openPage();
    const email = uniqueEmail('consent');
    try {
      await signInFromLanding(page, suite.baseUrl, { email, name: 'Clara Aceita' }, '/', { consent: false });
      await page.waitForURL(`${suite.baseUrl}/profile/setup`);
      const accept = page.getByRole('checkbox', { name: ACCEPT });
      expect(await accept.isChecked()).toBe(false);
      const links = page.locator('.consent-checkbox a');
      expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).toEqual(['/termos', '/privacidade']);
      expect(await axeFindings(page)).toEqual([]);

      // Not ticked: nothing is saved, and the member is told why.
      await page.getByRole('button', { name: 'Salvar e continuar' }).click();
      await page.getByText('Para continuar, marque que você leu e aceita').waitFor();
      expect(new URL(page.url()).pathname).toBe('/profile/setup');
      const before = await page.evaluate(async () => (await fetch('/api/users/me')).json());
      expect(before.consents.required).toBe(true);

      await accept.check();
      await page.getByRole('button', { name: 'Salvar e continuar' }).click();
      await page.waitForURL(`${suite.baseUrl}/dashboard`);
      await page.getByRole('heading', { level: 1, name: /Dashboard/ }).waitFor();
      const after = await page.evaluate(async () => (await fetch('/api/users/me')).json());
      expect(after.consents.required).toBe(false);

      // The operator published new Termos de Uso: what this member accepted is now out of date.
      await suite.t.app
        .get<MikroORM>(MikroORM)
        .em.fork()
        .execute(`update member_consent set version = 'anterior' where document = 'terms' and member_id = ?`, [after.id as string]);
      await page.goto(`${suite.baseUrl}/comunidade`);
      await page.getByRole('heading', { level: 1, name: 'Termos de Uso e Política de Privacidade' }).waitFor();
      await page.getByText('Atualizamos os Termos de Uso ou a Política de Privacidade').waitFor();
      expect(await page.getByRole('heading', { level: 1, name: 'Comunidade' }).count()).toBe(0);
      expect(await axeFindings(page)).toEqual([]);
      await page.screenshot({ path: screenshotPath('consent-gate-390') });

      await page.getByRole('button', { name: 'Aceitar e continuar' }).click();
      await page.getByText('Para continuar, marque que você leu e aceita').waitFor();
      await page.getByRole('checkbox', { name: ACCEPT }).check();
      await page.getByRole('button', { name: 'Aceitar e continuar' }).click();
      await page.getByRole('heading', { level: 1, name: 'Comunidade' }).waitFor();
      const accepted = await page.evaluate(async () => (await fetch('/api/users/me')).json());
      expect(accepted.consents.required).toBe(false);
    } catch (error) {
      await page.screenshot({ path: screenshotPath('consent-failure') });
      throw error;
    }
  }, 90_000);
});
