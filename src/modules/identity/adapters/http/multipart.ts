import busboy from 'busboy';
import type { IncomingMessage } from 'node:http';

export type SingleFileResult =
  | { kind: 'file'; bytes: Buffer }
  | { kind: 'missing' }
  | { kind: 'too_large' };

/**
 * Reads one file field of a multipart body into memory, up to `maxBytes` inclusive:
 * a larger file is refused while it streams in, never buffered whole. Other
 * fields and files are discarded.
 */
export function readSingleFile(req: IncomingMessage, field: string, maxBytes: number): Promise<SingleFileResult> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      // busboy reports the limit when a file reaches `fileSize` bytes, so a file of exactly
      // `maxBytes` would be refused: one byte more is the first size that is too large.
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: maxBytes + 1, fields: 10, parts: 20 } });
    } catch {
      resolve({ kind: 'missing' });
      return;
    }
    let settled = false;
    const settle = (result: SingleFileResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    let found: Buffer | null = null;
    parser.on('file', (name, stream) => {
      if (name !== field || found) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        chunks.length = 0;
        stream.resume();
        settle({ kind: 'too_large' });
      });
      stream.on('end', () => {
        if (!settled) found = Buffer.concat(chunks);
      });
    });
    parser.on('error', () => settle({ kind: 'missing' }));
    parser.on('close', () => settle(found ? { kind: 'file', bytes: found } : { kind: 'missing' }));
    req.pipe(parser);
  });
}
