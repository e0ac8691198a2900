import { beforeAll, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import type { TestApp } from '../support/app.js';
import { browserSuite, describeInBrowser, screenshotPath, signInFromLanding, waitForText } from '../support/browser.js';
import { uniqueEmail } from '../support/sign-in.js';

const ADMIN_EMAIL = 'courses.admin@poliglota.test';
const ADMIN_PASSWORD = 'courses in the browser';

describeInBrowser('courses: upload, approval, the download allowance, likes and comments in the browser', () => {
  // From this clock's future, this test's courses are the newest in the shared database.
  const suite = browserSuite({ now: '2099-07-01T15:00:00Z', env: { ADMIN_EMAIL, ADMIN_PASSWORD } });
  let t: TestApp;
  let baseUrl: string;

  beforeAll(() => {
    t = suite.t;
    baseUrl = suite.baseUrl;
  });

  const openPage = async (viewport = { width: 1280, height: 900 }) => {
    return suite.newPage({ viewport });
  };

  const signInMember = async (name: string, viewport?: { width: number; height: number }) => {
    const page = await openPage(viewport);
    await signInFromLanding(page, baseUrl, { email: uniqueEmail('courses'), name });
    await page.waitForURL(`${baseUrl}/profile/setup`);
    return page;
  };

  const signInAdmin = async () => {
    const page = await openPage();
    const login = await page.request.post(`${baseUrl}/api/admin/login`, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(login.status()).toBe(200);
    return page;
  };

  const courseCard = (page: Page, title: string) =>
    page.getByTestId('course-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

  it('a member uploads, an administrator approves it, the member gets the XP and the notification', async () => {
    const stamp = Date.now().toString(36);
    const title = `Curso de pronúncia ${stamp}`;
    const member = await signInMember('Uploader no Navegador');
    try {
      await member.goto(`${baseUrl}/upload-curso`);
      await member.getByRole('heading', { level: 1, name: 'Enviar curso' }).waitFor();
      await member.getByRole('button', { name: 'Enviar Curso' }).click();
      await member.getByText('Por favor, preencha todos os campos obrigatórios.').waitFor();
      await member.getByLabel('Nome do curso').fill(title);
      await member.getByRole('combobox', { name: 'Idioma' }).selectOption('fr');
      await member.getByRole('combobox', { name: 'Nível' }).selectOption('Iniciante');
      await member.getByLabel('Descrição').fill('Vogais nasais e ligações, com áudios.');
      await member.getByLabel('Link externo').check();
      await member.getByLabel('URL do link externo').fill('https://example.org/curso-frances');
      await member.getByRole('button', { name: 'Enviar Curso' }).click();
      await member.getByText('Por favor, forneça uma imagem de capa.').waitFor();
      await member.getByLabel('URL da imagem de capa').fill('https://images.invalid/capa.jpg');
      await member.getByRole('button', { name: 'Enviar Curso' }).click();
      await member.waitForURL(`${baseUrl}/cursos`);
      await member.getByRole('tab', { name: 'Meus Envios' }).click();
      await courseCard(member, title).getByText('Aguardando Aprovação').waitFor();

      const admin = await signInAdmin();
      await admin.goto(`${baseUrl}/admin/courses`);
      await admin.getByRole('heading', { level: 1, name: 'Gerenciar cursos' }).waitFor();
      const row = admin.getByTestId('admin-course').filter({ has: admin.getByRole('heading', { name: title, exact: true }) });
      await row.getByText('Pendente').waitFor();
      await row.getByRole('button', { name: 'Aprovar' }).click();
      await admin.getByText('Curso aprovado com sucesso!').waitFor();
      await row.getByText('Aprovado', { exact: true }).waitFor();
      await expect(row.getByRole('button', { name: 'Aprovar' }).count()).resolves.toBe(0);

      const dashboard = await member.request.get(`${baseUrl}/api/dashboard`);
      expect((await dashboard.json()).user.xp_total).toBeGreaterThanOrEqual(80);
      await member.goto(`${baseUrl}/notificacoes`);
      await member.getByText('Curso aprovado!').first().waitFor();
      await member.goto(`${baseUrl}/cursos`);
      await member.getByRole('tab', { name: 'Meus Envios' }).click();
      await courseCard(member, title).getByRole('link', { name: 'Aprovado' }).waitFor();
    } catch (error) {
      await member.screenshot({ path: screenshotPath('courses-upload-approval'), fullPage: true });
      throw error;
    }
  }, 90_000);

  it('a visitor filters the catalogue by words, language and level, and Limpar Filtros shows every course again', async () => {
    const stamp = Date.now().toString(36);
    const title = `Pronúncia avançada ${stamp}`;
    const other = `Espanhol para começar ${stamp}`;
    const uploader = await signInMember('Uploader de Francês');
    const admin = await signInAdmin();
    for (const [name, language, level] of [[other, 'es', 'Iniciante'], [title, 'fr', 'Avançado']]) {
      t.clock.advance(61_000);
      const res = await uploader.request.post(`${baseUrl}/api/courses/upload`, {
        headers: { origin: baseUrl },
        data: {
          title: name,
          description: 'Ligações e vogais nasais.',
          language,
          level,
          cover_image: 'https://images.invalid/missing-cover.png',
          uploadType: 'external',
          external_link: 'https://cursos.invalid/pronuncia',
        },
      });
      expect(res.status()).toBe(201);
      const { course } = await res.json();
      expect((await admin.request.post(`${baseUrl}/api/admin/courses/${course.id}/approve`, { headers: { origin: baseUrl } })).status()).toBe(200);
    }

    const page = await openPage({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/cursos`);
    await page.getByRole('heading', { level: 1, name: 'Cursos' }).waitFor();
    const search = page.getByPlaceholder('Buscar por título ou descrição…');
    const language = page.getByRole('combobox', { name: 'Idioma' });
    const level = page.getByRole('combobox', { name: 'Nível' });

    await language.selectOption('fr');
    await level.selectOption('Avançado');
    // The filtered answer comes late, as on a slow network: until it arrives the last results stay
    // on screen, dimmed and marked busy, and nothing counts them as the answer.
    await page.route(
      (url) => url.pathname === '/api/courses' && url.searchParams.has('search'),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.continue();
      },
    );
    const filtered = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/courses');
    await search.fill(`  ${stamp}  `);
    await search.press('Enter');
    // The words go trimmed; each choice is one of the query's.
    expect(Object.fromEntries(new URL((await filtered).url()).searchParams)).toEqual({ search: stamp, language: 'fr', level: 'Avançado', page: '1' });
    await expect(page.getByTestId('course-grid').getAttribute('aria-busy')).resolves.toBe('true');
    await page.locator('[data-testid="course-grid"]:not([aria-busy])').waitFor();
    await courseCard(page, title).waitFor();
    await expect(page.getByTestId('course-card').count()).resolves.toBe(1);

    await page.getByRole('button', { name: 'Limpar Filtros' }).click();
    await expect(search.inputValue()).resolves.toBe('');
    await expect(language.inputValue()).resolves.toBe('');
    await expect(level.inputValue()).resolves.toBe('');
    // Every course again, the other language and level too.
    await courseCard(page, other).waitFor();
    await courseCard(page, title).waitFor();

    // The box alone filters as one types (no Enter), accents aside, and marks the words it found.
    await page.unrouteAll();
    await search.pressSequentially(`pronuncia avancada ${stamp}`);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="course-card"]').length === 1);
    await expect(courseCard(page, title).locator('mark').first().textContent()).resolves.toBe('Pronúncia');
    // A second search, then an empty box: every course again.
    await search.fill(`espanhol para comecar ${stamp}`);
    await courseCard(page, other).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="course-card"]').length === 1);
    await expect(courseCard(page, other).locator('mark').first().textContent()).resolves.toBe('Espanhol');
    await search.fill('');
    await courseCard(page, title).waitFor();
    await courseCard(page, other).waitFor();
    // One search box on the page.
    await expect(page.getByRole('searchbox').count()).resolves.toBe(1);
  });

  it('another member downloads until Limite Atingido, likes and comments, on a phone', async () => {
    const stamp = Date.now().toString(36);
    // Four approved courses with addresses on this server, so the tabs they open load quickly.
    const uploader = await signInMember('Uploader da Turma');
    const admin = await signInAdmin();
    const titles: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      t.clock.advance(61_000);
      const title = `Turma ${stamp} número ${i + 1}`;
      const res = await uploader.request.post(`${baseUrl}/api/courses/upload`, {
        headers: { origin: baseUrl },
        data: {
          title,
          description: 'Conversação guiada.',
          language: 'es',
          level: 'Intermediário',
          // Links are https to a public name (ADR 0054); `.invalid` never resolves, so the cover falls back and no network is needed.
          cover_image: 'https://images.invalid/missing-cover.png',
          uploadType: 'external',
          external_link: `https://cursos.invalid/turma-${i}`,
        },
      });
      expect(res.status()).toBe(201);
      const { course } = await res.json();
      expect((await admin.request.post(`${baseUrl}/api/admin/courses/${course.id}/approve`, { headers: { origin: baseUrl } })).status()).toBe(200);
      titles.push(title);
    }

    const page = await signInMember('Estudante Curiosa', { width: 390, height: 844 });
    try {
      await page.goto(`${baseUrl}/cursos`);
      await page.getByRole('heading', { level: 1, name: 'Cursos' }).waitFor();
      await page.getByPlaceholder('Buscar por título ou descrição…').fill(`turma ${stamp}`);
      await page.getByRole('button', { name: 'Filtrar' }).click();
      await courseCard(page, titles[0]).waitFor();
      await page.getByText('Você ainda pode fazer 3 downloads hoje.').waitFor();

      for (const title of titles.slice(0, 3)) {
        const popup = page.context().waitForEvent('page');
        await courseCard(page, title).getByRole('button', { name: 'Download' }).click();
        await (await popup).close();
      }
      await page.getByTestId('download-allowance').getByText('Limite diário atingido. Reseta à meia-noite (horário de Brasília).').waitFor();
      const last = courseCard(page, titles[3]);
      await last.getByRole('button', { name: 'Limite Atingido' }).waitFor();
      await expect(last.getByRole('button', { name: 'Limite Atingido' }).isDisabled()).resolves.toBe(true);

      const like = courseCard(page, titles[0]).getByRole('button', { name: 'Curtir curso' });
      await like.click();
      await page.waitForFunction(
        (name) => [...document.querySelectorAll('[data-testid="course-card"]')].some((card) => card.textContent?.includes(name) && card.querySelector('button[aria-pressed="true"]')),
        titles[0],
      );
      // A course like earns XP like a post's, and says so the same way (one like mutation, ADR 0045).
      const toasts = page.getByRole('status', { name: 'Avisos' });
      await waitForText(toasts, '+5 XP');
      await waitForText(toasts, 'Você curtiu um curso');

      await courseCard(page, titles[0]).getByRole('link', { name: 'Ver Curso' }).click();
      await page.getByRole('heading', { level: 1, name: titles[0] }).waitFor();
      await page.getByText('Link Externo').waitFor();
      await page.getByLabel('Escreva um comentário').fill('Gostei muito <b>deste</b> curso!');
      await page.getByRole('button', { name: 'Comentar' }).click();
      await page.getByTestId('comment').getByText('Gostei muito <b>deste</b> curso!').waitFor();
      await page.screenshot({ path: screenshotPath('courses-detail-phone'), fullPage: true });
      // No horizontal scrolling at phone width.
      await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).resolves.toBe(true);
    } catch (error) {
      await page.screenshot({ path: screenshotPath('courses-allowance'), fullPage: true });
      throw error;
    }
  }, 120_000);
});
