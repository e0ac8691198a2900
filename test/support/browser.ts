import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { baseUrlOf, createTestApp, type TestApp, type TestAppOptions } from './app.js';

/**
 * Debian's Chromium headless shell (`chromium-headless-shell`, Chromium's old headless mode, the
 * browser without its windowing layers) when installed, or Debian's full Chromium. The shell runs
 * the suite on half the processor time: 85 s against 166 s for six browser files on 2 cores, 78 s
 * against 120 s of wall time (ADR 0120).
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((candidate) => fs.existsSync(candidate)) ?? '/usr/bin/chromium-headless-shell';

/**
 * Whether browser tests can run here. Without Chromium they are skipped locally,
 * but on CI a missing browser is a failure (ADR 0008).
 */
export function chromiumAvailable(): boolean {
  const present = fs.existsSync(CHROMIUM_PATH);
  if (!present && process.env.CI === 'true') {
    throw new Error(`Chromium is required on CI but was not found at ${CHROMIUM_PATH}`);
  }
  return present;
}

/** `describe` where Chromium is available, `describe.skip` elsewhere (a failure on CI, see above). */
export const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

/**
 * Hosts other than the app's own are never looked up: a third party (the lessons' YouTube player)
 * fails as it would offline, so no test waits on, or depends on, the network outside the machine.
 * A test that needs to see such a request routes it itself (`page.route` runs before any lookup).
 */
const BLOCK_THIRD_PARTIES = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';

/** The suite's Chromium: Debian's headless shell (above), no third parties (above). */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      BLOCK_THIRD_PARTIES,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/** Where a failing browser test leaves its screenshot. */
export function screenshotPath(name: string): string {
  const dir = path.join(os.tmpdir(), 'poliglota-browser-screenshots');
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name.replace(/[^\w-]+/g, '-')}.png`);
}

/** Waits until the locator shows the text (pages render asynchronously; never read too early). */
export async function waitForText(locator: Locator, text: string | RegExp, timeout = 15_000): Promise<void> {
  await locator.filter({ hasText: text }).first().waitFor({ timeout });
}

/**
 * Landing page → "Entrar" → the development provider's form, filled and sent. The browser then
 * goes through /auth/callback; where it lands (profile setup, dashboard...) is the caller's to wait for.
 */
export async function signInFromLanding(
  page: Page,
  baseUrl: string,
  person: { email: string; name: string },
  landingPath = '/',
  options: { consent?: boolean } = {},
): Promise<void> {
  await page.goto(`${baseUrl}${landingPath}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(/\/dev-auth\/authorize/);
  await page.locator('input[name="email"]').fill(person.email);
  await page.locator('input[name="name"]').fill(person.name);
  await page.getByRole('button', { name: /Entrar|Sign in/ }).click();
  if (options.consent === false) return;
  // The legal documents in force, accepted as the set-up asks first (ADR 0110): without them the
  // server refuses every write of the member. Tests of the set-up's own checkbox pass `consent: false`.
  await page.waitForURL((url) => url.pathname !== '/auth/callback' && !url.pathname.startsWith('/dev-auth'));
  const session = (await (await page.request.get(`${baseUrl}/api/session`)).json()) as {
    member: { consents: { required: boolean; terms: { current: string }; privacy: { current: string } } } | null;
  };
  if (!session.member?.consents.required) return;
  const { terms, privacy } = session.member.consents;
  const accepted = await page.request.post(`${baseUrl}/api/consents`, { headers: { origin: baseUrl }, data: { terms: terms.current, privacy: privacy.current } });
  if (accepted.status() !== 200) throw new Error(`Accepting the legal documents failed: ${accepted.status()} ${await accepted.text()}`);
}

/**
 * A post's card in the /comunidade feed, loading more pages while it is not there yet (the run's
 * database is shared, so it may not be on the first).
 */
export async function findPost(page: Page, title: string): Promise<Locator> {
  const card = page.locator('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await page.getByRole('list', { name: 'Posts da comunidade' }).waitFor();
  for (let attempt = 0; attempt < 20; attempt += 1) {
    if ((await card.count()) > 0) return card.first();
    const more = page.getByRole('button', { name: 'Carregar mais' });
    if ((await more.count()) === 0) break;
    await more.click();
    await page.waitForTimeout(300);
  }
  await card.first().waitFor({ timeout: 5_000 });
  return card.first();
}

/** Waits until the element carries the attribute value (state changes render asynchronously). */
export async function waitForAttribute(locator: Locator, name: string, value: string, timeout = 15_000): Promise<void> {
  await locator.and(locator.page().locator(`[${name}="${value}"]`)).first().waitFor({ timeout });
}

/** Presses Tab (or Shift+Tab, towards the target) until the target has the focus: the keyboard only. */
export async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    const where = await target.evaluate((element) => {
      const active = document.activeElement;
      if (active === element) return 'here';
      return active && active !== document.body && active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING ? 'back' : 'forward';
    });
    if (where === 'here') return;
    await page.keyboard.press(where === 'back' ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/**
 * axe-core with the rules the suite holds every screen to. Only violations are read: axe then
 * skips building the details of everything that passed. One `axe.run` in the page itself (the
 * builder's legacy mode): its default runs axe in every frame and then finishes in a blank page
 * it opens for each analysis, two to three times the CPU per screen; the app has no frames of
 * its own to reach (the lessons' YouTube player is another origin either way).
 */
export function axeFor(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
}

/** Serious and critical axe findings on the page as it is now (rule and first targets). */
export async function axeFindings(page: Page): Promise<string[]> {
  const result = await axeFor(page).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(', ')}`);
}

/** A phone's viewport, as the specs that check the small screen use. */
export const PHONE = { width: 390, height: 844 };

export interface BrowserSuite {
  /** The app, serving the SPA to the browser (set in `beforeAll`). */
  readonly t: TestApp;
  readonly browser: Browser;
  /** The app's address as the browser reaches it (`http://127.0.0.1:<port>`). */
  readonly baseUrl: string;
  /** The port the app listens on (for an address other than `baseUrl`, e.g. `localhost`). */
  readonly port: number;
  /** A context of its own (a phone in Portuguese unless told), closed after the suite. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** A page in a context of its own (a phone in Portuguese unless told), closed after the suite. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
}

/** The app a browser suite serves: its options, or a function that makes them in `beforeAll`. */
export type BrowserSuiteApp = TestAppOptions | (() => TestAppOptions | Promise<TestAppOptions>);

/**
 * What every browser spec sets up alike, registered on the enclosing `describeInBrowser`: one app
 * serving the SPA (`app`: its options, or a function run first in `beforeAll` when they need
 * something made then, such as a folder or a database of the suite's own), one Chromium that
 * reaches no third party (`launchChromium`), and every context a test opened closed at the end,
 * then the browser, then the app, then `afterClose` (what the `app` function made).
 */
export function browserSuite(app: BrowserSuiteApp = {}, hooks: { afterClose?: () => Promise<void> } = {}): BrowserSuite {
  const contexts: BrowserContext[] = [];
  let t: TestApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const appOptions = typeof app === 'function' ? await app() : app;
    t = await createTestApp({ serveBrowser: true, ...appOptions });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await t?.close();
    await hooks.afterClose?.();
  });
  const newContext = async (options: BrowserContextOptions = {}) => {
    const context = await browser!.newContext({ viewport: PHONE, locale: 'pt-BR', ...options });
    contexts.push(context);
    return context;
  };
  return {
    get t() {
      return t!;
    },
    get browser() {
      return browser!;
    },
    get baseUrl() {
      return baseUrlOf(t!.app);
    },
    get port() {
      return (t!.app.getHttpServer().address() as { port: number }).port;
    },
    newContext,
    async newPage(options: BrowserContextOptions = {}) {
      return (await newContext(options)).newPage();
    },
  };
}

/**
 * Runs a test's steps and, when one fails, leaves a screenshot of each page (`screenshotPath`,
 * `<name>-failure`, `<name>-failure-<n>` for the pages after the first) before the failure goes on.
 */
export async function screenshotOnFailure<T>(pages: Page | Page[], name: string, steps: () => Promise<T>): Promise<T> {
  try {
    return await steps();
  } catch (error) {
    const all = Array.isArray(pages) ? pages : [pages];
    await Promise.all(
      all.map((page, index) =>
        page.screenshot({ path: screenshotPath(index === 0 ? `${name}-failure` : `${name}-failure-${index}`) }).catch(() => undefined),
      ),
    );
    throw error;
  }
}

/** Every toast the page shows, recorded as it appears (they leave after a few seconds). */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver((records) => {
      for (const record of records)
        record.addedNodes.forEach((node) => {
          if (!(node instanceof HTMLElement)) return;
          const toasts = node.matches('.toast__text') ? [node] : [...node.querySelectorAll<HTMLElement>('.toast__text')];
          toasts.forEach((toast) => seen.push(toast.textContent ?? ''));
        });
    }).observe(document, { childList: true, subtree: true });
  });
}
