import { describe, expect, it } from '@jest/globals';
import { excerpt } from './excerpt';

describe('excerpt', () => {
  it('keeps a short text whole, on one line', () => {
    expect(excerpt('  Olá,\n  tudo bem?  ')).toBe('Olá, tudo bem?');
  });

  it('cuts a long text at a word, without a trailing comma, and marks the cut', () => {
    expect(excerpt('Alguém sabe a diferença entre por que, porque, porquê e por quê?', 40)).toBe('Alguém sabe a diferença entre por que…');
  });

  it('keeps the last word whole when the cut falls right after it', () => {
    expect(excerpt('Como treinar a pronúncia do th em inglês sem perder a paciência', 40)).toBe('Como treinar a pronúncia do th em inglês…');
  });

  it('cuts inside a long word rather than leave almost nothing', () => {
    expect(excerpt('Pneumoultramicroscopicossilicovulcanoconiótico é a maior palavra', 20)).toBe('Pneumoultramicroscop…');
  });

  it('never splits a character made of two code units', () => {
    expect(excerpt('😀'.repeat(30), 10)).toBe(`${'😀'.repeat(10)}…`);
  });
});
