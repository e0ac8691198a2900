/**
 * Where uploaded files live (ADR 0026). The default adapter writes to a local
 * directory; an object-storage adapter can replace it without touching the use
 * cases. Keys are content-hashed, so a stored file never changes under its name.
 */
export abstract class FileStorage {
  /** Stores the bytes under `key` (e.g. `profile-pictures/<hash>.webp`); returns their public URL. */
  abstract save(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Deletes a file this storage handed out; URLs it does not own are ignored. */
  abstract remove(url: string): Promise<void>;
  /** Whether the URL is one this storage handed out. */
  abstract owns(url: string): boolean;
}
