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

  it('lists the open reports a page at a time, with Carregar mais while the server names a next page, each item once', async () => {
    const admin = await openPage();
    const login = await admin.request.post(`${baseUrl}/api/admin/login`, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(login.status()).toBe(200);
    // A busy community's 52 reported posts, as the server pages them (50, then the rest); one item was
    // reported again meanwhile and comes on both pages.
    const item = (n: number) => ({
      targetType: 'post',
      targetId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      preview: `Post denunciado ${n}`,
      parentId: null,
      author: { id: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`, name: `Autor ${n}` },
      hidden: false,
      count: 1,
      reasons: ['spam'],
      reports: [{ reporter: { id: '20000000-0000-4000-8000-000000000001', name: 'Rita Atenta' }, reason: 'spam', details: null, createdAt: new Date().toISOString() }],
      status: 'open',
      decision: null,
    });
    const pages: Record<string, { items: unknown[]; nextPage: number | null }> = {
      '1': { items: Array.from({ length: 50 }, (_, i) => item(i + 1)), nextPage: 2 },
      '2': { items: [item(50), item(51), item(52)], nextPage: null },
    };
    const asked: string[] = [];
    await admin.route('**/api/admin/flags?*', (route) => {
      const page = new URL(route.request().url()).searchParams.get('page') ?? '1';
      asked.push(page);
      return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(pages[page] ?? { items: [], nextPage: null }) });
    });
    await admin.goto(`${baseUrl}/admin/flags`);
    const cards = admin.locator('.admin-flags > li');
    await admin.getByText('Post denunciado 50', { exact: true }).waitFor();
    await expect(cards.count()).resolves.toBe(50);
    await admin.getByRole('button', { name: 'Carregar mais' }).click();
    await admin.getByText('Post denunciado 52', { exact: true }).waitFor();
    await expect(cards.count()).resolves.toBe(52);
    await expect(admin.getByText('Post denunciado 50', { exact: true }).count()).resolves.toBe(1);
    // The server named no page after the second: no button, nothing more asked.
    await expect(admin.getByRole('button', { name: 'Carregar mais' }).count()).resolves.toBe(0);
    expect(asked).toEqual(['1', '2']);
    await admin.unroute('**/api/admin/flags?*');
  }, 60_000);
});
