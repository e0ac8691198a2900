/**
 * Each item once, where it first came, by `key`. The pages of a list read one after another can
 * hold an item twice when it moves between them while the reader scrolls (a new pin, a new
 * notification, an item reported again).
 */
export function firstOfEach<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
