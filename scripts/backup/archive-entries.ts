/**
 * What an archive holds, read from its tar headers before anything is extracted (ADR 0124):
 * db:backup writes only folders and regular files under `manifest.json`, `cluster/`,
 * `database.dump` and `uploads/`, so a restore refuses anything else — a symbolic or hard link
 * (an `uploads` pointing out of the archive would copy what it points at into UPLOADS_DIR,
 * which /uploads/ serves), a device or fifo, an absolute path, a `..`.
 */
import fs from 'node:fs';
import { createGunzip } from 'node:zlib';
import { BackupError } from './archive.js';

const BLOCK = 512;
/** The top-level names db:backup writes. */
const TOP_LEVEL = new Set(['manifest.json', 'cluster', 'database.dump', 'uploads']);
/** Metadata entries that name or describe the next one: GNU long names and links, pax headers. */
const METADATA = new Set(['L', 'K', 'x', 'g']);
/** A long name or a pax header is a few hundred bytes; more is not one db:backup wrote. */
const METADATA_MAX = 64 * 1024;

const KINDS: Readonly<Record<string, string>> = {
  '1': 'a hard link',
  '2': 'a symbolic link',
  '3': 'a character device',
  '4': 'a block device',
  '6': 'a fifo',
};

/** Why an entry's name is refused, or undefined when it is one db:backup could have written. */
export function refusedName(name: string): string | undefined {
  if (name.startsWith('/')) return 'an absolute path';
  if (name.includes('\0') || name.includes('\\')) return 'a name with a NUL or backslash';
  const parts = name.split('/').filter((part) => part !== '' && part !== '.');
  if (parts.includes('..')) return 'a path with ".."';
  if (parts.length > 0 && !TOP_LEVEL.has(parts[0])) return `a path outside ${[...TOP_LEVEL].join(', ')}`;
  return undefined;
}

function text(block: Buffer, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

/** A header's size: octal digits, or GNU's base-256 for large files. */
function sizeOf(block: Buffer): number {
  const field = block.subarray(124, 136);
  if ((field[0] & 0x80) !== 0) {
    let size = 0;
    for (let i = 1; i < field.length; i += 1) size = size * 256 + field[i];
    return size;
  }
  const digits = text(block, 124, 12).trim();
  return digits === '' ? 0 : parseInt(digits, 8);
}

/** The `path` and `linkpath` records of a pax header ("<length> <key>=<value>\n" each). */
function paxPath(data: Buffer): string | undefined {
  let found: string | undefined;
  let at = 0;
  while (at < data.length) {
    const space = data.indexOf(0x20, at);
    const length = Number(data.subarray(at, space).toString('ascii'));
    if (space === -1 || !Number.isInteger(length) || length <= 0) break;
    const record = data.subarray(space + 1, at + length - 1).toString('utf8');
    const equals = record.indexOf('=');
    if (record.slice(0, equals) === 'path') found = record.slice(equals + 1);
    at += length;
  }
  return found;
}

/**
 * Reads every header of the gzipped tar `file` and throws a BackupError naming the first entry
 * db:backup could not have written. Streams: a cluster's archive is read once, never held.
 */
export async function checkArchiveEntries(file: string): Promise<void> {
  let pending: Buffer = Buffer.alloc(0);
  let skip = 0; // data bytes (with padding) of the current entry still to pass over
  let metadata: { type: string; size: number; chunks: Buffer[]; left: number } | undefined;
  let longName: string | undefined;
  let paxName: string | undefined;
  let ended = false;

  const refuse = (name: string, why: string): never => {
    throw new BackupError(`${file} is not an archive of npm run db:backup: it holds ${why} (${JSON.stringify(name)}). Nothing was restored.`);
  };

  const header = (block: Buffer): void => {
    if (block.every((byte) => byte === 0)) {
      ended = true;
      return;
    }
    const type = String.fromCharCode(block[156] || 0x30);
    const size = sizeOf(block);
    const ustar = block.subarray(257, 263).toString('latin1') === 'ustar\0';
    const headerName = ustar && block[345] !== 0 ? `${text(block, 345, 155)}/${text(block, 0, 100)}` : text(block, 0, 100);
    const name = paxName ?? longName ?? headerName;
    const padded = Math.ceil(size / BLOCK) * BLOCK;
    if (METADATA.has(type)) {
      if (size > METADATA_MAX) refuse(headerName, `an oversized ${type} header`);
      metadata = { type, size, chunks: [], left: padded };
      return;
    }
    paxName = undefined;
    longName = undefined;
    const why = refusedName(name);
    if (why) refuse(name, why);
    if (KINDS[type]) refuse(name, KINDS[type]);
    if (type !== '0' && type !== '7' && type !== '5') refuse(name, `an entry of tar type ${JSON.stringify(type)}`);
    skip = padded;
  };

  const consume = (data: Buffer): void => {
    pending = pending.length === 0 ? data : Buffer.concat([pending, data]);
    let at = 0;
    while (!ended) {
      if (skip > 0) {
        const passed = Math.min(skip, pending.length - at);
        skip -= passed;
        at += passed;
        if (skip > 0) break;
      } else if (metadata) {
        const taken = Math.min(metadata.left, pending.length - at);
        metadata.chunks.push(pending.subarray(at, at + taken));
        metadata.left -= taken;
        at += taken;
        if (metadata.left > 0) break;
        const body = Buffer.concat(metadata.chunks).subarray(0, metadata.size);
        if (metadata.type === 'L') longName = text(body, 0, body.length);
        if (metadata.type === 'x') paxName = paxPath(body) ?? paxName;
        // 'K' (a long link name) precedes a link, refused by its own header; 'g' sets defaults for what follows.
        if (metadata.type === 'g' && paxPath(body) !== undefined) refuse(paxPath(body)!, 'a global path header');
        metadata = undefined;
      } else if (pending.length - at >= BLOCK) {
        header(pending.subarray(at, at + BLOCK));
        at += BLOCK;
      } else break;
    }
    pending = Buffer.from(pending.subarray(at));
  };

  const stream = fs.createReadStream(file).pipe(createGunzip());
  try {
    for await (const chunk of stream) {
      consume(chunk as Buffer);
      if (ended) break;
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} could not be read as a backup archive (a .tar.gz of npm run db:backup): ${(error as Error).message}`);
  } finally {
    stream.destroy();
  }
  if (!ended && (skip > 0 || metadata || pending.length > 0)) {
    throw new BackupError(`${file} could not be read as a backup archive (a .tar.gz of npm run db:backup): it ends in the middle of an entry.`);
  }
}
