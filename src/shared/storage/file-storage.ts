import type { Readable } from 'node:stream';
import { Logger } from '@nestjs/common';
import { DomainError } from '../errors/domain-error.js';
import type { HeldDeletions } from './held-deletions.js';

const discardLogger = new Logger('FileStorage');

/** The URL prefix under which the app serves stored files, whatever the adapter (ADR 0066). */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** A stored object never changes under its (content-hashed) name. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/**
 * Keys under this folder are never served at `/uploads/`: only a route that checks
 * who asks hands them out (a member's data export, ADR 0106).
 */
export const PRIVATE_KEY_PREFIX = 'private/';
/** Lower-case words, slashes between them, one extension: no `..`, no absolute paths. */
export const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

/** A stored file, opened for streaming to a client. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  contentLength?: number;
  /** The object store's entity tag, quoted as HTTP wants it. */
  etag?: string;
}

/**
 * Where uploaded files live (ADRs 0026, 0066): a local directory or an
 * S3-compatible object store. Keys are content-hashed, so a stored file never
 * changes under its name, and every adapter hands out the same URL for a key
 * (`/uploads/<key>`): a stored URL survives a move from one adapter to the other.
 * Deletions wait while a backup runs (ADR 0124), whatever the adapter.
 */
export abstract class FileStorage {
  constructor(private readonly deletions: HeldDeletions) {}

  /** Writes the bytes under a safe `key`, whole or not at all. */
  protected abstract write(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Deletes the file under `key`; a missing one is no error. */
  protected abstract erase(key: string): Promise<void>;
  /** Opens the file stored under `key`, or undefined when there is none. */
  abstract open(key: string): Promise<StoredFile | undefined>;
  /** Throws when the storage cannot be reached (readiness). */
  abstract check(): Promise<void>;

  /** Stores the bytes under `key` (e.g. `profile-pictures/<hash>.webp`); returns their URL. */
  async save(key: string, bytes: Buffer, contentType: string): Promise<string> {
    if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
    // A held deletion of the same key would delete these bytes at the next sweep (ADR 0124).
    await this.deletions.release(key);
    await this.write(key, bytes, contentType);
    return `${UPLOADS_URL_PREFIX}${key}`;
  }

  /**
   * Deletes a file this storage handed out, or, while a backup runs, records it to be deleted
   * once none runs (ADR 0124); URLs it does not own are ignored.
   */
  async remove(url: string): Promise<void> {
    if (!this.owns(url)) return;
    await this.deletions.removeOrHold(this.keyOf(url), (key) => this.erase(key));
  }

  /** Deletes the files whose deletion a backup held, once none runs (a timed job); how many. */
  sweepHeldDeletions(): Promise<number> {
    return this.deletions.sweep((key) => this.erase(key));
  }

  /**
   * Deletes files a write left half-done (a process killed between writing aside and the
   * rename) older than `olderThanMs`: a younger one may be a write under way. Returns how many.
   * An object store writes whole objects and leaves none.
   */
  async sweepTemporary(_olderThanMs: number): Promise<number> {
    return 0;
  }

  /** Deletes the half-done writes of `key` whatever their age (an erasure: no write of it can follow). */
  async removeTemporaryOf(_key: string): Promise<void> {}

  /**
   * Deletes a file that no row names any more, after the commit that dropped it
   * (never before: a failed transaction must leave the old file in place). A
   * failure leaves an orphan object, never a failed answer.
   */
  async discard(url: string): Promise<void> {
    try {
      await this.remove(url);
    } catch (error) {
      discardLogger.warn({ err: error, url }, 'A replaced file could not be deleted; it stays as an orphan');
    }
  }

  /** Whether the URL is one this storage hands out. */
  owns(url: string): boolean {
    return url.startsWith(UPLOADS_URL_PREFIX) && SAFE_KEY.test(url.slice(UPLOADS_URL_PREFIX.length));
  }

  /** The key of a URL this storage handed out. */
  protected keyOf(url: string): string {
    return url.slice(UPLOADS_URL_PREFIX.length);
  }
}

/** The object store did not take or give a file: the member tries again later. */
export class FileStorageUnavailableError extends DomainError {
  readonly code = 'STORAGE.UNAVAILABLE';
  readonly kind = 'unavailable' as const;

  constructor() {
    super('Não foi possível salvar o arquivo agora. Tente novamente em instantes.');
    this.details.retryAfterSeconds = 30;
  }
}
