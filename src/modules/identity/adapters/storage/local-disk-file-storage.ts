import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../config/index.js';
import { FileStorage } from '../../application/ports/file-storage.js';

/** The URL prefix under which app.setup.ts serves UPLOADS_DIR. */
export const UPLOADS_URL_PREFIX = '/uploads/';
/** Lower-case words, slashes between them, one extension: no `..`, no absolute paths. */
const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

/** Files in a local directory (UPLOADS_DIR), served by the app under /uploads/. */
@Injectable()
export class LocalDiskFileStorage extends FileStorage {
  private readonly root: string;

  constructor(config: AppConfig) {
    super();
    this.root = config.uploadsDir;
  }

  async save(key: string, bytes: Buffer): Promise<string> {
    if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
    const target = path.join(this.root, key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Written aside then renamed: a reader never sees half a file.
    const temporary = `${target}.${randomUUID()}.tmp`;
    await fs.writeFile(temporary, bytes);
    await fs.rename(temporary, target);
    return `${UPLOADS_URL_PREFIX}${key}`;
  }

  owns(url: string): boolean {
    return url.startsWith(UPLOADS_URL_PREFIX) && SAFE_KEY.test(url.slice(UPLOADS_URL_PREFIX.length));
  }

  async remove(url: string): Promise<void> {
    if (!this.owns(url)) return;
    await fs.rm(path.join(this.root, url.slice(UPLOADS_URL_PREFIX.length)), { force: true });
  }
}
