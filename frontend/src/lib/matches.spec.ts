import { describe, expect, it } from '@jest/globals';
import { matchedPieces } from './matches';

describe('matchedPieces', () => {
  it('marks the typed words whatever their accents and case', () => {
    expect(matchedPieces('Primeira Lição de inglês', 'licao INGLES')).toEqual([
      { text: 'Primeira ', match: false },
      { text: 'Lição', match: true },
      { text: ' de ', match: false },
      { text: 'inglês', match: true },
    ]);
  });

  it('marks a word inside a longer one, as the catalogue finds it', () => {
    expect(matchedPieces('Pronúncia', 'nunc')).toEqual([
      { text: 'Pro', match: false },
      { text: 'núnc', match: true },
      { text: 'ia', match: false },
    ]);
  });

  it('leaves the text whole with no query, a one-letter word or no match', () => {
    expect(matchedPieces('Curso de férias', undefined)).toEqual([{ text: 'Curso de férias', match: false }]);
    expect(matchedPieces('Curso de férias', 'a')).toEqual([{ text: 'Curso de férias', match: false }]);
    expect(matchedPieces('Curso de férias', 'verão')).toEqual([{ text: 'Curso de férias', match: false }]);
  });

  it('keeps every character, emoji and all, in order', () => {
    const text = 'Inglês 🇬🇧 para viagem 🧳 em ação';
    expect(matchedPieces(text, 'acao viagem').map((piece) => piece.text).join('')).toBe(text);
  });
});
