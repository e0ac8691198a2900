import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { AppConfig } from '../../config/index.js';
import type { HeldDeletions } from './held-deletions.js';
import { LocalDiskFileStorage } from './local-disk-file-storage.js';

/** No backup runs in these tests: a save has no held deletion to release. */
const NO_BACKUP = { release: async () => undefined } as unknown as HeldDeletions;

const HOUR_MS = 3_600_000;

describe('half-done writes in the local directory', () => {
  let root: string;
  let storage: LocalDiskFileStorage;

  /** A file under the directory, its modification time `ageMs` ago. */
  const plant = (relative: string, ageMs: number) => {
    const file = path.join(root, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, '{"email":"ana@example.com"}');
    const at = new Date(Date.now() - ageMs);
    fs.utimesSync(file, at, at);
    return file;
  };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'poliglota-storage-'));
    storage = new LocalDiskFileStorage({ uploadsDir: root } as AppConfig, NO_BACKUP);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('sweeps the ones older than the age, anywhere in the directory, and leaves a write under way and every stored file', async () => {
    const exportKey = `private/data-exports/${randomUUID()}.json`;
    const killed = plant(`${exportKey}.${randomUUID()}.tmp`, 2 * HOUR_MS);
    const killedPicture = plant(`profile-pictures/abc.webp.${randomUUID()}.tmp`, 2 * HOUR_MS);
    const writing = plant(`${exportKey}.${randomUUID()}.tmp`, 1_000);
    const stored = plant(exportKey, 2 * HOUR_MS);
    const notOurs = plant('profile-pictures/notes.tmp', 2 * HOUR_MS);

    expect(await storage.sweepTemporary(HOUR_MS)).toBe(2);
    expect([killed, killedPicture, writing, stored, notOurs].map((file) => fs.existsSync(file))).toEqual([false, false, true, true, true]);
  });

  it('removes the half-done writes of one key whatever their age, and no other key’s', async () => {
    const key = `private/data-exports/${randomUUID()}.json`;
    const other = `private/data-exports/${randomUUID()}.json`;
    const mine = [plant(`${key}.${randomUUID()}.tmp`, 1_000), plant(`${key}.${randomUUID()}.tmp`, 2 * HOUR_MS)];
    const theirs = plant(`${other}.${randomUUID()}.tmp`, 1_000);

    await storage.removeTemporaryOf(key);
    expect(mine.map((file) => fs.existsSync(file))).toEqual([false, false]);
    expect(fs.existsSync(theirs)).toBe(true);
    // A key the storage would never write is never looked up.
    await expect(storage.removeTemporaryOf('../outside.json')).resolves.toBeUndefined();
  });

  it('writes a file aside and renames it, leaving nothing temporary behind', async () => {
    const key = `private/data-exports/${randomUUID()}.json`;
    await storage.save(key, Buffer.from('{}'), 'application/json');
    expect(fs.readdirSync(path.join(root, 'private/data-exports'))).toEqual([path.basename(key)]);
  });
});
