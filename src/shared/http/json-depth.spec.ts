import { describe, expect, it } from '@jest/globals';
import { MAX_JSON_DEPTH, jsonNestingExceeds } from './json-depth.js';

const nested = (depth: number) => Buffer.from(`${'['.repeat(depth)}${']'.repeat(depth)}`);

describe('jsonNestingExceeds', () => {
  it('accepts nesting up to the limit and refuses one level more', () => {
    expect(jsonNestingExceeds(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestingExceeds(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonNestingExceeds(Buffer.from(`{"a":${'{"b":'.repeat(40)}1${'}'.repeat(40)}}`))).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ note: `${'['.repeat(100)}"\\${'{'.repeat(100)}`, list: [[1], { a: [2] }] });
    expect(jsonNestingExceeds(Buffer.from(text))).toBe(false);
  });

  it('reads multi-byte characters without confusion', () => {
    expect(jsonNestingExceeds(Buffer.from(JSON.stringify({ nome: 'Ação 日本語 ✓', n: [[['ü']]] })))).toBe(false);
  });
});
