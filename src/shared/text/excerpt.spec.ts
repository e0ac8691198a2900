import { describe, expect, it } from '@jest/globals';
import { excerpt } from './excerpt.js';

describe('excerpt', () => {
  it('keeps a short text whole on one line', () => {
    expect(excerpt('  Olá,\n\n  mundo  ')).toBe('Olá, mundo');
  });

  it('cuts a long text at the limit with an ellipsis, never inside an emoji', () => {
    expect(excerpt('abcdefghij', 5)).toBe('abcd…');
    expect(excerpt('😀😀😀😀😀😀', 4)).toBe('😀😀😀…');
  });
});
