import { describe, expect, it } from '@jest/globals';
import { normalizeLine, normalizeText } from './normalize.js';

describe('normalizeLine', () => {
  it.each([
    ['Administrador\u200b', 'Administrador'],
    ['\u202Egnp.exe', 'gnp.exe'],
    ['\u200b\u200c\u200d\u2060\ufeff', ''],
    ['  Ana   \t Souza  ', 'Ana Souza'],
    ['Jose\u0301', 'José'],
    ['linha\nquebrada', 'linha quebrada'],
    ['bell\u0007', 'bell'],
  ])('%j becomes %j', (input, expected) => {
    expect(normalizeLine(input)).toBe(expected);
  });
});

describe('normalizeText', () => {
  it('keeps line breaks, drops invisible characters and trailing spaces', () => {
    expect(normalizeText(' Olá\u200b  \r\nmundo\n\n\n\nfim ')).toBe('Olá\nmundo\n\nfim');
  });

  it('makes a text of only invisible characters blank', () => {
    expect(normalizeText('\u200b\u202e\n\u2066')).toBe('');
  });
});
