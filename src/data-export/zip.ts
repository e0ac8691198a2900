import { setImmediate as nextTurn } from 'node:timers/promises';
import { Zip, ZipDeflate } from 'fflate';

/** A file put in a ZIP archive. */
export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
}

/** Bytes deflated between two turns of the event loop. */
const SLICE = 256 * 1024;

/**
 * A ZIP archive of `entries`, deflated (fflate, ADR 0132), every entry dated `at`. A member's
 * copy runs to megabytes: it is deflated a slice at a time, the event loop turning between slices,
 * so the requests an instance serves meanwhile do not wait for it.
 */
export async function zipFiles(entries: readonly ZipEntry[], at: Date): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else chunks.push(chunk);
  });
  for (const { name, bytes } of entries) {
    const entry = new ZipDeflate(name, { level: 6 });
    entry.mtime = at;
    zip.add(entry);
    if (bytes.length === 0) entry.push(new Uint8Array(0), true);
    for (let from = 0; from < bytes.length; from += SLICE) {
      entry.push(bytes.subarray(from, from + SLICE), from + SLICE >= bytes.length);
      await nextTurn();
    }
  }
  zip.end();
  if (failure) throw failure;
  return Buffer.concat(chunks);
}
