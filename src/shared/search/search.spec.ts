import { describe, expect, it } from '@jest/globals';
import { InvalidCursorError, encodeCursor } from '../http/pagination.js';
import { readSearchCursor, searchCursorOf, searchQueryText, segmentsOf } from './search.js';

describe('the search kernel', () => {
  it('turns what a member types into tsquery text of words only, the last one a prefix', () => {
    expect(searchQueryText('lição')).toBe('lição:*');
    expect(searchQueryText("gramática & 'inglês' | !run")).toBe('gramática & inglês & run:*');
    expect(searchQueryText('a:* <-> b')).toBe('a & b:*');
    expect(searchQueryText('!! ??')).toBeNull();
  });

  it('splits a marked headline into plain and matched pieces, never HTML', () => {
    expect(segmentsOf('Minha \u0002lição\u0003 de <b>inglês</b>')).toEqual([
      { text: 'Minha ', match: false },
      { text: 'lição', match: true },
      { text: ' de <b>inglês</b>', match: false },
    ]);
    expect(segmentsOf('\u0002a\u0003\u0002b\u0003 c')).toEqual([{ text: 'ab', match: true }, { text: ' c', match: false }]);
    expect(segmentsOf('sem marcas')).toEqual([{ text: 'sem marcas', match: false }]);
    expect(segmentsOf('\u0002aberta')).toEqual([{ text: 'aberta', match: true }]);
    expect(segmentsOf('um \u0004b>truque\u0004/b>')).toEqual([{ text: 'um <b>truque</b>', match: false }]);
  });

  it('reads back the cursors it hands out and refuses any other', () => {
    const key = { rank: 0.0607927, id: '0b5d3c4e-6a2f-4c1b-9d8e-7f6a5b4c3d2e' };
    expect(readSearchCursor(searchCursorOf(key))).toEqual(key);
    expect(readSearchCursor(undefined)).toBeUndefined();
    for (const forged of ['nope', encodeCursor([1, 'not-a-uuid']), encodeCursor([-1, key.id]), encodeCursor([key.id, 0.5]), encodeCursor([1e300, key.id])]) {
      expect(() => readSearchCursor(forged)).toThrow(InvalidCursorError);
    }
  });
});
