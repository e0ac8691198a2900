import { describe, expect, it } from '@jest/globals';
import { isWellFormedText, malformedTextPath } from './well-formed.js';

describe('well-formed text', () => {
  it('refuses NUL and lone surrogates, high or low, keeps pairs (emoji)', () => {
    expect(isWellFormedText('Olá, mundo')).toBe(true);
    expect(isWellFormedText('😀 \ud83d\ude00')).toBe(true);
    expect(isWellFormedText('a\u0000b')).toBe(false);
    expect(isWellFormedText('\ud800')).toBe(false);
    expect(isWellFormedText('x\udc00y')).toBe(false);
    expect(isWellFormedText('\ude00\ud83d')).toBe(false);
  });

  it('names the first bad field, nested in objects and arrays, keys included', () => {
    expect(malformedTextPath({ a: 'ok', b: [1, 'ok', { c: 'x\ud800' }] })).toBe('b.2.c');
    expect(malformedTextPath({ ['k\ud800']: 'ok' })).toBe('value');
    expect(malformedTextPath({ nested: { ['k\u0000']: 1 } })).toBe('nested');
    expect(malformedTextPath('\ud800')).toBe('value');
    expect(malformedTextPath({ a: 1, b: null, c: true, d: 'ok' })).toBeUndefined();
  });
});
