import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { browserSuite, describeInBrowser, screenshotPath, signInFromLanding, waitForText } from '../support/browser.js';
import { uniqueEmail } from '../support/sign-in.js';

describeInBrowser('settings and profiles in the browser', () => {
  let uploadsDir: string;
  const suite = browserSuite(
    () => {
      uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poliglota-uploads-'));
      return { env: { UPLOADS_DIR: uploadsDir } };
    },
    { afterClose: async () => fs.rmSync(uploadsDir, { recursive: true, force: true }) },
  );
  let baseUrl: string;

  beforeAll(() => {
    baseUrl = suite.baseUrl;
  });

  const signInMember = async (name: string, viewport = { width: 1280, height: 800 }): Promise<Page> => {
    const context = await suite.newContext({ viewport, locale: 'pt-BR' });
    const page = await context.newPage();
    await signInFromLanding(page, baseUrl, { email: uniqueEmail('profile'), name });
    await page.waitForURL(`${baseUrl}/profile/setup`);
    return page;
  };

  it('uploads a picture, switches the whole app to English for good, goes private; another member sees the private page', async () => {
    const owner = await signInMember('Helena Prado');
    try {
      const ownerId = await owner.evaluate(async () => ((await (await fetch('/api/users/me')).json()) as { id: string }).id);
      await owner.goto(`${baseUrl}/configuracoes`);
      await owner.getByRole('heading', { level: 1, name: 'Configurações' }).waitFor();
      for (const section of ['Perfil', 'Idioma', 'Notificações', 'Privacidade', 'Preferências']) {
        await owner.getByRole('navigation', { name: 'Seções das configurações' }).getByRole('link', { name: section }).waitFor();
      }

      // The picture: uploaded, re-encoded, and shown in the navbar.
      const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#13795b' } }).png().toBuffer();
      await owner.locator('input[type="file"][name="image"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
      await waitForText(owner.getByRole('status'), 'Foto de perfil atualizada!');
      await owner.locator('header img[src^="/uploads/profile-pictures/"]').first().waitFor();

      // English, saved in the settings: the whole app follows, also after a reload with no local choice.
      await owner.getByRole('combobox', { name: 'Idioma da interface' }).selectOption('en');
      await owner.getByRole('button', { name: 'Salvar', exact: true }).click();
      await waitForText(owner.getByRole('alert'), 'Settings saved successfully!');
      await owner.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      await owner.evaluate(() => localStorage.clear());
      await owner.reload();
      await owner.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      await owner.goto(`${baseUrl}/dashboard`);
      await owner.getByRole('link', { name: 'Community' }).first().waitFor();
      expect(await owner.evaluate(() => document.documentElement.lang)).toBe('en');

      // Private profile.
      await owner.goto(`${baseUrl}/configuracoes#privacy`);
      const toggle = owner.getByRole('switch', { name: /Public profile/ });
      await toggle.waitFor();
      expect(await toggle.isChecked()).toBe(true);
      await toggle.uncheck();
      await owner.getByRole('button', { name: 'Save', exact: true }).click();
      await waitForText(owner.getByRole('alert'), 'Settings saved successfully!');

      // The owner still sees their profile.
      await owner.goto(`${baseUrl}/perfil`);
      await owner.getByRole('heading', { level: 1, name: 'Helena Prado' }).waitFor();
      await owner.getByText('My Profile').waitFor();

      // Another member, on a phone, gets the private-profile page.
      const other = await signInMember('Visitante', { width: 390, height: 844 });
      try {
        await other.goto(`${baseUrl}/perfil-publico/${ownerId}`);
        await other.getByRole('heading', { level: 1, name: 'Perfil privado' }).waitFor();
        await other.goto(`${baseUrl}/perfil-publico/00000000-0000-4000-8000-000000000000`);
        await other.getByRole('heading', { level: 1, name: 'Usuário não encontrado' }).waitFor();
      } catch (error) {
        await other.screenshot({ path: screenshotPath('profile-other'), fullPage: true });
        throw error;
      }
    } catch (error) {
      await owner.screenshot({ path: screenshotPath('profile-owner'), fullPage: true });
      throw error;
    }
  }, 90_000);
});
