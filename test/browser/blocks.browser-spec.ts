import { expect, it } from '@jest/globals';
import { axeFindings, browserSuite, describeInBrowser, findPost, signInFromLanding, waitForText } from '../support/browser.js';
import { MODERATOR, postBody, publishPost, signInModerator } from '../support/community.js';
import { signIn, uniqueEmail } from '../support/sign-in.js';

describeInBrowser('blocking in the browser', () => {
  const suite = browserSuite({ env: { ADMIN_EMAIL: MODERATOR.email, ADMIN_PASSWORD: MODERATOR.password } });

  it("blocks a post's author from the post's card in the community, and the feed drops their post", async () => {
    const author = await signIn(suite.baseUrl, { name: 'Paulo Postador' });
    const admin = await signInModerator(suite.baseUrl);
    const title = `Dica para bloquear ${Date.now().toString(36)}`;
    await publishPost(suite.t, author.agent, admin, postBody({ title }));
    const page = await suite.newPage();
    await signInFromLanding(page, suite.baseUrl, { email: uniqueEmail('bloqueia-post'), name: 'Rita Leitora' });
    await page.waitForURL(`${suite.baseUrl}/profile/setup`);

    await page.goto(`${suite.baseUrl}/comunidade`);
    const card = await findPost(page, title);
    await card.getByRole('button', { name: 'Mais ações: publicação de Paulo Postador' }).click();
    await card.getByRole('menuitem', { name: 'Bloquear Paulo Postador' }).click();
    await page.getByRole('alertdialog', { name: 'Bloquear Paulo Postador?' }).getByRole('button', { name: 'Bloquear' }).click();
    await waitForText(page.getByRole('status'), 'Paulo Postador foi bloqueado.');
    // The feed is read again without the blocked member's posts (ADR 0101).
    await page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) }).waitFor({ state: 'detached' });
  });

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
