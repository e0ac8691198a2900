import { describe, expect, it } from '@jest/globals';
import { en } from './locales/en';
import { pt } from './locales/pt';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [prefix + key] : keys(value, `${prefix}${key}.`)));
}

const all = (catalogue: Record<string, unknown>) =>
  Object.entries(catalogue as Record<string, Tree>).flatMap(([ns, tree]) => keys(tree).map((key) => `${ns}:${key}`));

/** Issue 23, item 5 and the language check: every text a reader sees exists in both languages. */
describe('the pt and en catalogues', () => {
  it('have the same keys, none missing either way', () => {
    const ptKeys = new Set(all(pt));
    const enKeys = new Set(all(en));
    expect([...ptKeys].filter((key) => !enKeys.has(key))).toEqual([]);
    expect([...enKeys].filter((key) => !ptKeys.has(key))).toEqual([]);
  });

  it('leave no English text empty', () => {
    const empty = all(en).filter((key) => {
      const [ns, path] = key.split(':') as [string, string];
      const value = path.split('.').reduce<unknown>((node, part) => (node as Tree)[part], (en as unknown as Record<string, Tree>)[ns]);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });

  it('spell practise one way in English: the verb, as British English writes it (the catalogue’s English: levelled, enrolments)', () => {
    const texts = all(en).map((key) => {
      const [ns, path] = key.split(':') as [string, string];
      return [key, path.split('.').reduce<unknown>((node, part) => (node as Tree)[part], (en as unknown as Record<string, Tree>)[ns])] as const;
    });
    expect(texts.filter(([, text]) => /\bpractic/i.test(String(text)))).toEqual([]);
    expect(texts.filter(([, text]) => /\bpractis/i.test(String(text))).length).toBeGreaterThan(0);
  });

  it('give every patente an English name of its own (the Portuguese one is what the API sends)', () => {
    const portuguese = new Set(Object.values(pt.ranks.names));
    expect(Object.values(en.ranks.names).filter((name) => portuguese.has(name))).toEqual([]);
  });
});
