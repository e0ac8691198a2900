import { beforeAll, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ownDatabase } from './database.js';
import { axeFor, browserSuite, describeInBrowser, PHONE, signInFromLanding } from './browser.js';
import { uniqueEmail } from './sign-in.js';

const ADMIN_EMAIL = 'screens.admin@poliglota.test';
const ADMIN_PASSWORD = 'every screen right';

/** Where the walk leaves a screenshot of every route (git-ignored; CI keeps it as an artifact). */
export const ARTIFACTS = path.resolve('test/artifacts/screens');

export type Role = 'guest' | 'learner' | 'admin';
type Lang = 'pt' | 'en';
const DESKTOP = { width: 1280, height: 900 };

interface Finding {
  where: string;
  rule: string;
  impact: string;
  targets: string[];
}

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree): string[] => Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : leaves(value)));

/**
 * The Portuguese-only pieces of the catalogue: each pt text split at its placeholders, kept when a
 * piece is long enough to mean something and appears in no English text (the brand, "XP" and the
 * like are in both). One of them on an English screen is a leftover.
 */
async function portugueseOnlyPieces(): Promise<string[]> {
  // Loaded by path: the SPA's catalogues are bundler modules, outside the server's type-check,
  // compiled beside this file for the run (test/support/runner/compile.mjs).
  const load = (language: Lang) => import(new URL(`../../frontend/src/i18n/locales/${language}/index.js`, import.meta.url).href) as Promise<Record<Lang, Tree>>;
  const [pt, en] = [(await load('pt')).pt, (await load('en')).en];
  const english = leaves(en).join('\n');
  const pieces = new Set<string>();
  for (const text of leaves(pt)) {
    for (const piece of text.split(/\{\{[^}]*\}\}/)) {
      const trimmed = piece.trim().replace(/^[\s·:,.()–—-]+|[\s·:,.()–—-]+$/g, '');
      if (trimmed.length >= 5 && /\p{L}{3}/u.test(trimmed) && !english.includes(trimmed)) pieces.add(trimmed);
    }
  }
  return [...pieces];
}

/**
 * Issue 23: every route of a role (guest, learner or administrator), in pt and en, on a desktop and
 * a 390 px phone. Each route is visited in Portuguese on the desktop and in English on the phone (so
 * both languages and both sizes cover every route); every visit runs axe-core (colour contrast on
 * the desktop visit) and saves a screenshot, every English visit is scanned for Portuguese left
 * untranslated. One spec file per
 * role, so the three walks run side by side (ADR 0087).
 */
export function describeScreensWalk(role: Role): void {
  const artifacts = path.join(ARTIFACTS, role);
  describeInBrowser(`every ${role} screen: accessibility, both languages and screenshots`, () => {
    let courseId = '';
    let lessonId = '';
    let learnerId = '';
    let db: Awaited<ReturnType<typeof ownDatabase>>;
    const suite = browserSuite(
      async () => {
        fs.rmSync(artifacts, { recursive: true, force: true });
        fs.mkdirSync(artifacts, { recursive: true });
        // A database of its own: what other suites' members typed (in Portuguese) would read as
        // untranslated text on the English screens.
        db = await ownDatabase(`screens_${role}`, { migrated: true });
        return { env: { ADMIN_EMAIL, ADMIN_PASSWORD }, databaseUrl: db.url };
      },
      { afterClose: async () => db?.drop() },
    );
    let baseUrl: string;
    beforeAll(() => {
      baseUrl = suite.baseUrl;
    });

    const openPage = (): Promise<Page> => suite.newPage({ viewport: DESKTOP });

    const routesOf = (role: Role): string[] => {
      const course = [`/cursos`, `/curso/${courseId}`, `/curso/${courseId}/aula/${lessonId}`, `/curso/${courseId}/avaliar`];
      const shared = [...course, '/upload-curso', '/comunidade', '/chat'];
      if (role === 'guest') return ['/', '/auth/callback', ...shared, '/admin', '/pagina-que-nao-existe'];
      if (role === 'learner') {
        return [
          '/dashboard',
          '/profile/setup',
          '/notificacoes',
          '/configuracoes',
          '/perfil',
          `/perfil-publico/${learnerId}`,
          '/ranking',
          '/patentes',
          '/correcoes',
          '/correcoes/escrever',
          '/revisao',
          ...shared,
        ];
      }
      return [
        '/admin',
        '/admin/posts',
        '/admin/users',
        '/admin/courses',
        `/admin/courses/${courseId}/content`,
        '/admin/reports',
        '/admin/flags',
        '/admin/audit',
        '/admin/debug',
        '/admin/writing-prompts',
      ];
    };

    /** The route has rendered: a heading is there and nothing on it is still loading. */
    const settle = async (page: Page) => {
      await page
        .waitForFunction(() => document.querySelector('main h1, main h2, h1'), undefined, { timeout: 10_000 })
        .catch(() => undefined);
      await page
        .waitForFunction(() => document.querySelectorAll('[aria-busy="true"], .spinner, .loading-card').length === 0, undefined, {
          timeout: 3_000,
        })
        .catch(() => undefined);
    };

    const setLanguage = async (page: Page, role: Role, lang: Lang) => {
      await page.evaluate((value) => localStorage.setItem('poliglota.lang', value), lang);
      if (role !== 'guest') {
        await page.request.put(`${baseUrl}/api/settings/language`, {
          headers: { origin: baseUrl },
          data: { preferredLanguage: lang },
        });
      }
    };

    it('walks every route: 0 serious or critical axe violations, no Portuguese left in English, a screenshot of each', async () => {
      const stamp = Date.now().toString(36);

      // An administrator's published course with one free lesson.
      const admin = await openPage();
      expect(
        (
          await admin.request.post(`${baseUrl}/api/admin/login`, {
            data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
          })
        ).status(),
      ).toBe(200);
      const write = (url: string, data: object) =>
        admin.request.post(`${baseUrl}${url}`, {
          headers: { origin: baseUrl },
          data,
        });
      const created = await write('/api/admin/courses', {
        title: `French on screen ${stamp}`,
        description: 'Short lessons.',
        language: 'fr',
        level: 'Iniciante',
        instructor_name: 'Claire Dubois',
      });
      expect(created.status()).toBe(201);
      courseId = (await created.json()).course.id as string;
      expect(
        (
          await write(`/api/admin/courses/${courseId}/toggle-public`, {
            is_published: true,
          })
        ).status(),
      ).toBe(200);
      const moduleRes = await write(`/api/admin/courses/${courseId}/modules`, { title: 'Bonjour' });
      expect(moduleRes.status()).toBe(201);
      const moduleId = (await moduleRes.json()).module.id as string;
      const lessonRes = await write(`/api/admin/courses/${courseId}/lessons`, {
        module_id: moduleId,
        title: 'Salut',
        youtube_video_id: 'dQw4w9WgXcQ',
        duration_seconds: 60,
        is_free: true,
      });
      expect(lessonRes.status()).toBe(201);
      lessonId = (await lessonRes.json()).lessonId as string;

      // A learner, signed in through the landing page.
      const learner = await openPage();
      await signInFromLanding(learner, baseUrl, {
        email: uniqueEmail('screens'),
        name: 'Screen Walker',
      });
      await learner.waitForURL(`${baseUrl}/profile/setup`);
      learnerId = (await (await learner.request.get(`${baseUrl}/api/users/me`)).json()).id as string;

      const guest = await openPage();
      const pages: Record<Role, Page> = { guest, learner, admin };
      const pieces = await portugueseOnlyPieces();
      const findings: Finding[] = [];
      const leftovers: string[] = [];
      const counts = { visits: 0, violations: 0, nodes: 0 };
      const timings: string[] = [];

      {
        const page = pages[role];
        for (const [lang, viewport] of [
          ['pt', DESKTOP],
          ['en', PHONE],
        ] as const) {
          await page.setViewportSize(viewport);
          await page.goto(`${baseUrl}/cursos`);
          await setLanguage(page, role, lang);
          for (const route of routesOf(role)) {
            const where = `${role} ${lang} ${viewport.width}px ${route}`;
            const started = Date.now();
            await page.goto(`${baseUrl}${route}`);
            await settle(page);
            const settled = Date.now();
            counts.visits += 1;
            const name = `${role}-${lang}-${viewport.width}${route.replace(/[^\w]+/g, '-').replace(/-+$/, '')}`;
            await page.screenshot({
              path: path.join(artifacts, `${name}.png`),
            });
            const shot = Date.now();
            // Colour contrast, a third of axe's time, is checked on the desktop pass of every route: the
            // colours are the same design tokens in both languages and at both sizes.
            const axe = axeFor(page);
            const result = await (lang === 'en' ? axe.disableRules(['color-contrast']) : axe).analyze();
            for (const violation of result.violations) {
              if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
              counts.violations += 1;
              counts.nodes += violation.nodes.length;
              findings.push({
                where,
                rule: violation.id,
                impact: violation.impact,
                targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
              });
            }
            timings.push(`${where}: load ${settled - started} ms, screenshot ${shot - settled} ms, axe ${Date.now() - shot} ms`);
            fs.writeFileSync(path.join(artifacts, 'axe.json'), JSON.stringify({ counts, findings, leftovers, timings }, null, 2));
            if (lang === 'en') {
              expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
              const text = await page.evaluate(() => document.body.innerText);
              for (const piece of pieces) if (text.includes(piece)) leftovers.push(`${where}: “${piece}”`);
            }
          }
        }
      }

      console.info(
        `screens walk (${role}): ${counts.visits} visits, ${counts.violations} serious/critical violations on ${counts.nodes} elements, ${leftovers.length} Portuguese leftovers in English`,
      );
      expect(findings).toEqual([]);
      expect(leftovers).toEqual([]);
    }, 1_800_000);
  });
}
