import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Locator } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
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
