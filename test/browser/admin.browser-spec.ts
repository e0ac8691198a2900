import { beforeAll, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { browserSuite, describeInBrowser, screenshotPath, signInFromLanding, waitForText } from '../support/browser.js';
import { uniqueEmail } from '../support/sign-in.js';

const ADMIN_EMAIL = 'users.admin@poliglota.test';

/** The day of an instant as the SPA writes it in a long date, in Brasília time ("4 de dezembro de 2026"). */
function longDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/Sao_Paulo' }).format(new Date(iso));
}
const ADMIN_PASSWORD = 'member management in the browser';

describeInBrowser('admin: finding a member, granting XP, banning and unbanning in the browser', () => {
  const suite = browserSuite({ env: { ADMIN_EMAIL, ADMIN_PASSWORD } });
  let baseUrl: string;

  beforeAll(() => {
    baseUrl = suite.baseUrl;
  });

  const openPage = async (viewport = { width: 1280, height: 800 }): Promise<Page> => {
    return suite.newPage({ viewport });
  };

  /** What a tab does when the member comes back to it: TanStack Query refetches on visibility. */
  const comeBackTo = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));

  it('shows Acesso Negado with a way back to members and guests', async () => {
    const guest = await openPage({ width: 390, height: 844 });
    await guest.goto(`${baseUrl}/admin/users`);
    await guest.getByRole('heading', { name: 'Acesso Negado' }).waitFor();
    await guest.getByText('Você não tem permissão para acessar esta área.').waitFor();
    await guest.getByRole('link', { name: 'Voltar ao Início' }).click();
    await guest.waitForURL(`${baseUrl}/`);
  }, 30_000);

  it('finds a member without accents, grants XP, bans (their tab is signed out) and unbans', async () => {
    const tag = `k${Date.now().toString(36)}`;
    const name = `Conceição Araújo ${tag}`;
    const email = uniqueEmail('conceicao');

    // The member, signed in, on their ranks page.
    const member = await openPage();
    await signInFromLanding(member, baseUrl, { email, name });
    await member.waitForURL(`${baseUrl}/profile/setup`);
    await member.goto(`${baseUrl}/patentes`);
    await member.getByRole('heading', { level: 1 }).waitFor();

    // The administrator finds them by part of the name, typed without accents.
    const admin = await openPage();
    const login = await admin.request.post(`${baseUrl}/api/admin/login`, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(login.status()).toBe(200);
    await admin.goto(`${baseUrl}/admin`);
    await admin.getByRole('heading', { level: 1, name: 'Painel administrativo' }).waitFor();
    await admin.getByText('Usuários ativos hoje').waitFor();
    await admin.getByRole('navigation', { name: 'Navegação administrativa' }).getByRole('link', { name: 'Usuários' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Gerenciar usuários' }).waitFor();
    await admin.getByLabel('Buscar usuários').fill(`conceicao araujo ${tag}`);
    const row = admin.locator('tr').filter({ hasText: name });
    await row.waitFor();
    // The newest member is also on the unfiltered first page: wait for the search's answer, one row.
    await admin.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    await expect(admin.locator('tbody tr').count()).resolves.toBe(1);
    await admin.screenshot({ path: screenshotPath('admin-users-search') });

    // Grant XP: 50 by default, a reason required.
    await row.getByRole('button', { name: `Ações administrativas para ${name}` }).click();
    const actions = admin.getByRole('dialog');
    await expect(actions.getByLabel('Quantidade de XP').inputValue()).resolves.toBe('50');
    await actions.getByRole('button', { name: 'Conceder XP' }).click();
    await actions.getByText('Motivo da concessão de XP é obrigatório').waitFor();
    await actions.getByLabel('Motivo da concessão').fill('Ajudou no chat');
    await actions.getByRole('button', { name: 'Conceder XP' }).click();
    await admin.getByText('50 XP concedidos! O usuário foi notificado.').waitFor();
    await waitForText(row.getByTestId('user-xp'), /XP/);

    // The member sees the notification and the XP.
    await comeBackTo(member);
    const bell = member.getByRole('button', { name: /^Notificações/ });
    await waitForText(bell, /\d/);
    await bell.click();
    await member.getByRole('dialog').getByRole('button', { name: /Você recebeu XP/ }).first().waitFor();
    await member.keyboard.press('Escape');
    await member.reload();
    await member.getByText('+50').first().waitFor();

    // Ban for 7 days, after a confirmation.
    await row.getByRole('button', { name: `Ações administrativas para ${name}` }).click();
    await actions.getByRole('button', { name: 'Banir' }).click();
    await actions.getByText('Motivo do banimento é obrigatório').waitFor();
    await actions.getByLabel('Motivo do banimento').fill('Spam repetido');
    await actions.getByLabel('Duração').selectOption('7');
    await actions.getByRole('button', { name: 'Banir' }).click();
    const confirm = admin.getByRole('alertdialog');
    await confirm.getByText('Banir este usuário?').waitFor();
    await confirm.getByRole('button', { name: 'Banir' }).click();
    await admin.getByText('Usuário banido. Todas as sessões dele foram encerradas.').waitFor();
    await waitForText(row.getByTestId('user-status'), /Banido até/);

    // The member's next action in their open tab says why and until when, in Portuguese, and
    // offers to sign out (issue 23, item 7).
    const until = (await (await admin.request.get(`${baseUrl}/api/admin/users?search=${encodeURIComponent(email)}`)).json()).users[0]
      .ban_expires_at as string;
    await comeBackTo(member);
    const notice = member.getByTestId('suspension-notice');
    await notice.getByRole('heading', { name: 'Conta suspensa' }).waitFor({ timeout: 15_000 });
    await waitForText(notice, `Um administrador suspendeu sua conta até ${longDate(until, 'pt-BR')}`);
    await waitForText(notice, 'Motivo: Spam repetido');
    await member.screenshot({ path: screenshotPath('admin-member-banned-notice') });
    await notice.getByRole('button', { name: 'Sair' }).click();
    await member.waitForURL(`${baseUrl}/`, { timeout: 15_000 });
    await member.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
    // Refused at the callback: nothing to accept, and the page says why.
    await signInFromLanding(member, baseUrl, { email, name }, '/', { consent: false });
    await member.getByText(/Sua conta está suspensa até .+\. Motivo: Spam repetido/).waitFor();
    await member.screenshot({ path: screenshotPath('admin-member-suspended') });

    // Unban, after a confirmation; the member signs in again.
    await row.getByRole('button', { name: `Ações administrativas para ${name}` }).click();
    await actions.getByRole('button', { name: 'Desbanir' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Desbanir' }).click();
    await admin.getByText('Usuário desbanido.').waitFor();
    await waitForText(row.getByTestId('user-status'), 'Ativo');

    // The history is in the profile dialog.
    await row.getByRole('button', { name: `Ver o perfil de ${name}` }).click();
    const details = admin.getByTestId('user-details');
    await waitForText(details.getByTestId('ban-history'), 'Spam repetido');
    await waitForText(details.getByTestId('grant-history'), 'Ajudou no chat');

    await signInFromLanding(member, baseUrl, { email, name });
    await member.waitForURL((url) => url.pathname === '/dashboard' || url.pathname === '/profile/setup');
  }, 120_000);
  it('tells a member banned while signed in why and until when, in English when that is their language', async () => {
    const email = uniqueEmail('banned-en');
    const name = 'Gwen Banned';
    const member = await openPage();
    await signInFromLanding(member, baseUrl, { email, name });
    await member.waitForURL(`${baseUrl}/profile/setup`);
    const memberId = (await (await member.request.get(`${baseUrl}/api/session`)).json()).member.id as string;
    expect((await member.request.put(`${baseUrl}/api/settings/language`, { headers: { origin: baseUrl }, data: { preferredLanguage: 'en' } })).status()).toBe(200);
    await member.goto(`${baseUrl}/ranking`);
    await member.getByRole('heading', { level: 1 }).waitFor();

    const admin = await openPage();
    expect((await admin.request.post(`${baseUrl}/api/admin/login`, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).status()).toBe(200);
    const ban = await admin.request.post(`${baseUrl}/api/admin/users/${memberId}/ban`, {
      headers: { origin: baseUrl },
      data: { reason: 'Repeated spam', days: 3 },
    });
    expect(ban.status()).toBe(200);
    const until = (await ban.json()).bannedUntil as string;

    // The next action: a click on the navigation.
    await member.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
    const notice = member.getByTestId('suspension-notice');
    await notice.getByRole('heading', { name: 'Account suspended' }).waitFor({ timeout: 15_000 });
    await waitForText(notice, `An administrator suspended your account until ${longDate(until, 'en-US')}`);
    await waitForText(notice, 'Reason: Repeated spam');
    expect(await member.evaluate(() => document.documentElement.lang)).toBe('en');
    // It stays after a reload, and signing out leaves a guest's landing page.
    await member.reload();
    await notice.getByRole('heading', { name: 'Account suspended' }).waitFor();
    await notice.getByRole('button', { name: 'Sign out' }).click();
    await member.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect((await (await member.request.get(`${baseUrl}/api/session`)).json()).suspension).toBeNull();
  }, 90_000);

  it('lets a member a ban signed out take a copy of their data and schedule their deletion from the notice, on a phone', async () => {
    const email = uniqueEmail('banned-rights');
    const name = 'Lia Banida';
    const member = await openPage({ width: 390, height: 844 });
    await signInFromLanding(member, baseUrl, { email, name });
    await member.waitForURL((url) => url.pathname === '/dashboard' || url.pathname === '/profile/setup');
    const memberId = (await (await member.request.get(`${baseUrl}/api/session`)).json()).member.id as string;
    const admin = await openPage();
    expect((await admin.request.post(`${baseUrl}/api/admin/login`, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).status()).toBe(200);
    const ban = await admin.request.post(`${baseUrl}/api/admin/users/${memberId}/ban`, {
      headers: { origin: baseUrl },
      data: { reason: 'Spam repetido', permanent: true },
    });
    expect(ban.status()).toBe(200);

    // LGPD's rights do not end with a ban (ADR 0123): the notice offers the data copy and the deletion.
    await member.reload();
    const notice = member.getByTestId('suspension-notice');
    await notice.getByRole('heading', { name: 'Conta suspensa' }).waitFor({ timeout: 15_000 });
    await notice.getByRole('button', { name: 'Baixar meus dados' }).click();
    const file = notice.getByRole('link', { name: 'Baixar arquivo' });
    await file.waitFor({ timeout: 30_000 });
    const copy = await member.request.get(new URL((await file.getAttribute('href'))!, baseUrl).toString());
    expect(copy.status()).toBe(200);

    await notice.getByRole('button', { name: 'Excluir minha conta' }).click();
    await notice.getByLabel(`Para confirmar, digite o seu nome: ${name}`).fill(name);
    await member.screenshot({ path: screenshotPath('banned-member-rights') });
    await notice.getByRole('button', { name: 'Excluir minha conta' }).click();
    await notice.getByRole('status').filter({ hasText: /^Exclusão agendada para .+\./ }).waitFor();
    const [row] = (await (await admin.request.get(`${baseUrl}/api/admin/users?search=${encodeURIComponent(email)}`)).json()).users as { id: string }[];
    expect(row.id).toBe(memberId);
    // The notice still offers to sign out, and signing out leaves a guest's landing page.
    await notice.getByRole('button', { name: 'Sair' }).click();
    await member.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
  }, 120_000);
});
