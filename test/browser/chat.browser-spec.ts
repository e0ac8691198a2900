import { beforeAll, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { browserSuite, describeInBrowser, screenshotPath, signInFromLanding } from '../support/browser.js';
import { uniqueEmail } from '../support/sign-in.js';

describeInBrowser('chat in the browser: two members, live messages and who is online', () => {
  const adminEmail = uniqueEmail('chat-admin');
  const suite = browserSuite({ env: { ADMIN_EMAILS: adminEmail } });
  let baseUrl: string;
  const dialogs: string[] = [];

  beforeAll(() => {
    baseUrl = suite.baseUrl;
  });

  const openPage = async (viewport = { width: 1280, height: 800 }, locale = 'pt-BR') => {
    const context = await suite.newContext({ viewport, locale });
    const page = await context.newPage();
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    return page;
  };

  const signInAndOpenChat = async (name: string, viewport?: { width: number; height: number }, email = uniqueEmail('chat')) => {
    const page = await openPage(viewport);
    await signInFromLanding(page, baseUrl, { email, name });
    await page.waitForURL(`${baseUrl}/profile/setup`);
    await page.goto(`${baseUrl}/chat`);
    await page.getByRole('heading', { level: 1, name: 'Chat da comunidade' }).waitFor();
    await page.getByRole('heading', { name: 'Bem-vindo ao chat!' }).waitFor();
    return page;
  };

  const openRoom = async (page: Page, name: string) => {
    await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    await page.getByRole('heading', { level: 2, name }).waitFor();
  };

  const send = async (page: Page, text: string) => {
    await page.getByLabel('Mensagem', { exact: true }).fill(text);
    await page.getByLabel('Mensagem', { exact: true }).press('Enter');
  };

  it('shows visitors Acesso Restrito on a phone', async () => {
    const page = await openPage({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/chat`);
    await page.getByRole('heading', { name: 'Acesso Restrito' }).waitFor();
    await page.getByText('Faça login para acessar o chat da comunidade!').waitFor();
  }, 30_000);

  it('two members see each other’s messages appear without reloading, and both in the online list', async () => {
    const ana = await signInAndOpenChat('Ana Navegadora');
    const bia = await signInAndOpenChat('Bia Navegadora');
    await openRoom(ana, 'Geral');
    await openRoom(bia, 'Geral');
    await ana.getByText('Ao vivo').waitFor();
    await bia.getByText('Ao vivo').waitFor();

    const online = (page: Page) => page.getByRole('complementary', { name: 'Online agora' });
    await online(ana).getByText('Bia Navegadora').waitFor();
    await online(bia).getByText('Ana Navegadora').waitFor();

    const markup = `<img src=x onerror=alert(1)> oi da Ana ${Date.now()}`;
    await send(ana, markup);
    await bia.getByRole('log').getByText(markup).waitFor({ timeout: 5_000 });
    await expect(ana.getByLabel('Mensagem', { exact: true }).inputValue()).resolves.toBe('');

    // Shift+Enter inserts a line; Enter sends both lines as one message.
    await bia.getByLabel('Mensagem', { exact: true }).fill('linha um');
    await bia.getByLabel('Mensagem', { exact: true }).press('Shift+Enter');
    await bia.getByLabel('Mensagem', { exact: true }).pressSequentially('linha dois');
    await expect(bia.getByLabel('Mensagem', { exact: true }).inputValue()).resolves.toBe('linha um\nlinha dois');
    await bia.getByLabel('Mensagem', { exact: true }).press('Enter');
    await ana.getByRole('log').getByText(/linha um\s+linha dois/).waitFor({ timeout: 5_000 });

    // Both are still online for both, after the streams went live.
    await online(ana).getByText('Bia Navegadora').waitFor();
    await online(ana).getByText('Ana Navegadora').waitFor();
    await online(bia).getByText('Ana Navegadora').waitFor();
    await online(bia).getByText('Bia Navegadora').waitFor();
    await expect(ana.locator('img[src="x"]').count()).resolves.toBe(0);
    expect(dialogs).toEqual([]);
    await ana.screenshot({ path: screenshotPath('chat-desktop') });

    // Ana leaves the room: she disappears from Bia's online list.
    await ana.getByRole('button', { name: /^Geral/ }).click();
    await ana.getByRole('heading', { name: 'Bem-vindo ao chat!' }).waitFor();
    await online(bia).getByText('Ana Navegadora').waitFor({ state: 'detached', timeout: 10_000 });
  }, 90_000);

  it('an administrator deletes a message with the keyboard and it disappears from members’ open tabs, live or polling', async () => {
    const eva = await signInAndOpenChat('Eva Administradora', undefined, adminEmail);
    const fabio = await signInAndOpenChat('Fábio Membro');
    const gil = await signInAndOpenChat('Gil Sem Stream');
    await gil.route('**/stream**', (route) => route.abort());
    await openRoom(eva, 'Francês');
    await openRoom(fabio, 'Francês');
    await openRoom(gil, 'Francês');
    await eva.getByText('Ao vivo').waitFor();
    await fabio.getByText('Ao vivo').waitFor();
    await gil.getByText('Atualizando a cada 3 s').waitFor();

    const text = `mensagem a excluir ${Date.now()}`;
    await send(fabio, text);
    const inEva = eva.getByRole('log').locator('li').filter({ hasText: text });
    await inEva.waitFor({ timeout: 5_000 });
    await gil.getByRole('log').getByText(text).waitFor({ timeout: 8_000 });
    // Members have no delete control; the administrator has one per message.
    await expect(fabio.getByRole('button', { name: /^Excluir a mensagem de/ }).count()).resolves.toBe(0);
    const remove = inEva.getByRole('button', { name: 'Excluir a mensagem de Fábio Membro' });
    await remove.focus();
    await eva.keyboard.press('Enter');
    const confirm = eva.getByRole('alertdialog', { name: 'Excluir mensagem' });
    await confirm.getByText('Excluir a mensagem de Fábio Membro? Ela desaparece para todos na sala.').waitFor();
    // Focus starts on Cancel: Enter there keeps the message.
    await eva.keyboard.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    await expect(inEva.count()).resolves.toBe(1);

    await remove.focus();
    await eva.keyboard.press('Enter');
    await confirm.waitFor();
    await eva.keyboard.press('Tab');
    await eva.keyboard.press('Enter');
    await inEva.waitFor({ state: 'detached', timeout: 5_000 });
    await eva.getByText('Mensagem excluída.').waitFor();
    await fabio.getByRole('log').getByText(text).waitFor({ state: 'detached', timeout: 5_000 });
    // The spec's polling (`after`) never sees deletions; the latest page, read every third tick, does.
    await gil.getByRole('log').getByText(text).waitFor({ state: 'detached', timeout: 15_000 });
    expect(dialogs).toEqual([]);
  }, 90_000);

  it('falls back to the 3-second polling when the stream cannot be opened, on a phone', async () => {
    const carla = await signInAndOpenChat('Carla Celular', { width: 390, height: 844 });
    await carla.route('**/stream**', (route) => route.abort());
    const dani = await signInAndOpenChat('Dani Desktop');
    await openRoom(carla, 'Japonês');
    await openRoom(dani, 'Japonês');
    await carla.getByText('Atualizando a cada 3 s').waitFor();
    // Phone: the room list gives way to the open room, and the online list is not shown.
    await expect(carla.getByRole('navigation', { name: 'Salas' }).isVisible()).resolves.toBe(false);
    await expect(carla.getByRole('complementary', { name: 'Online agora' }).isVisible()).resolves.toBe(false);
    const text = `こんにちは ${Date.now()}`;
    await send(dani, text);
    await carla.getByRole('log').getByText(text).waitFor({ timeout: 8_000 });
    await expect(carla.getByText('0/500').isVisible()).resolves.toBe(true);
    await carla.screenshot({ path: screenshotPath('chat-phone') });
  }, 90_000);
});
