import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestingModule } from '@nestjs/testing';
import { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { createTestModule } from '../../../test/support/module.js';
import { testDatabaseUrl } from '../../../test/support/database.js';
import { startObjectStore, type TestObjectStore } from '../../../test/support/s3.js';
import { AppConfig } from '../../config/index.js';
import { BACKUP_LOCK, HeldDeletions } from './held-deletions.js';
import { FileStorage } from './file-storage.js';
import { LocalDiskFileStorage } from './local-disk-file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';

/**
 * Deletions wait while a backup holds its lock (ADR 0124), on the local folder and on an
 * S3-protocol store alike: the file stays until a sweep finds no backup running, and a key
 * saved again is never deleted by an older hold.
 */
describe('file deletions held while a backup runs', () => {
  let moduleRef: TestingModule;
  let store: TestObjectStore;
  let uploadsDir: string;
  const storages: Record<string, FileStorage> = {};

  beforeAll(async () => {
    ({ moduleRef } = await createTestModule({}));
    store = await startObjectStore();
    uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poliglota-held-'));
    const held = moduleRef.get(HeldDeletions);
    storages.local = new LocalDiskFileStorage(AppConfig.load({ ...process.env, UPLOADS_DIR: uploadsDir }), held);
    storages.s3 = new S3FileStorage(AppConfig.load({ ...process.env, ...store.env }), held);
  });
  afterAll(async () => {
    await moduleRef.close();
    await store.close();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  });

  /** A backup as db:backup takes it: the lock, on a session of its own, until released. */
  async function backupRunning(): Promise<{ end: () => Promise<void> }> {
    const client = new pg.Client({ connectionString: testDatabaseUrl() });
    await client.connect();
    await client.query('select pg_advisory_lock(hashtext($1))', [BACKUP_LOCK]);
    return { end: () => client.end() };
  }

  const heldKeys = async () =>
    (await moduleRef.get(EntityManager).fork().execute<{ key: string }[]>('select key from held_file_deletion order by key')).map((row) => row.key);
  const exists = async (storage: FileStorage, key: string) => {
    const file = await storage.open(key);
    file?.body.destroy();
    return file !== undefined;
  };
  const newKey = () => `profile-pictures/${randomUUID().replaceAll('-', '')}.webp`;

  describe.each(['local', 's3'])('on the %s storage', (kind) => {
    it('deletes at once when no backup runs', async () => {
      const storage = storages[kind];
      const key = newKey();
      const url = await storage.save(key, Buffer.from('picture'), 'image/webp');
      await storage.remove(url);
      expect(await exists(storage, key)).toBe(false);
      expect(await heldKeys()).not.toContain(key);
    });

    it('keeps the file while a backup runs, and deletes it at the first sweep after', async () => {
      const storage = storages[kind];
      const key = newKey();
      const url = await storage.save(key, Buffer.from('picture'), 'image/webp');
      const backup = await backupRunning();
      try {
        await storage.remove(url);
        expect(await exists(storage, key)).toBe(true);
        expect(await heldKeys()).toContain(key);
        // A sweep during the backup deletes nothing.
        await storage.sweepHeldDeletions();
        expect(await exists(storage, key)).toBe(true);
      } finally {
        await backup.end();
      }
      expect(await storage.sweepHeldDeletions()).toBeGreaterThanOrEqual(1);
      expect(await exists(storage, key)).toBe(false);
      expect(await heldKeys()).not.toContain(key);
    });

    it('never deletes a key saved again after its deletion was held', async () => {
      const storage = storages[kind];
      const key = newKey();
      const url = await storage.save(key, Buffer.from('picture'), 'image/webp');
      const backup = await backupRunning();
      try {
        await storage.remove(url);
        // The member uploads the same picture again: same bytes, same key.
        await storage.save(key, Buffer.from('picture'), 'image/webp');
      } finally {
        await backup.end();
      }
      await storage.sweepHeldDeletions();
      expect(await exists(storage, key)).toBe(true);
    });
  });
});
