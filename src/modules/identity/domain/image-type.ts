/** Profile pictures are judged by their bytes, never by their name or declared type (spec section 5). */
export type PictureType = 'jpeg' | 'png' | 'gif' | 'webp';

export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** Largest decoded size accepted: a small file may declare a huge canvas (decompression bomb). */
export const PICTURE_MAX_PIXELS = 25_000_000;
/** Stored pictures fit in this square. */
export const PICTURE_MAX_SIDE = 512;
export const PICTURE_UPLOADS_PER_HOUR = 10;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type the leading bytes announce, or null for anything else. */
export function sniffPictureType(bytes: Uint8Array): PictureType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}
