import { describe, expect, it } from '@jest/globals';
import { POST_LANGUAGES, POST_MESSAGES, languageLabel, validateComment, validatePost } from './post.js';

describe('a new post', () => {
  const valid = { title: ' Dica de pronúncia ', content: '\n Treine com músicas. \n', languages: ['en', 'ja'] };

  it('is trimmed and keeps its languages in the order chosen', () => {
    expect(validatePost(valid)).toEqual({
      ok: true,
      value: { title: 'Dica de pronúncia', content: 'Treine com músicas.', languages: ['en', 'ja'] },
    });
  });

  it('keeps markup exactly as typed: it is plain text', () => {
    const markup = '<img src=x onerror=alert(1)> & <b>negrito</b>';
    const result = validatePost({ ...valid, title: markup, content: markup });
    expect(result).toMatchObject({ ok: true, value: { title: markup, content: markup } });
  });

  it.each([
    ['a blank title', { title: '   ' }, 'title', POST_MESSAGES.required],
    ['a blank content', { content: ' \n ' }, 'content', POST_MESSAGES.required],
    ['no language', { languages: [] }, 'languages', POST_MESSAGES.required],
    ['a title over 150 characters', { title: 'a'.repeat(151) }, 'title', 'O título deve ter no máximo 150 caracteres.'],
    ['a content over 10 000 characters', { content: 'a'.repeat(10_001) }, 'content', 'O conteúdo deve ter no máximo 10.000 caracteres.'],
    ['an unknown language', { languages: ['la'] }, 'languages.0', POST_MESSAGES.languageInvalid],
    ['a language label instead of its code', { languages: ['Inglês'] }, 'languages.0', POST_MESSAGES.languageInvalid],
    ['a repeated language', { languages: ['en', 'en'] }, 'languages.1', POST_MESSAGES.languageRepeated],
    ['a NUL character', { content: 'a\u0000b' }, 'content', POST_MESSAGES.invalidCharacters],
  ])('refuses %s', (_case, override, field, message) => {
    expect(validatePost({ ...valid, ...override })).toEqual({ ok: false, fields: { [field]: [message] } });
  });

  it('accepts the limits exactly, counted after trimming', () => {
    const result = validatePost({ title: ` ${'t'.repeat(150)} `, content: `${'c'.repeat(10_000)}  `, languages: [...POST_LANGUAGES] });
    expect(result.ok).toBe(true);
  });
});

describe('a comment', () => {
  it('is trimmed, must not be blank and has at most 2 000 characters', () => {
    expect(validateComment('  Ótimo!  ')).toEqual({ ok: true, value: 'Ótimo!' });
    expect(validateComment('   ')).toEqual({ ok: false, fields: { content: [POST_MESSAGES.commentRequired] } });
    expect(validateComment('x'.repeat(2_000)).ok).toBe(true);
    expect(validateComment('x'.repeat(2_001))).toEqual({
      ok: false,
      fields: { content: ['O comentário deve ter no máximo 2.000 caracteres.'] },
    });
  });
});

describe('the language label', () => {
  it('joins the Portuguese names of the codes with commas, or says Geral when there are none', () => {
    expect(languageLabel(['en', 'ar', 'zh'])).toBe('Inglês, Árabe, Chinês (Mandarim)');
    expect(languageLabel([])).toBe('Geral');
  });
});
