import { describe, expect, it } from '@jest/globals';
import { sniffPictureType } from './image-type.js';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniffPictureType', () => {
  it.each([
    [bytes([0xff, 0xd8, 0xff, 0xe0]), 'jpeg'],
    [bytes([0x89], 'PNG\r\n\x1a\n'), 'png'],
    [bytes('GIF89a'), 'gif'],
    [bytes('GIF87a'), 'gif'],
    [bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'webp'],
  ])('recognises %j as %s', (input, type) => {
    expect(sniffPictureType(input)).toBe(type);
  });

  it.each([['<html><script>alert(1)</script>'], ['RIFF\0\0\0\0WAVE'], ['GIF8'], ['']])('refuses %j', (text) => {
    expect(sniffPictureType(Buffer.from(text, 'latin1'))).toBeNull();
  });
});
