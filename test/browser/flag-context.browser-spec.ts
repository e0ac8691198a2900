import { expect, it } from '@jest/globals';
import { axeFindings, browserSuite, describeInBrowser, PHONE, screenshotOnFailure, screenshotPath } from '../support/browser.js';
import { GENERAL_ROOM } from '../support/chat.js';
import { signIn, type Agent } from '../support/sign-in.js';

const ADMIN_EMAIL = 'context.admin@poliglota.test';
const ADMIN_PASSWORD = 'context of a report';

describeInBrowser('the context of a report, read by an administrator on a phone', () => {
  const suite = browserSuite({ env: { ADMIN_EMAIL, ADMIN_PASSWORD } });

  it('a reported chat message shows its room, the messages around it and, once removed, the copy kept, marked removed', async () => {
    const baseUrl = suite.baseUrl;
    const stamp = Date.now().toString(36);
    const writer = await signIn(baseUrl, { name: 'Otávio Insistente' });
    const neighbour = await signIn(baseUrl, { name: 'Lúcia Conversa' });
    const reporter = await signIn(baseUrl, { name: 'Paula Atenta' });
    const send = async (agent: Agent, content: string) =>
      (await agent.post(`/api/chat/rooms/${GENERAL_ROOM}/messages`).send({ content }).expect(201)).body.messageId as string;
    await send(neighbour.agent, `Alguém viu a aula de ontem? ${stamp}`);
    await send(writer.agent, `Eu vi, gostei ${stamp}`);
    const reported = `Você é ridícula, saia daqui ${stamp}`;
    const messageId = await send(writer.agent, reported);
    await send(neighbour.agent, `Por favor, respeito ${stamp}`);
    await reporter.agent.post('/api/flags').send({ targetType: 'chat_message', targetId: messageId, reason: 'harassment' }).expect(201);

    const page = await suite.newPage({ viewport: PHONE });
    const login = await page.request.post(`${baseUrl}/api/admin/login`, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(login.status()).toBe(200);
    await screenshotOnFailure(page, 'flag-context-phone', async () => {
      await page.goto(`${baseUrl}/admin/flags`);
      const card = page.locator('article').filter({ hasText: reported });
      await card.waitFor();
      // The card itself leads to the room the message was said in, as a comment's card leads to its post.
      await expect(card.getByRole('link', { name: 'Abrir a sala da mensagem' }).getAttribute('href')).resolves.toBe(`/chat?sala=${GENERAL_ROOM}`);
      const toggle = card.getByRole('button', { name: 'Ver contexto' });
      await toggle.click();
      const context = card.getByRole('region', { name: 'Contexto da denúncia' });
      await context.getByText('Sala: Geral').waitFor();
      await expect(context.getByRole('link', { name: 'Abrir a sala' }).getAttribute('href')).resolves.toBe(`/chat?sala=${GENERAL_ROOM}`);
      const lines = context.getByRole('list', { name: 'Mensagens em volta, na ordem da sala' }).getByRole('listitem');
      const texts = await lines.allInnerTexts();
      const at = (needle: string) => texts.findIndex((line) => line.includes(needle));
      // In the room's order: what was said before it, the reported message marked, the answer after it.
      expect([at(`Alguém viu a aula de ontem? ${stamp}`), at(`Eu vi, gostei ${stamp}`), at(reported), at(`Por favor, respeito ${stamp}`)]).toEqual(
        [at(reported) - 2, at(reported) - 1, at(reported), at(reported) + 1],
      );
      expect(texts[at(reported)]).toContain('mensagem denunciada');
      expect(texts[at(`Por favor, respeito ${stamp}`)]).toContain('Lúcia Conversa');
      await expect(card.getByRole('button', { name: 'Ocultar contexto' }).getAttribute('aria-expanded')).resolves.toBe('true');
      // Nothing on the phone is wider than the screen.
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);
      await expect(axeFindings(page)).resolves.toEqual([]);
      await page.screenshot({ path: screenshotPath('flag-context-phone'), fullPage: true });

      // Removed, it is still there for administrators to review, marked removed.
      const removal = await page.request.post(`${baseUrl}/api/admin/flags/chat_message/${messageId}/resolve`, {
        data: { action: 'remove' },
        headers: { Origin: baseUrl },
      });
      expect(removal.status()).toBe(200);
      await page.goto(`${baseUrl}/admin/flags?status=closed`);
      const closed = page.locator('article').filter({ hasText: 'Paula Atenta denunciou' }).first();
      await closed.getByRole('button', { name: 'Ver contexto' }).click();
      const kept = closed.getByRole('region', { name: 'Contexto da denúncia' });
      await kept.getByText('Removido', { exact: true }).waitFor();
      await expect(kept.locator('blockquote').innerText()).resolves.toBe(reported);
      await kept.getByText(`Por favor, respeito ${stamp}`).waitFor();
      await expect(axeFindings(page)).resolves.toEqual([]);
    });
  }, 90_000);
});
