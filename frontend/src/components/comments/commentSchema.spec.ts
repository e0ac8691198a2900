import { describe, expect, it } from '@jest/globals';
import i18next from 'i18next';
import { resources } from '../../i18n/resources';
import { requestLimits } from '../../lib/api/limits';
import { fieldSchemas, type Translate } from '../../lib/forms/fieldSchemas';
import { commentSchema } from './commentSchema';

function schemaFor(lng: 'pt' | 'en', limit = requestLimits.CreateCommentDto.content) {
  const i18n = i18next.createInstance();
  void i18n.init({ resources, lng, fallbackLng: 'pt', defaultNS: 'common', initAsync: false, interpolation: { escapeValue: false } });
  const t = i18n.t.bind(i18n) as Translate;
  return commentSchema(fieldSchemas(t), limit, t('comments.tooLong', { count: limit.maxLength }));
}

describe('the comment form', () => {
  it('refuses a comment longer than the server takes, saying so in the reader’s language', () => {
    const tooLong = { content: 'x'.repeat(requestLimits.CreateCommentDto.content.maxLength + 1) };
    expect(schemaFor('pt').safeParse(tooLong).error?.issues[0]?.message).toBe('O comentário deve ter no máximo 2.000 caracteres.');
    expect(schemaFor('en').safeParse(tooLong).error?.issues[0]?.message).toBe('A comment can have at most 2,000 characters.');
  });

  it('sends the comment trimmed, and nothing blank', () => {
    expect(schemaFor('pt', requestLimits.CommentBodyDto.content).parse({ content: '  Merci!  ' })).toEqual({ content: 'Merci!' });
    expect(schemaFor('pt', requestLimits.CommentBodyDto.content).safeParse({ content: ' \n ' }).success).toBe(false);
  });
});
