import { expect, it } from '@jest/globals';
import { axeFindings, browserSuite, describeInBrowser, signInFromLanding, waitForText } from '../support/browser.js';
import { signIn, uniqueEmail } from '../support/sign-in.js';

describeInBrowser('blocking in the browser', () => {
  const suite = browserSuite();

  it('blocks a member from their profile on a phone with the keyboard, then unblocks them from the settings, in pt and en', async () => {
    const igor = await signIn(suite.baseUrl, { name: 'Igor Incômodo' });
    const page = await suite.newPage({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
    await signInFromLanding(page, suite.baseUrl, { email: uniqueEmail('bloqueia'), name: 'Bruna Bloqueadora' });
    await page.waitForURL(`${suite.baseUrl}/profile/setup`);

    await page.goto(`${suite.baseUrl}/perfil-publico/${igor.memberId}`);
    await page.getByRole('heading', { level: 1, name: 'Igor Incômodo' }).waitFor();
    const blockButton = page.getByRole('button', { name: 'Bloquear Igor Incômodo' });
    await blockButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Bloquear Igor Incômodo?' });
    await dialog.waitFor();
    await dialog.getByText('Igor Incômodo não será avisado.', { exact: false }).waitFor();
    await expect(axeFindings(page)).resolves.toEqual([]);
    // Focus starts on Cancelar; the next stop is the confirmation.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await waitForText(page.getByRole('status'), 'Igor Incômodo foi bloqueado.');
    const blocked = (await page.evaluate(async () => (await (await fetch('/api/blocks')).json()) as { members: { id: string }[] })).members;
    expect(blocked.map((m) => m.id)).toEqual([igor.memberId]);

    await page.goto(`${suite.baseUrl}/configuracoes#privacy`);
    const group = page.getByRole('group', { name: 'Membros bloqueados' });
    await group.getByText('Igor Incômodo').waitFor();
    await group.getByRole('button', { name: 'Desbloquear Igor Incômodo' }).waitFor();
    await expect(axeFindings(page)).resolves.toEqual([]);

    // The same list in English, where the member unblocks with the keyboard.
    await page.getByRole('combobox', { name: 'Idioma da interface' }).selectOption('en');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const english = page.getByRole('group', { name: 'Blocked members' });
    await english.getByRole('button', { name: 'Unblock Igor Incômodo' }).focus();
    await page.keyboard.press('Enter');
    await waitForText(page.getByRole('status'), 'Igor Incômodo has been unblocked.');
    await english.getByText('You have not blocked anyone.').waitFor();
    expect((await page.evaluate(async () => (await (await fetch('/api/blocks')).json()) as { members: unknown[] })).members).toEqual([]);
  });
});
