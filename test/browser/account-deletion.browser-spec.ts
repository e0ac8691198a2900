import { expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { browserSuite, describeInBrowser, screenshotPath, waitForText } from '../support/browser.js';
import { uniqueEmail } from '../support/sign-in.js';

/** Leaving for good from the settings' privacy section, on a phone, in Portuguese and in English (ADR 0108). */
describeInBrowser('account deletion in the browser', () => {
  const suite = browserSuite();

  const newPhone = () => suite.newPage();

  /** The landing page's sign-in button, in whichever language the page shows, then the development provider's form. */
  const signIn = async (page: Page, person: { email: string; name: string }) => {
    await page.goto(`${suite.baseUrl}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: /^(Entrar|Sign in)$/ }).first().click();
    await page.waitForURL(/\/dev-auth\/authorize/);
    await page.locator('input[name="email"]').fill(person.email);
    await page.locator('input[name="name"]').fill(person.name);
    await page.getByRole('button', { name: /Entrar|Sign in/ }).click();
  };

  it('schedules the deletion after the name is typed, signs out, and signing in again offers only to cancel (pt)', async () => {
    const page = await newPhone();
    const person = { email: uniqueEmail('sai-pt'), name: 'Rita Saída' };
    try {
      await signIn(page, person);
      await page.waitForURL(`${suite.baseUrl}/profile/setup`);
      await page.goto(`${suite.baseUrl}/configuracoes`);
      const privacy = page.getByRole('region', { name: 'Seus dados' });
      await privacy.waitFor();
      await privacy.getByRole('button', { name: 'Excluir minha conta' }).click();
      // Opening the confirmation moves focus into it; Voltar brings it back to the button.
      const nameField = privacy.getByRole('textbox', { name: 'Para confirmar, digite o seu nome: Rita Saída' });
      await expect(nameField.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      await privacy.getByRole('button', { name: 'Voltar' }).click();
      await expect(privacy.getByRole('button', { name: 'Excluir minha conta' }).evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      await page.keyboard.press('Enter');
      await expect(nameField.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      await nameField.fill('Rita');
      expect(await privacy.getByRole('checkbox', { name: /Apagar também/ }).isChecked()).toBe(false);
      await privacy.getByRole('button', { name: 'Excluir minha conta' }).click();
      await waitForText(privacy.getByRole('alert'), 'Digite o seu nome exatamente como aparece no seu perfil');

      await privacy.getByRole('textbox', { name: /Para confirmar/ }).fill('Rita Saída');
      await privacy.getByRole('button', { name: 'Excluir minha conta' }).click();
      // The date and how to cancel, on a page that stays until the member goes on (not a toast that fades).
      const scheduled = page.getByTestId('deletion-scheduled');
      await scheduled.getByRole('heading', { level: 1, name: 'Exclusão agendada' }).waitFor();
      await waitForText(scheduled, /Sua conta será excluída em \d{1,2} de \w+ de \d{4}/);
      await waitForText(scheduled, /Para cancelar, entre de novo até .* e escolha “Cancelar exclusão”/);
      await page.waitForTimeout(11_000);
      await waitForText(scheduled, /Sua conta será excluída em/);
      await scheduled.getByRole('button', { name: 'Ir para a página inicial' }).click();
      await page.waitForURL(`${suite.baseUrl}/`);

      await signIn(page, person);
      const notice = page.getByTestId('deletion-notice');
      await notice.getByRole('heading', { level: 1, name: 'Exclusão agendada' }).waitFor();
      await waitForText(notice, /Sua conta será excluída em/);
      expect(await page.getByRole('navigation').count()).toBe(0);
      await notice.getByRole('button', { name: 'Cancelar exclusão' }).click();
      // The app is back, saying so: the profile set-up a new member had not finished.
      await notice.waitFor({ state: 'detached' });
      await waitForText(page.getByRole('status'), 'Exclusão cancelada. Sua conta continua ativa.');
      await page.getByRole('heading', { level: 1, name: 'Complete seu perfil' }).waitFor();
      const me = await page.evaluate(async () => (await (await fetch('/api/users/me')).json()) as { deletionScheduledFor: string | null });
      expect(me.deletionScheduledFor).toBeNull();
    } catch (error) {
      await page.screenshot({ path: screenshotPath('account-deletion-pt'), fullPage: true });
      throw error;
    }
  });

  it('deletes with the content too, and signing in again during the grace period can sign out (en)', async () => {
    const page = await newPhone();
    const person = { email: uniqueEmail('leave-en'), name: 'Grace Leaving' };
    try {
      await signIn(page, person);
      await page.waitForURL(`${suite.baseUrl}/profile/setup`);
      await page.evaluate(async () => {
        await fetch('/api/settings/language', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ preferredLanguage: 'en' }),
        });
      });
      await page.goto(`${suite.baseUrl}/configuracoes`);
      await page.reload();
      const privacy = page.getByRole('region', { name: 'Your data' });
      await privacy.waitFor();
      await privacy.getByRole('button', { name: 'Delete my account' }).click();
      await privacy.getByRole('textbox', { name: 'To confirm, type your name: Grace Leaving' }).fill('Grace Leaving');
      await privacy.getByRole('checkbox', { name: /Also delete my posts/ }).check();
      await privacy.getByRole('button', { name: 'Delete my account' }).click();
      const scheduled = page.getByTestId('deletion-scheduled');
      await scheduled.getByRole('heading', { level: 1, name: 'Deletion scheduled' }).waitFor();
      await waitForText(scheduled, /To cancel, sign in again before .* and choose “Cancel deletion”/);
      await scheduled.getByRole('button', { name: 'Go to the home page' }).click();
      await page.waitForURL(`${suite.baseUrl}/`);

      await signIn(page, person);
      const notice = page.getByTestId('deletion-notice');
      await notice.getByRole('heading', { level: 1, name: 'Deletion scheduled' }).waitFor();
      await notice.getByRole('button', { name: 'Cancel deletion' }).waitFor();
      await notice.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('button', { name: /^(Entrar|Sign in)$/ }).first().waitFor();
      const session = await page.evaluate(async () => (await (await fetch('/api/session')).json()) as { member: unknown });
      expect(session.member).toBeNull();
    } catch (error) {
      await page.screenshot({ path: screenshotPath('account-deletion-en'), fullPage: true });
      throw error;
    }
  });
});
