import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import type { TestApp } from '../support/app.js';
import { browserSuite, describeInBrowser, screenshotPath, waitForText } from '../support/browser.js';
import { signIn, uniqueEmail } from '../support/sign-in.js';

const ADMIN_EMAIL = 'reports.admin@poliglota.test';
const ADMIN_PASSWORD = 'reports and audit in the browser';

/** The part of the reports response this test reads. */
interface Reports {
  overview: Record<'totalUsers' | 'totalCourses' | 'totalPosts' | 'totalLessons' | 'totalEnrollments' | 'totalRatings', number>;
  userAnalytics: {
    newUsersThisWeek: number;
    newUsersThisMonth: number;
    activeUsersToday: number;
    activeUsersThisWeek: number;
    topUsersByXP: { id: string; name: string | null; level: number; xp_total: number }[];
  };
  communityAnalytics: { postsThisWeek: number; postsThisMonth: number; pendingPosts: number };
  learningAnalytics: { totalLessonsCompleted: number; totalStudyTime: number };
  systemHealth: { orphanedData: { orphanedPosts: number; orphanedEnrollments: number } };
  series: { newMembersPerDay: { day: string; count: number }[]; xpPerDay: { day: string; xp: number }[] };
  timestamp: string;
}

const whole = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** Zeros everywhere and 30 empty days: what a new installation answers. */
function emptyReports(): unknown {
  const days = Array.from({ length: 30 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10));
  return {
    overview: { totalUsers: 0, totalCourses: 0, totalPosts: 0, totalLessons: 0, totalEnrollments: 0, totalRatings: 0 },
    userAnalytics: { newUsersThisWeek: 0, newUsersThisMonth: 0, activeUsersToday: 0, activeUsersThisWeek: 0, topUsersByXP: [] },
    courseAnalytics: { popularCourses: [], recentEnrollments: [] },
    communityAnalytics: { postsThisWeek: 0, postsThisMonth: 0, pendingPosts: 0, topActiveUsers: [] },
    learningAnalytics: { totalLessonsCompleted: 0, averageLessonCompletionRate: 0, totalStudyTime: 0, recentCompletions: [] },
    systemHealth: {
      totalDbRows: 0,
      orphanedData: { orphanedPosts: 0, orphanedEnrollments: 0 },
      dataIntegrity: { usersWithProfile: 0, totalUsers: 0, integrityPercent: 0 },
    },
    correctionsAnalytics: {
      writingsInPeriod: 0,
      correctedWithin24hRate: 0,
      medianMinutesToFirstCorrection: { pt: null, en: null },
      correctionsInPeriod: 0,
      helpfulRate: 0,
      topCorrectorsThisWeek: [],
    },
    series: { newMembersPerDay: days.map((day) => ({ day, count: 0 })), xpPerDay: days.map((day) => ({ day, xp: 0 })) },
    timestamp: new Date().toISOString(),
  };
}

describeInBrowser('admin: the reports screen and the audit log in the browser', () => {
  const suite = browserSuite({ env: { ADMIN_EMAIL, ADMIN_PASSWORD } });
  let t: TestApp;
  let baseUrl: string;
  const tag = `r${Date.now().toString(36)}`;
  const memberName = `Relatório Membro ${tag}`;
  let memberId: string;

  beforeAll(async () => {
    t = suite.t;
    baseUrl = suite.baseUrl;
    // A member who joins today; the administrator grants them XP and bans them (audit entries).
    ({ memberId } = await signIn(baseUrl, { email: uniqueEmail('relatorio'), name: memberName }));
  });

  const openPage = async (viewport = { width: 1280, height: 800 }): Promise<Page> => {
    return suite.newPage({ viewport });
  };

  const openAdminPage = async (viewport?: { width: number; height: number }): Promise<Page> => {
    const page = await openPage(viewport);
    const login = await page.request.post(`${baseUrl}/api/admin/login`, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(login.status()).toBe(200);
    return page;
  };

  /** Opens /admin/reports and returns the response the screen itself received. */
  const openReports = async (page: Page): Promise<Reports> => {
    const response = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/reports' && r.request().method() === 'GET');
    await page.goto(`${baseUrl}/admin/reports`);
    const answer = await response;
    expect(answer.status()).toBe(200);
    await page.getByTestId('reports').waitFor();
    return (await answer.json()) as Reports;
  };

  const chartCanvasWidth = (page: Page, testId: string) =>
    page.getByTestId(testId).locator('canvas').first().evaluate((canvas) => canvas.getBoundingClientRect().width);

  it('shows Acesso Negado on the reports and audit pages to guests', async () => {
    const guest = await openPage({ width: 390, height: 844 });
    for (const path of ['/admin/reports', '/admin/audit']) {
      await guest.goto(`${baseUrl}${path}`);
      await guest.getByRole('heading', { name: 'Acesso Negado' }).waitFor();
      await guest.getByText('Você não tem permissão para acessar esta área.').waitFor();
    }
    await guest.getByRole('link', { name: 'Voltar ao Início' }).click();
    await guest.waitForURL(`${baseUrl}/`);
  }, 30_000);

  it('shows the figures the server reports, with both charts and their text alternatives', async () => {
    const admin = await openAdminPage();
    const given = await admin.request.post(`${baseUrl}/api/admin/users/${memberId}/give-xp`, {
      data: { amount: 321, reason: `Bônus de relatório ${tag}` },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(given.status()).toBe(200);

    await admin.goto(`${baseUrl}/admin`);
    await admin.getByRole('heading', { level: 1, name: 'Painel administrativo' }).waitFor();
    const responsePromise = admin.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/reports');
    await admin.getByRole('navigation', { name: 'Navegação administrativa' }).getByRole('link', { name: 'Relatórios' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Relatórios' }).waitFor();
    const reports = (await (await responsePromise).json()) as Reports;
    await admin.getByTestId('reports').waitFor();

    // The member who joined today and the XP granted today are in the figures.
    expect(reports.overview.totalUsers).toBeGreaterThanOrEqual(1);
    expect(reports.userAnalytics.newUsersThisWeek).toBeGreaterThanOrEqual(1);
    expect(reports.series.newMembersPerDay).toHaveLength(30);
    expect(reports.series.newMembersPerDay.at(-1)!.count).toBeGreaterThanOrEqual(1);
    expect(reports.series.xpPerDay.at(-1)!.xp).toBeGreaterThanOrEqual(321);

    // Every tile and figure shows what the server answered.
    for (const [key, value] of Object.entries(reports.overview)) {
      await waitForText(admin.getByTestId(`overview-${key}`), whole.format(value));
    }
    for (const key of ['newUsersThisWeek', 'newUsersThisMonth', 'activeUsersToday', 'activeUsersThisWeek'] as const) {
      await expect(admin.getByTestId(`figure-${key}`).locator('dd').innerText()).resolves.toContain(whole.format(reports.userAnalytics[key]));
    }
    for (const key of ['postsThisWeek', 'postsThisMonth', 'pendingPosts'] as const) {
      await expect(admin.getByTestId(`figure-${key}`).locator('dd').innerText()).resolves.toContain(whole.format(reports.communityAnalytics[key]));
    }
    await expect(admin.getByTestId('figure-totalLessonsCompleted').locator('dd').innerText()).resolves.toContain(
      whole.format(reports.learningAnalytics.totalLessonsCompleted),
    );
    const minutes = Math.floor(reports.learningAnalytics.totalStudyTime / 60);
    await expect(admin.getByTestId('figure-totalStudyTime').locator('dd').innerText()).resolves.toContain(
      `${whole.format(Math.floor(minutes / 60))}h ${minutes % 60}min`,
    );
    await expect(admin.getByTestId('figure-orphanedPosts').locator('dd').innerText()).resolves.toContain(
      whole.format(reports.systemHealth.orphanedData.orphanedPosts),
    );
    await expect(admin.getByTestId('figure-orphanedPosts').locator('[data-level]').getAttribute('data-level')).resolves.toMatch(/^(ok|warning|danger)$/);
    await admin.getByRole('link', { name: 'Moderar posts pendentes' }).waitFor();
    await waitForText(admin.getByTestId('reports-timestamp'), /horário de Brasília/);

    // Top users by XP, in the server's order, with their level.
    const topRows = admin.getByTestId('top-users').locator('tbody tr');
    await expect(topRows.count()).resolves.toBe(reports.userAnalytics.topUsersByXP.length);
    const first = reports.userAnalytics.topUsersByXP[0]!;
    await expect(topRows.first().innerText()).resolves.toContain(`Nv.${first.level}`);
    await expect(topRows.first().innerText()).resolves.toContain(whole.format(first.xp_total));

    // Both charts are drawn on a canvas, with a summary and a table of the 30 days.
    for (const [id, title, last] of [
      ['chart-new-members', 'Novos membros por dia', reports.series.newMembersPerDay.at(-1)!.count],
      ['chart-xp', 'XP ganho por dia', reports.series.xpPerDay.at(-1)!.xp],
    ] as const) {
      const chart = admin.getByTestId(id);
      await chart.locator('canvas').first().waitFor();
      await expect(chart.getByRole('img').getAttribute('aria-label')).resolves.toMatch(new RegExp(`^${title}, últimos 30 dias: .+ no total`));
      const rows = admin.getByTestId(`${id}-table`).locator('tbody tr');
      await expect(rows.count()).resolves.toBe(30);
      await expect(rows.last().locator('td').innerText()).resolves.toBe(whole.format(last));
    }
    await admin.screenshot({ path: screenshotPath('admin-reports'), fullPage: true });

    // The charts follow the page's width.
    const wide = await chartCanvasWidth(admin, 'chart-xp');
    await admin.setViewportSize({ width: 400, height: 800 });
    await admin.waitForFunction(
      (before) => {
        const canvas = document.querySelector('[data-testid="chart-xp"] canvas');
        return canvas !== null && canvas.getBoundingClientRect().width < before && canvas.getBoundingClientRect().width <= 400;
      },
      wide,
      { timeout: 10_000 },
    );

    // Refresh asks the server again.
    const again = admin.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/reports');
    await admin.getByRole('button', { name: /^(Atualizar|Atualizando\.\.\.)$/ }).click();
    expect((await again).status()).toBe(200);
  }, 120_000);

  it('fits a phone, and has empty and error states', async () => {
    const phone = await openAdminPage({ width: 390, height: 844 });
    await openReports(phone);
    await phone.getByTestId('chart-new-members').locator('canvas').first().waitFor();
    const width = await chartCanvasWidth(phone, 'chart-new-members');
    expect(width).toBeGreaterThan(150);
    expect(width).toBeLessThanOrEqual(390);
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.screenshot({ path: screenshotPath('admin-reports-phone'), fullPage: true });

    // A new installation: everything zero.
    await phone.route('**/api/admin/reports', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(emptyReports()) }));
    await phone.reload();
    await phone.getByText('Ainda não há dados').waitFor();
    await expect(phone.getByTestId('chart-xp').getByRole('img').getAttribute('aria-label')).resolves.toBe('XP ganho por dia, últimos 30 dias: nenhum ainda.');
    await expect(phone.getByTestId('top-users').count()).resolves.toBe(0);

    // The server cannot be reached.
    await phone.unroute('**/api/admin/reports');
    await phone.route('**/api/admin/reports', (route) => route.abort('connectionrefused'));
    await phone.reload();
    await phone.getByText('Erro de conexão ao carregar os relatórios.').waitFor({ timeout: 20_000 });
  }, 90_000);

  it('lists the audit log, filters by action, and opens a member’s entries from the users screen', async () => {
    const admin = await openAdminPage();
    const reason = `Spam no relatório ${tag}`;
    const ban = await admin.request.post(`${baseUrl}/api/admin/users/${memberId}/ban`, { data: { reason, days: 7, permanent: false } });
    expect(ban.status()).toBe(200);

    await admin.goto(`${baseUrl}/admin/reports`);
    await admin.getByRole('navigation', { name: 'Navegação administrativa' }).getByRole('link', { name: 'Auditoria' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Registro de auditoria' }).waitFor();
    // Other test files write to the same log meanwhile, with clocks of their own, so the newest
    // fifty may not include this ban: this member's entries, by address.
    await admin.goto(`${baseUrl}/admin/audit?member=${memberId}`);
    const banRow = admin.getByTestId('audit-entries').locator('tbody tr').filter({ hasText: reason });
    await banRow.waitFor();
    await expect(banRow.getByTestId('audit-action').innerText()).resolves.toBe('Membro banido');
    await expect(banRow.innerText()).resolves.toContain(ADMIN_EMAIL);
    await expect(banRow.getByTestId('audit-member').getAttribute('href')).resolves.toBe(`/admin/audit?member=${memberId}`);
    // The member by name, not by id.
    await expect(banRow.getByTestId('audit-member').innerText()).resolves.toBe(memberName);

    // Filter by action as well: only bans remain, ours among them.
    await admin.getByLabel('Ação', { exact: true }).selectOption({ label: 'Membro banido' });
    await admin.waitForURL((url) => url.searchParams.get('action') === 'member_banned' && url.searchParams.get('member') === memberId);
    await banRow.waitFor();
    await admin.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="audit-entries"] tbody tr')].every((row) => row.getAttribute('data-action') === 'member_banned'),
    );
    await admin.getByLabel('Ação', { exact: true }).selectOption({ label: 'XP concedido' });
    await admin.waitForURL((url) => url.searchParams.get('action') === 'xp_granted');
    await admin.getByTestId('audit-entries').locator('tbody tr').filter({ hasText: `Bônus de relatório ${tag}` }).waitFor();
    await expect(admin.getByTestId('audit-entries').locator('tbody tr').filter({ hasText: reason }).count()).resolves.toBe(0);

    // From the member's details in the users screen to their entries only.
    // The screen says "Hoje" when the member's last active day is the browser's today. The test
    // app's clock stands still at the suite's start, so the browser reads that same clock: a run
    // across midnight in São Paulo would otherwise compare yesterday's day with today's.
    await admin.clock.setFixedTime(t.clock.now());
    await admin.goto(`${baseUrl}/admin/users?q=${encodeURIComponent(tag)}`);
    const row = admin.locator('tr').filter({ hasText: memberName });
    // The member signed in today: active "Hoje", not "Sem atividade" (issue 23, item 10).
    await waitForText(row, 'Última atividade: Hoje');
    await expect(row.innerText()).resolves.not.toContain('Sem atividade');
    await row.getByRole('button', { name: `Ver o perfil de ${memberName}` }).click();
    await admin.getByTestId('user-details').getByText('Membro banido').first().waitFor();
    await admin.getByRole('link', { name: 'Ver no registro de auditoria' }).click();
    await admin.waitForURL((url) => url.pathname === '/admin/audit' && url.searchParams.get('member') === memberId);
    await admin.getByTestId('audit-member-filter').getByText(memberName).waitFor();
    const entries = admin.getByTestId('audit-entries').locator('tbody tr');
    await waitForText(entries, reason);
    await expect(entries.count()).resolves.toBe(2);
    // The test app's clock stands still, so both entries share a time: compare without order.
    await expect(admin.getByTestId('audit-action').allInnerTexts().then((texts) => texts.sort())).resolves.toEqual(['Membro banido', 'XP concedido']);
    await admin.screenshot({ path: screenshotPath('admin-audit-member') });

    // At a phone's width the rows stack and nothing scrolls sideways.
    await admin.setViewportSize({ width: 390, height: 844 });
    await expect(admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).resolves.toBeLessThanOrEqual(0);
    await admin.screenshot({ path: screenshotPath('admin-audit-phone'), fullPage: true });
    await admin.setViewportSize({ width: 1280, height: 800 });

    await admin.getByRole('button', { name: 'Mostrar todos os membros' }).click();
    await admin.waitForURL((url) => url.pathname === '/admin/audit' && !url.searchParams.has('member'));

    // A course's entry names the course, with its id second (issue 23, item 10).
    const courseTitle = `Curso auditado ${tag}`;
    const created = await admin.request.post(`${baseUrl}/api/admin/courses`, {
      headers: { origin: baseUrl },
      data: { title: courseTitle, description: 'Aulas curtas.', language: 'en', level: 'Iniciante', instructor_name: 'Ana Lima' },
    });
    expect(created.status()).toBe(201);
    const courseId = (await created.json()).course.id as string;
    await admin.getByLabel('Ação', { exact: true }).selectOption({ label: 'Curso criado' });
    await admin.waitForURL((url) => url.searchParams.get('action') === 'course_created');
    const courseRow = admin.getByTestId('audit-entries').locator('tbody tr').filter({ hasText: courseTitle });
    await courseRow.waitFor();
    const target = courseRow.getByTestId('audit-target');
    await waitForText(target, `Curso ${courseTitle}`);
    await expect(target.locator('code').getAttribute('title')).resolves.toBe(courseId);
    await admin.screenshot({ path: screenshotPath('admin-audit-course') });
  }, 120_000);
});
