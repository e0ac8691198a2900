import { beforeAll, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import type { TestApp } from '../support/app.js';
import {
  browserSuite,
  describeInBrowser,
  findPost,
  screenshotPath,
  signInFromLanding,
  waitForAttribute,
  waitForText,
} from '../support/browser.js';
import { signIn, uniqueEmail } from '../support/sign-in.js';
import { postBody, submitPost } from '../support/community.js';

const ADMIN_EMAIL = 'community.admin@poliglota.test';
const ADMIN_PASSWORD = 'moderation in the browser';

/** Markup a member might type; it must show as typed and never run. */
const ALERT_PAYLOAD = '<img src=x onerror=alert(1)>';
const FLAG_PAYLOAD = '<img src=x onerror="window.__xss=1">';

describeInBrowser('community: posting, moderation, likes and comments in the browser', () => {
  // Other test files publish into the same database; from this clock's future, this test's
  // post is the newest, so it leads the administrator's newest-first approved list.
  const suite = browserSuite({ now: '2099-06-01T15:00:00Z', env: { ADMIN_EMAIL, ADMIN_PASSWORD } });
  let t: TestApp;
  let baseUrl: string;
  /** Dialogs (alert, confirm, prompt) opened by any page: a script from member text ran. */
  const dialogs: string[] = [];

  beforeAll(() => {
    t = suite.t;
    baseUrl = suite.baseUrl;
  });

  const openPage = async (viewport = { width: 1280, height: 800 }) => {
    const context = await suite.newContext({ viewport, locale: 'pt-BR' });
    const page = await context.newPage();
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    return page;
  };

  /** A new member through the landing page and the development provider; ends on /comunidade. */
  const signInMember = async (name: string) => {
    const page = await openPage();
    await signInFromLanding(page, baseUrl, { email: uniqueEmail('community'), name });
    // A first sign-in lands on the profile setup; the community is one click away from there.
    await page.waitForURL(`${baseUrl}/profile/setup`);
    await page.goto(`${baseUrl}/comunidade`);
    await page.getByRole('heading', { level: 1, name: 'Comunidade' }).waitFor();
    return page;
  };

  /** No script from member text ran on this page. */
  const expectNoScriptRan = async (page: Page) => {
    await expect(page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).resolves.toBeUndefined();
    await expect(page.locator('img[src="x"]').count()).resolves.toBe(0);
    expect(dialogs).toEqual([]);
  };

  it('shows visitors a prompt to sign in', async () => {
    const page = await openPage({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/comunidade`);
    await page.getByRole('heading', { level: 1, name: 'Comunidade' }).waitFor();
    await page.getByRole('heading', { name: 'Entre para participar da comunidade' }).waitFor();
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL(/\/dev-auth\/authorize/);
  }, 30_000);

  it('a member posts, an administrator approves it, another member likes and comments; markup stays text', async () => {
    const stamp = Date.now().toString(36);
    const title = `Dica ${stamp} ${ALERT_PAYLOAD} ${FLAG_PAYLOAD}`;
    const content = `Primeira linha ${ALERT_PAYLOAD}\nSegunda linha ${FLAG_PAYLOAD} <script>window.__xss=2</script>`;
    const comment = `Ótima dica! ${FLAG_PAYLOAD} ${ALERT_PAYLOAD}`;

    // 1. The author writes the post.
    const author = await signInMember('Autora Teste');
    try {
      await author.getByRole('button', { name: 'No que você está pensando?' }).click();
      const titleField = author.getByLabel('Título');
      await titleField.fill(title);
      await author.getByLabel('Conteúdo').fill(content);
      const send = author.getByRole('button', { name: 'Enviar post' });
      // No language yet: the button stays disabled and says why.
      await expect(send.isDisabled()).resolves.toBe(true);
      await author.getByText('Por favor, preencha todos os campos obrigatórios e selecione pelo menos um idioma.').waitFor();
      await author.getByText('Os posts são analisados pela moderação antes de serem publicados.').waitFor();
      await author.getByRole('checkbox', { name: 'Inglês' }).check();
      await author.getByRole('checkbox', { name: 'Japonês' }).check();
      await expect(send.isDisabled()).resolves.toBe(false);
      // The composer names the languages and sends their codes (ADR 0020).
      const [sent] = await Promise.all([
        author.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/community/posts')),
        send.click(),
      ]);
      expect(sent.postDataJSON()).toMatchObject({ languages: ['en', 'ja'] });
      await author.getByText('Post enviado para análise! Será publicado após aprovação da administração.').waitFor();

      // Only the author sees it, marked as waiting; the markup shows as typed.
      const waiting = await findPost(author, title);
      await waitForText(waiting, 'Aguardando aprovação');
      // The author's name renders isolated, so direction controls in it stay inside.
      await expect(waiting.locator('bdi', { hasText: 'Autora Teste' }).count()).resolves.toBe(1);
      await waitForText(waiting, 'Inglês');
      await expect(waiting.locator('p').filter({ hasText: 'Primeira linha' }).innerText()).resolves.toBe(content);
      await expect(waiting.getByRole('button', { name: /^Curtir \(/ }).count()).resolves.toBe(0);
      await expectNoScriptRan(author);
      await author.screenshot({ path: screenshotPath('community-awaiting-approval'), fullPage: true });

      // 2. An administrator approves it in /admin/posts.
      const admin = await openPage();
      const login = await admin.request.post(`${baseUrl}/api/admin/login`, {
        data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      });
      expect(login.status()).toBe(200);
      await admin.goto(`${baseUrl}/admin/posts`);
      await admin.getByRole('heading', { level: 1, name: 'Moderação de posts' }).waitFor();
      await admin.getByRole('tab', { name: /Pendentes/ }).waitFor();
      const pending = admin.locator('article').filter({ has: admin.getByRole('heading', { name: title, exact: true }) });
      await pending.waitFor();
      await expect(pending.locator('p').filter({ hasText: 'Primeira linha' }).innerText()).resolves.toBe(content);
      await expectNoScriptRan(admin);
      await admin.screenshot({ path: screenshotPath('community-admin-pending') });
      await pending.getByRole('button', { name: 'Aprovar' }).click();
      await admin.getByText('Post aprovado! O autor foi notificado.').waitFor();
      await pending.waitFor({ state: 'detached' });

      // The approved tab lists it; its comments dialog is still empty.
      await admin.getByRole('tab', { name: /Aprovados/ }).click();
      const approved = admin.locator('article').filter({ has: admin.getByRole('heading', { name: title, exact: true }) });
      await approved.waitFor();
      await expect(approved.getByRole('button', { name: 'Badge de Qualidade' }).count()).resolves.toBe(1);

      // 3. The author sees it published.
      await author.reload();
      const published = await findPost(author, title);
      await published.getByRole('button', { name: /^Curtir \(/ }).waitFor();
      await expect(published.getByText('Aguardando aprovação').count()).resolves.toBe(0);
      await expectNoScriptRan(author);

      // ... with the approval's XP and a notification: the bell counts it and its menu names it.
      const bell = author.getByRole('button', { name: /^Notificações/ });
      await waitForText(bell, /\d/);
      await bell.click();
      await author.getByRole('dialog').getByRole('link', { name: /Post aprovado/ }).first().waitFor();
      await author.keyboard.press('Escape');
      await expectNoScriptRan(author);
      await author.goto(`${baseUrl}/patentes`);
      await author.getByText('+20').first().waitFor();

      // 4. Another member likes it and comments.
      const reader = await signInMember('Leitor Teste');
      const post = await findPost(reader, title);
      await expect(post.getByRole('heading', { name: title, exact: true }).innerText()).resolves.toBe(title);
      const like = post.getByRole('button', { name: /^Curtir \(/ });
      await waitForAttribute(like, 'aria-pressed', 'false');
      await like.click();
      await waitForAttribute(like, 'aria-pressed', 'true');
      await waitForText(like, '1');

      const toggle = post.getByRole('button', { name: '0 comentários' });
      await toggle.click();
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
      const comments = post.getByRole('region', { name: 'Comentários' });
      await comments.getByText('Nenhum comentário ainda. Seja o primeiro a comentar!').waitFor();
      const send2 = comments.getByRole('button', { name: 'Comentar' });
      await expect(send2.isDisabled()).resolves.toBe(true);
      await comments.getByLabel('Escreva um comentário').fill('   ');
      await expect(send2.isDisabled()).resolves.toBe(true);
      await comments.getByLabel('Escreva um comentário').fill(comment);
      await send2.click();
      const added = comments.locator('li').filter({ hasText: 'Ótima dica!' });
      await added.waitFor();
      await expect(added.locator('p').innerText()).resolves.toBe(comment);
      await post.getByRole('button', { name: '1 comentário' }).waitFor();
      await expectNoScriptRan(reader);
      await reader.screenshot({ path: screenshotPath('community-comments'), fullPage: true });

      // The like and the comment were kept by the server.
      await reader.reload();
      const again = await findPost(reader, title);
      await waitForAttribute(again.getByRole('button', { name: /^Curtir \(/ }), 'aria-pressed', 'true');
      await again.getByRole('button', { name: '1 comentário' }).waitFor();

      // 5. The administrator sees the comment, as text, with its author's e-mail.
      await admin.reload();
      const moderated = admin.locator('article').filter({ has: admin.getByRole('heading', { name: title, exact: true }) });
      await moderated.getByRole('button', { name: /^1 comentário do post de / }).click();
      const dialog = admin.getByRole('dialog', { name: 'Comentários do post' });
      const listed = dialog.locator('li').filter({ hasText: 'Ótima dica!' });
      await listed.waitFor();
      await expect(listed.locator('p').innerText()).resolves.toBe(comment);
      await waitForText(listed, /@example\.com/);
      await expectNoScriptRan(admin);
      await admin.screenshot({ path: screenshotPath('community-admin-comments') });
      await admin.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      await expectNoScriptRan(author);
      await expectNoScriptRan(reader);
    } catch (error) {
      await author.screenshot({ path: screenshotPath('community-failure') });
      throw error;
    }
  }, 120_000);
  // Issue 23, item 12: on a phone the XP toasts sat at the bottom, over the comment form's button.
  it('on a 390 px phone, an XP toast never covers Comentar', async () => {
    const title = `No celular ${Date.now().toString(36)}`;
    const author = await signIn(baseUrl, { name: 'Autora Celular' });
    const post = await submitPost(t, author.agent, postBody({ title }));
    const admin = await suite.newContext();
    expect((await admin.request.post(`${baseUrl}/api/admin/login`, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).status()).toBe(200);
    expect((await admin.request.post(`${baseUrl}/api/admin/posts/${post.id}/approve`, { headers: { origin: baseUrl }, data: {} })).status()).toBe(200);

    const phone = await openPage({ width: 390, height: 844 });
    await signInFromLanding(phone, baseUrl, { email: uniqueEmail('phone'), name: 'Leitora Celular' });
    await phone.waitForURL(`${baseUrl}/profile/setup`);
    const memberId = (await (await phone.request.get(`${baseUrl}/api/session`)).json()).member.id as string;
    await phone.goto(`${baseUrl}/comunidade`);
    await phone.getByRole('heading', { level: 1, name: 'Comunidade' }).waitFor();
    const card = await findPost(phone, title);
    await card.getByRole('button', { name: '0 comentários' }).click();
    const comments = card.getByRole('region', { name: 'Comentários' });
    await comments.getByLabel('Escreva um comentário').fill('Escrevendo pelo celular');
    const send = comments.getByRole('button', { name: 'Comentar' });
    // The button where a thumb reaches it: at the bottom of the screen.
    await send.evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().bottom - window.innerHeight + 24));

    // XP arrives (an administrator's grant, through the live stream) and Comentar is tapped at once.
    const granted = await admin.request.post(`${baseUrl}/api/admin/users/${memberId}/give-xp`, {
      headers: { origin: baseUrl },
      data: { amount: 20, reason: 'Pelo celular' },
    });
    expect(granted.status()).toBe(200);
    const toast = phone.getByRole('status', { name: 'Avisos' }).locator('.toast').filter({ hasText: '+20 XP' });
    await toast.waitFor();
    const [toastBox, buttonBox] = await Promise.all([toast.boundingBox(), send.boundingBox()]);
    await phone.screenshot({ path: screenshotPath('community-phone-xp-toast') });
    const overlaps = (a: typeof toastBox, b: typeof buttonBox) =>
      !!a && !!b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps(toastBox, buttonBox)).toBe(false);
    await send.click({ timeout: 5_000 });
    await comments.locator('li').filter({ hasText: 'Escrevendo pelo celular' }).waitFor();
  }, 120_000);
});
