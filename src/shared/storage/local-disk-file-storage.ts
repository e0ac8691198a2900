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
 * `private/data-exports/<id>.json`: the only two kinds the app writes).
 */
const TYPE_OF_EXTENSION: Readonly<Record<string, string>> = {
  '.webp': 'image/webp',
  '.json': 'application/json',
};

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

  async check(): Promise<void> {
    await fs.mkdir(this.root, { recursive: true });
    await fs.access(this.root, fs.constants.W_OK);
  }
}
