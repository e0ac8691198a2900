import { expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { browserSuite, describeInBrowser, screenshotOnFailure, signInFromLanding } from '../support/browser.js';
import { ENGLISH_ROOM } from '../support/chat.js';
import { signIn, uniqueEmail } from '../support/sign-in.js';

/** Whether `target` lies wholly inside the viewport and is what a tap at its centre reaches. */
async function tappable(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const viewport = page.viewportSize()!;
  if (!box || box.y < 0 || box.x < 0 || box.y + box.height > viewport.height || box.x + box.width > viewport.width) return false;
  return target.evaluate((element, point) => {
    const hit = document.elementFromPoint(point.x, point.y);
    return hit !== null && (hit === element || element.contains(hit));
  }, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
}

/** The report dialog on a phone: its buttons in reach, and its thanks for the report that hides the item. */
describeInBrowser('reporting on a phone', () => {
  const suite = browserSuite();

  /** A chat message by a new member in the English room, and a phone signed in as `name` with the room open. */
  const messageOnPhone = async (name: string, viewport: { width: number; height: number }) => {
    const writer = await signIn(suite.baseUrl, { name: 'Vera Vendas' });
    const text = `siga meu perfil de vendas ${Date.now().toString(36)}`;
    const messageId = (await writer.agent.post(`/api/chat/rooms/${ENGLISH_ROOM}/messages`).send({ content: text }).expect(201)).body.messageId as string;
    const page = await suite.newPage({ viewport, locale: 'pt-BR' });
    await signInFromLanding(page, suite.baseUrl, { email: uniqueEmail('denuncia'), name });
    await page.waitForURL(`${suite.baseUrl}/profile/setup`);
    await page.goto(`${suite.baseUrl}/chat`);
    await page.getByRole('button', { name: /^Inglês/ }).click();
    await page.getByText('Ao vivo').waitFor();
    const message = page.getByRole('log').locator('li').filter({ hasText: text });
    await message.waitFor();
    return { page, message, messageId };
  };

  const openReport = async (page: Page, message: Locator) => {
    await message.getByRole('button', { name: 'Mais ações: mensagem de Vera Vendas' }).click();
    await page.getByRole('menuitem', { name: 'Denunciar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Denunciar mensagem' });
    await dialog.waitFor();
    return dialog;
  };

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 360, height: 640 },
  ]) {
    it(`the report dialog's buttons are in view and tappable on a ${viewport.width}×${viewport.height} phone`, async () => {
      const { page, message } = await messageOnPhone('Rui Repara', viewport);
      await screenshotOnFailure(page, `report-dialog-${viewport.width}`, async () => {
        const dialog = await openReport(page, message);
        for (const name of ['Cancelar', 'Enviar denúncia']) {
          await expect(tappable(page, dialog.getByRole('button', { name }))).resolves.toBe(true);
        }
        // Tapping them works as it reads: sending without a reason asks for one, Cancelar closes.
        await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
        await dialog.getByText('Escolha um motivo.').waitFor();
        await expect(tappable(page, dialog.getByRole('button', { name: 'Enviar denúncia' }))).resolves.toBe(true);
        await dialog.getByRole('button', { name: 'Cancelar' }).click();
        await dialog.waitFor({ state: 'detached' });
      });
    });
  }

  it('the third reporter, whose report hides the message, still gets the thanks', async () => {
    const { page, message, messageId } = await messageOnPhone('Tina Terceira', { width: 390, height: 844 });
    await screenshotOnFailure(page, 'report-third-thanks', async () => {
      for (const name of ['Primeiro Aviso', 'Segundo Aviso']) {
        const reporter = await signIn(suite.baseUrl, { name });
        await reporter.agent.post('/api/flags').send({ targetType: 'chat_message', targetId: messageId, reason: 'spam' }).expect(201);
      }
      const dialog = await openReport(page, message);
      await dialog.getByRole('radio', { name: /^Spam/ }).check();
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/flags') && response.request().method() === 'POST');
      await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
      // The server takes the third report (it hides the message) ...
      expect((await answer).status()).toBe(201);
      // ... the message leaves the room for everyone but its author ...
      await message.waitFor({ state: 'detached' });
      // ... and the reporter is thanked all the same, until they close it.
      const thanks = page.getByRole('dialog', { name: 'Obrigado por avisar' });
      await thanks.getByText(/Sua denúncia chegou à equipe de moderação/).waitFor();
      await page.waitForTimeout(1_000);
      await expect(thanks.isVisible()).resolves.toBe(true);
      await thanks.getByRole('button', { name: 'Fechar' }).last().click();
      await thanks.waitFor({ state: 'detached' });
    });
  });
});
