import { describe, expect, it } from '@jest/globals';
import { firstOfEach } from './firstOfEach';

describe('firstOfEach', () => {
  it('keeps the first of items sharing a key, in their order', () => {
    const items = [
      { id: 'a', page: 1 },
      { id: 'b', page: 1 },
      { id: 'a', page: 2 },
      { id: 'c', page: 2 },
    ];
    expect(firstOfEach(items, (item) => item.id)).toEqual([
      { id: 'a', page: 1 },
      { id: 'b', page: 1 },
      { id: 'c', page: 2 },
    ]);
  });

  it('gives an empty list for an empty one', () => {
    expect(firstOfEach([], String)).toEqual([]);
  });
});
