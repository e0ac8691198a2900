import { describe, expect, it } from '@jest/globals';
import { languageOfAcceptLanguage } from './page-language.js';

/** `Accept-Language` as a first visit's language (ADR 0127): pt for any Portuguese first, en for any other, pt for none. */
describe('languageOfAcceptLanguage', () => {
  it.each<[string | undefined, 'pt' | 'en']>([
    [undefined, 'pt'],
    ['', 'pt'],
    ['pt-BR,pt;q=0.9,en;q=0.8', 'pt'],
    ['PT-pt', 'pt'],
    ['pt', 'pt'],
    ['en-US,en;q=0.9', 'en'],
    ['es-ES', 'en'],
    ['fr;q=0.9, pt-BR;q=0.95', 'pt'],
    ['pt;q=0, en', 'en'],
    ['ptx-YZ', 'en'],
    ['*', 'pt'],
    ['en;q=abc', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(languageOfAcceptLanguage(header)).toBe(expected);
  });
});
