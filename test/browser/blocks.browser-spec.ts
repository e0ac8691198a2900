import { expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { axeFindings, browserSuite, describeInBrowser, findPost, PHONE, screenshotOnFailure, signInFromLanding, waitForText } from '../support/browser.js';
import { ENGLISH_ROOM } from '../support/chat.js';
import { MODERATOR, addComment, postBody, publishPost, signInModerator } from '../support/community.js';
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
    await waitForText(page.getByRole('status'), 'Você bloqueou Paulo Postador.');
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
    await dialog.getByText('Ninguém avisa Igor Incômodo do bloqueio.', { exact: false }).waitFor();
    await expect(axeFindings(page)).resolves.toEqual([]);
    // Focus starts on Cancelar; the next stop is the confirmation.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await waitForText(page.getByRole('status'), 'Você bloqueou Igor Incômodo.');
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
    await waitForText(page.getByRole('status'), 'Block undone: you will see what Igor Incômodo writes again.');
    await english.getByText('You have not blocked anyone.').waitFor();
    expect((await page.evaluate(async () => (await (await fetch('/api/blocks')).json()) as { members: unknown[] })).members).toEqual([]);
  });

  it('a blocked profile says so and offers Desbloquear, and blocking works again after it: block, unblock, block', async () => {
    const lia = await signIn(suite.baseUrl, { name: 'Lia Lembrada' });
    const page = await suite.newPage({ viewport: PHONE, locale: 'pt-BR' });
    await screenshotOnFailure(page, 'blocks-profile-state', async () => {
      await signInFromLanding(page, suite.baseUrl, { email: uniqueEmail('bloqueia-perfil'), name: 'Tânia Testa' });
      await page.waitForURL(`${suite.baseUrl}/profile/setup`);
      await page.goto(`${suite.baseUrl}/perfil-publico/${lia.memberId}`);
      await page.getByRole('heading', { level: 1, name: 'Lia Lembrada' }).waitFor();

      const block = async () => {
        await page.getByRole('button', { name: 'Bloquear Lia Lembrada' }).click();
        await page.getByRole('alertdialog', { name: 'Bloquear Lia Lembrada?' }).getByRole('button', { name: 'Bloquear' }).click();
        await waitForText(page.getByRole('status'), 'Você bloqueou Lia Lembrada.');
        // The profile no longer offers to block: it says so, with the way back.
        await page.getByText('Você bloqueou este membro').waitFor();
        await expect(page.getByRole('button', { name: 'Bloquear Lia Lembrada', exact: true }).count()).resolves.toBe(0);
      };
      await block();
      // The state holds on a fresh read of the page.
      await page.reload();
      await page.getByText('Você bloqueou este membro').waitFor();
      await page.getByRole('button', { name: 'Desbloquear Lia Lembrada' }).click();
      await waitForText(page.getByRole('status'), 'Bloqueio desfeito: você voltará a ver o que Lia Lembrada escreve.');
      await page.getByRole('button', { name: 'Bloquear Lia Lembrada' }).waitFor();
      await expect(page.getByText('Você bloqueou este membro').count()).resolves.toBe(0);
      await block();
      const blocked = (await page.evaluate(async () => (await (await fetch('/api/blocks')).json()) as { members: { id: string }[] })).members;
      expect(blocked.map((m) => m.id)).toEqual([lia.memberId]);
      await expect(axeFindings(page)).resolves.toEqual([]);
    });
  });

  it("on a phone, Bloquear is in a comment's and a chat message's ⋯ menu, not beside them; the keyboard reaches it, Escape closes it and focus returns", async () => {
    const author = await signIn(suite.baseUrl, { name: 'Caio Comenta' });
    const admin = await signInModerator(suite.baseUrl);
    const title = `Comentários no celular ${Date.now().toString(36)}`;
    const postId = await publishPost(suite.t, author.agent, admin, postBody({ title }));
    await addComment(suite.t, author.agent, postId, 'Um comentário para o menu');
    const line = `Mensagem para o menu ${Date.now().toString(36)}`;
    await author.agent.post(`/api/chat/rooms/${ENGLISH_ROOM}/messages`).send({ content: line }).expect(201);
    const page = await suite.newPage({ viewport: PHONE, locale: 'pt-BR' });

    /** Opens `item`'s ⋯ menu from the keyboard, checks Bloquear is in it, closes it with Escape; then blocks from it. */
    const menuOf = async (page: Page, item: Locator, label: string) => {
      await expect(item.getByRole('button', { name: 'Bloquear Caio Comenta' }).count()).resolves.toBe(0);
      const more = item.getByRole('button', { name: label });
      await more.focus();
      await page.keyboard.press('Enter');
      const entry = page.getByRole('menuitem', { name: 'Bloquear Caio Comenta' });
      await entry.waitFor();
      await page.keyboard.press('Escape');
      await entry.waitFor({ state: 'hidden' });
      await expect(more.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      return { more, entry };
    };

    await screenshotOnFailure(page, 'blocks-phone-menus', async () => {
      await signInFromLanding(page, suite.baseUrl, { email: uniqueEmail('bloqueia-menu'), name: 'Marta Menu' });
      await page.waitForURL(`${suite.baseUrl}/profile/setup`);

      await page.goto(`${suite.baseUrl}/chat`);
      await page.getByRole('button', { name: /^Inglês/ }).click();
      const message = page.getByRole('log').locator('li').filter({ hasText: line });
      await message.waitFor();
      await menuOf(page, message, 'Mais ações: mensagem de Caio Comenta');

      await page.goto(`${suite.baseUrl}/comunidade`);
      const card = await findPost(page, title);
      await card.getByRole('button', { name: '1 comentário' }).click();
      const comment = card.getByTestId('comment').filter({ hasText: 'Um comentário para o menu' });
      await comment.waitFor();
      const { more, entry } = await menuOf(page, comment, 'Mais ações: comentário de Caio Comenta');
      await more.click();
      await entry.click();
      await page.getByRole('alertdialog', { name: 'Bloquear Caio Comenta?' }).getByRole('button', { name: 'Bloquear' }).click();
      await waitForText(page.getByRole('status'), 'Você bloqueou Caio Comenta.');
      await expect(axeFindings(page)).resolves.toEqual([]);
    });
  });
});
