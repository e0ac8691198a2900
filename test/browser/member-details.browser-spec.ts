import { expect, it } from '@jest/globals';
import { browserSuite, describeInBrowser, PHONE, screenshotOnFailure, signInFromLanding } from '../support/browser.js';
import { ENGLISH_ROOM } from '../support/chat.js';
import { signIn, uniqueEmail } from '../support/sign-in.js';

/** Small things a member meets in the first week, on a 390 px phone unless said: what they read and what a screen reader says. */
describeInBrowser("a member's screens, read closely", () => {
  const suite = browserSuite();

  it("the ranking's rank badge names the rank, not the member, to a screen reader", async () => {
    const page = await suite.newPage();
    await screenshotOnFailure(page, 'details-rank-badge', async () => {
      await signInFromLanding(page, suite.baseUrl, { email: uniqueEmail('patente'), name: 'Olívia Ouvinte' });
      await page.waitForURL(`${suite.baseUrl}/profile/setup`);
      await page.goto(`${suite.baseUrl}/ranking`);
      await page.getByRole('heading', { level: 1, name: 'Ranking semanal' }).waitFor();
      const badge = page.locator('.rank-badge').first();
      await badge.waitFor();
      await expect(badge.textContent()).resolves.toBe('Nv.1, Patente: Calouro Linguístico');
      await expect(badge.getAttribute('title')).resolves.toBe('Calouro Linguístico');
    });
  });

  it("a profile's languages read apart, on the screen and aloud: “Português — Nativo”", async () => {
    const lucas = await signIn(suite.baseUrl, { name: 'Lucas Línguas' });
    await lucas.agent
      .post('/api/profile/setup')
      .send({ name: 'Lucas Línguas', userLanguages: [{ language: 'pt', proficiency: 'Nativo' }, { language: 'en', proficiency: 'Intermediário' }] })
      .expect(200);
    const page = await suite.newPage();
    await screenshotOnFailure(page, 'details-language-chips', async () => {
      await signInFromLanding(page, suite.baseUrl, { email: uniqueEmail('chips'), name: 'Clara Chips' });
      await page.waitForURL(`${suite.baseUrl}/profile/setup`);
      await page.goto(`${suite.baseUrl}/perfil-publico/${lucas.memberId}`);
      const languages = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Idiomas', exact: true }) });
      const items = languages.getByRole('listitem');
      await items.first().waitFor();
      await expect(items.allTextContents()).resolves.toEqual(['Português — Nativo', 'Inglês — Intermediário']);
      // On the screen too: the level is set apart from the name, not glued to it.
      const gap = await items.first().evaluate((item) => {
        const [name, , level] = [...item.children] as HTMLElement[];
        return level!.getBoundingClientRect().left - name!.getBoundingClientRect().right;
      });
      expect(gap).toBeGreaterThanOrEqual(4);
    });
  });

  it('the chat names Shift+Enter only where there is a physical keyboard; a phone has Enviar', async () => {
    const phone = await suite.newPage({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'pt-BR' });
    const desktop = await suite.newPage({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR' });
    await screenshotOnFailure([phone, desktop], 'details-chat-hint', async () => {
      for (const [page, name] of [
        [phone, 'Fábio Fone'],
        [desktop, 'Tereza Teclado'],
      ] as const) {
        await signInFromLanding(page, suite.baseUrl, { email: uniqueEmail('teclado'), name });
        await page.waitForURL(`${suite.baseUrl}/profile/setup`);
        await page.goto(`${suite.baseUrl}/chat`);
        await page.getByRole('button', { name: /^Inglês/ }).click();
        await page.getByLabel('Mensagem', { exact: true }).waitFor();
      }
      const shiftEnterShown = (page: typeof phone) =>
        page.evaluate(() => {
          // innerText: what is rendered, without what CSS hides.
          const shown = document.querySelector<HTMLElement>('.chat-composer')?.innerText ?? '';
          const field = document.querySelector<HTMLTextAreaElement>('#chat-message-input');
          return shown.includes('Shift+Enter') || (field?.placeholder ?? '').includes('Shift+Enter');
        });
      await expect(shiftEnterShown(phone)).resolves.toBe(false);
      await phone.getByRole('button', { name: 'Enviar' }).waitFor();
      await expect(shiftEnterShown(desktop)).resolves.toBe(true);
    });
  });

  it('Settings names one place "Privacidade": the blocks live there, the data copy and the deletion under their own name, as the texts that point to them say', async () => {
    const writer = await signIn(suite.baseUrl, { name: 'Pedro Privado' });
    const text = `uma mensagem qualquer ${Date.now().toString(36)}`;
    await writer.agent.post(`/api/chat/rooms/${ENGLISH_ROOM}/messages`).send({ content: text }).expect(201);
    const page = await suite.newPage();
    await screenshotOnFailure(page, 'details-privacy-names', async () => {
      await signInFromLanding(page, suite.baseUrl, { email: uniqueEmail('privacidade'), name: 'Paula Pergunta' });
      await page.waitForURL(`${suite.baseUrl}/profile/setup`);
      // The block dialog points to Configurações › Privacidade ...
      await page.goto(`${suite.baseUrl}/chat`);
      await page.getByRole('button', { name: /^Inglês/ }).click();
      const message = page.getByRole('log').locator('li').filter({ hasText: text });
      await message.getByRole('button', { name: 'Mais ações: mensagem de Pedro Privado' }).click();
      await page.getByRole('menuitem', { name: 'Bloquear Pedro Privado' }).click();
      await page.getByRole('alertdialog', { name: 'Bloquear Pedro Privado?' }).getByText('Configurações › Privacidade', { exact: false }).waitFor();
      await page.keyboard.press('Escape');

      // ... and Settings has one section of that name, holding the blocks; the data's rights are "Seus dados".
      await page.goto(`${suite.baseUrl}/configuracoes`);
      await page.getByRole('heading', { level: 1, name: 'Configurações' }).waitFor();
      const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
      expect(headings.filter((heading) => heading.includes('Privacidade'))).toEqual(['Privacidade']);
      await page.getByRole('region', { name: 'Privacidade' }).getByRole('group', { name: 'Membros bloqueados' }).waitFor();
      const data = page.getByRole('region', { name: 'Seus dados' });
      await data.getByRole('button', { name: 'Baixar meus dados' }).waitFor();
      await data.getByRole('button', { name: 'Excluir minha conta' }).waitFor();
      // The settings' own menu reaches it by that name.
      await page.getByRole('navigation', { name: 'Seções das configurações' }).getByRole('link', { name: 'Seus dados' }).click();
      await page.waitForURL(`${suite.baseUrl}/configuracoes#privacy-data`);
    });
  });
});
