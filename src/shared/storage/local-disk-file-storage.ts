import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/index.js';
import { FileStorage, SAFE_KEY, type StoredFile } from './file-storage.js';
import type { HeldDeletions } from './held-deletions.js';

/**
 * A file's type from its key's extension: a directory keeps no type beside the bytes, and the
 * app's keys end with the type they were saved as (`profile-pictures/<hash>.webp`,
 * `private/data-exports/<id>.zip`, and `.json` for a copy prepared before the copies were ZIPs).
 */
const TYPE_OF_EXTENSION: Readonly<Record<string, string>> = {
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.zip': 'application/zip',
};

/** What `save` writes aside before the rename: `<key>.<uuid>.tmp`. */
const TEMPORARY = /\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.tmp$/;

/** Files in a local directory (UPLOADS_DIR), served by the app under /uploads/ (ADR 0026). */
@Injectable()
export class LocalDiskFileStorage extends FileStorage {
  readonly root: string;

  constructor(config: AppConfig, deletions: HeldDeletions) {
    super(deletions);
    this.root = config.uploadsDir;
  }

  protected async write(key: string, bytes: Buffer): Promise<void> {
    const target = path.join(this.root, key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Written aside then renamed: a reader never sees half a file.
    const temporary = `${target}.${randomUUID()}.tmp`;
    await fs.writeFile(temporary, bytes);
    await fs.rename(temporary, target);
  }

  protected async erase(key: string): Promise<void> {
    await fs.rm(path.join(this.root, key), { force: true });
  }

  async open(key: string): Promise<StoredFile | undefined> {
    if (!SAFE_KEY.test(key)) return undefined;
    const file = path.join(this.root, key);
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat?.isFile()) return undefined;
    const contentType = TYPE_OF_EXTENSION[path.extname(key)] ?? 'application/octet-stream';
    return { body: createReadStream(file), contentType, contentLength: stat.size };
  }

  /** Walks the whole directory: the sweep runs at start and every few minutes, by one process (TemporaryFilesSweep). */
  override async sweepTemporary(olderThanMs: number): Promise<number> {
    // File times are the file system's, so the age is judged on the system's time, never a test clock's.
    const before = Date.now() - olderThanMs;
    let removed = 0;
    const entries = await fs.readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile() || !TEMPORARY.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      const stat = await fs.stat(file).catch(() => undefined);
      if (!stat || stat.mtimeMs >= before) continue;
      await fs.rm(file, { force: true });
      removed += 1;
    }
    return removed;
  }

  override async removeTemporaryOf(key: string): Promise<void> {
    if (!SAFE_KEY.test(key)) return;
    const target = path.join(this.root, key);
    const prefix = `${path.basename(target)}.`;
    const siblings = await fs.readdir(path.dirname(target)).catch(() => [] as string[]);
    for (const name of siblings) {
      if (name.startsWith(prefix) && TEMPORARY.test(name) && name.length === prefix.length + 40) await fs.rm(path.join(path.dirname(target), name), { force: true });
    }
  }

  async check(): Promise<void> {
    await fs.mkdir(this.root, { recursive: true });
    await fs.access(this.root, fs.constants.W_OK);
  }
}
