import { beforeAll, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { axeFindings, browserSuite, describeInBrowser, PHONE, screenshotPath, signInFromLanding, tabTo } from '../support/browser.js';
import { uniqueEmail } from '../support/sign-in.js';

const ADMIN_EMAIL = 'flags.admin@poliglota.test';
const ADMIN_PASSWORD = 'reports in the browser';
const ROOM = 'Espanhol';

describeInBrowser('reporting in the browser: a chat message reported on a phone, removed from the Denúncias page', () => {
  const suite = browserSuite({ env: { ADMIN_EMAIL, ADMIN_PASSWORD } });
  const dialogs: string[] = [];
  const text = `compre seguidores baratos ${Date.now()}`;
  let rita: Page;
  let baseUrl: string;
  beforeAll(() => {
    baseUrl = suite.baseUrl;
  });

  /** A page (a desktop unless told) that records any browser dialog instead of showing it. */
  const openPage = async (viewport = { width: 1280, height: 800 }): Promise<Page> => {
    const page = await suite.newPage({ viewport });
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    return page;
  };

  const signInAndOpenRoom = async (name: string, viewport?: { width: number; height: number }) => {
    const page = await openPage(viewport);
    await signInFromLanding(page, baseUrl, { email: uniqueEmail('flags'), name });
    await page.waitForURL(`${baseUrl}/profile/setup`);
    await page.goto(`${baseUrl}/chat`);
    await page.getByRole('button', { name: new RegExp(`^${ROOM}`) }).click();
    await page.getByRole('heading', { level: 2, name: ROOM }).waitFor();
    await page.getByText('Ao vivo').waitFor();
    return page;
  };

  it('a member reports a chat message with the keyboard on a phone; nobody gets a menu on their own message', async () => {
    const fabio = await signInAndOpenRoom('Fábio Vendedor');
    rita = await signInAndOpenRoom('Rita Atenta', PHONE);
    await fabio.getByLabel('Mensagem', { exact: true }).fill(text);
    await fabio.getByLabel('Mensagem', { exact: true }).press('Enter');
    const message = rita.getByRole('log').locator('li').filter({ hasText: text });
    await message.waitFor({ timeout: 5_000 });
    await expect(fabio.getByRole('log').locator('li').filter({ hasText: text }).getByRole('button', { name: /^Mais ações/ }).count()).resolves.toBe(0);

    // The message's menu, reached and used by the keyboard alone.
    const more = message.getByRole('button', { name: 'Mais ações: mensagem de Fábio Vendedor' });
    await tabTo(rita, more);
    await rita.keyboard.press('Enter');
    const item = rita.getByRole('menuitem', { name: 'Denunciar' });
    await expect(item.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await rita.keyboard.press('Enter');

    const dialog = rita.getByRole('dialog', { name: 'Denunciar mensagem' });
    await dialog.waitFor();
    await expect(dialog.getByRole('radio', { name: /^Spam/ }).evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    // Sending without a reason says what is missing.
    await tabTo(rita, dialog.getByRole('button', { name: 'Enviar denúncia' }));
    await rita.keyboard.press('Enter');
    await dialog.getByText('Escolha um motivo.').waitFor();
    await tabTo(rita, dialog.getByRole('radio', { name: /^Spam/ }));
    await rita.keyboard.press('Space');
    await expect(dialog.getByRole('radio', { name: /^Spam/ }).isChecked()).resolves.toBe(true);
    await rita.keyboard.press('Tab');
    await rita.keyboard.type('Links de venda em todas as salas');
    await dialog.getByText('32/500').waitFor();
    // Focus stays in the dialog: it wraps from the last control to the first.
    await tabTo(rita, dialog.getByRole('button', { name: 'Enviar denúncia' }));
    await rita.keyboard.press('Tab');
    await expect(dialog.evaluate((element) => element.contains(document.activeElement))).resolves.toBe(true);
    await expect(axeFindings(rita)).resolves.toEqual([]);
    await rita.screenshot({ path: screenshotPath('flags-report-phone') });

    await tabTo(rita, dialog.getByRole('button', { name: 'Enviar denúncia' }));
    await rita.keyboard.press('Enter');
    const thanks = rita.getByRole('dialog', { name: 'Obrigado por avisar' });
    await thanks.getByText(/você receberá uma notificação quando a denúncia for analisada/).waitFor();
    await rita.keyboard.press('Escape');
    await thanks.waitFor({ state: 'detached' });
    await expect(more.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    expect(dialogs).toEqual([]);
  }, 90_000);

  it('an administrator removes the message from Denúncias and it leaves the reporter’s open chat', async () => {
    const admin = await openPage();
    const login = await admin.request.post(`${baseUrl}/api/admin/login`, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(login.status()).toBe(200);
    await admin.goto(`${baseUrl}/admin`);
    await admin.getByRole('link', { name: /Denúncias abertas/ }).click();
    await admin.getByRole('heading', { level: 1, name: 'Denúncias' }).waitFor();

    const card = admin.locator('article').filter({ hasText: text });
    await card.waitFor();
    await card.getByText('Rita Atenta denunciou como “Spam”').waitFor();
    await card.getByText('Links de venda em todas as salas').waitFor();
    await card.getByText('Autor: Fábio Vendedor').waitFor();
    await expect(axeFindings(admin)).resolves.toEqual([]);

    // Banir opens the users' actions dialog for the author; closing it changes nothing.
    await card.getByRole('button', { name: 'Banir Fábio Vendedor' }).click();
    const actions = admin.getByRole('dialog', { name: 'Ações administrativas' });
    await actions.getByText(/Fábio Vendedor/).first().waitFor();
    await admin.keyboard.press('Escape');
    await actions.waitFor({ state: 'detached' });

    await card.getByRole('button', { name: 'Remover' }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Remover este conteúdo?' });
    await confirm.getByLabel('Observação (opcional)').fill('Propaganda');
    await confirm.getByRole('button', { name: 'Remover' }).click();
    await admin.getByText('Conteúdo removido; as denúncias foram encerradas.').waitFor();
    await card.waitFor({ state: 'detached' });

    // Gone from the reporter's open chat, through the live stream.
    await rita.getByRole('log').getByText(text).waitFor({ state: 'detached', timeout: 10_000 });

    await admin.getByRole('button', { name: 'Encerradas' }).click();
    const closed = admin.locator('article').filter({ hasText: 'Rita Atenta denunciou como “Spam”' }).first();
    await closed.getByText('Removido', { exact: true }).waitFor();
    await expect(closed.getByRole('button', { name: 'Remover' }).count()).resolves.toBe(0);
    await admin.screenshot({ path: screenshotPath('flags-admin-closed') });
    expect(dialogs).toEqual([]);
  }, 90_000);
});
