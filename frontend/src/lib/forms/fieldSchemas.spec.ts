import { describe, expect, it } from '@jest/globals';
import i18next from 'i18next';
import { resources } from '../../i18n/resources';
import { requestLimits } from '../api/limits';
import { fieldSchemas, type Translate } from './fieldSchemas';

function schemasFor(lng: 'pt' | 'en') {
  const i18n = i18next.createInstance();
  void i18n.init({ resources, lng, fallbackLng: 'pt', defaultNS: 'common', initAsync: false, interpolation: { escapeValue: false } });
  return fieldSchemas(i18n.t.bind(i18n) as Translate);
}

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('form fields from the limits the server declares', () => {
  const comment = requestLimits.CreateCommentDto.content;

  it('refuses a comment longer than the DTO allows, in the reader’s language', () => {
    const tooLong = 'a'.repeat(comment.maxLength + 1);
    expect(messageOf(schemasFor('pt').text(comment).safeParse(tooLong))).toBe('Use no máximo 2.000 caracteres.');
    expect(messageOf(schemasFor('en').text(comment).safeParse(tooLong))).toBe('Use at most 2,000 characters.');
    expect(schemasFor('pt').text(comment).safeParse('a'.repeat(comment.maxLength)).success).toBe(true);
  });

  it('counts characters as JSON Schema does: an emoji is one (500 fit in a chat message)', () => {
    const message = requestLimits.SendChatMessageDto.content;
    expect(schemasFor('pt').text(message).safeParse('🙂'.repeat(message.maxLength)).success).toBe(true);
    expect(schemasFor('pt').text(message).safeParse('🙂'.repeat(message.maxLength + 1)).success).toBe(false);
  });

  it('trims, and refuses a required text that is blank with the form’s own text', () => {
    const text = schemasFor('pt').text(comment, { required: 'Escreva algo.' });
    expect(text.parse('  Olá  ')).toBe('Olá');
    expect(messageOf(text.safeParse('   '))).toBe('Escreva algo.');
    expect(schemasFor('pt').text(requestLimits.ModerationReasonDto.reason).safeParse('').success).toBe(true);
  });

  it('takes links as the server declares them: https only (magnet too for torrents), empty when optional', () => {
    const cover = schemasFor('pt').text(requestLimits.UploadCourseDto.cover_image);
    expect(cover.safeParse('https://images.example.com/capa.jpg').success).toBe(true);
    expect(messageOf(cover.safeParse('http://169.254.169.254/latest'))).toBe('Informe um endereço que comece com https://.');
    expect(messageOf(schemasFor('en').text(requestLimits.UploadCourseDto.external_link).safeParse('javascript:alert(1)'))).toBe(
      'Enter an address that starts with https://.',
    );
    expect(messageOf(cover.safeParse('https://example.com/' + 'a'.repeat(2_048)))).toBe('Use no máximo 2.048 caracteres.');
    const torrent = schemasFor('pt').text(requestLimits.UploadCourseDto.torrent_file_url);
    expect(torrent.safeParse('magnet:?xt=urn:btih:' + 'a'.repeat(40)).success).toBe(true);
    expect(torrent.safeParse('http://files.example.com/a.torrent').success).toBe(false);
    const material = schemasFor('pt').text(requestLimits.LessonBodyDto.material_url);
    expect(material.safeParse('').success).toBe(true);
    expect(material.safeParse('ftp://example.com/a.pdf').success).toBe(false);
  });

  it('keeps a number within minimum and maximum', () => {
    const rating = schemasFor('pt').number(requestLimits.RateBodyDto.rating, {}, { integer: true });
    expect(rating.safeParse(5).success).toBe(true);
    expect(messageOf(rating.safeParse(0))).toBe('O valor mínimo é 1.');
    expect(messageOf(rating.safeParse(6))).toBe('O valor máximo é 5.');
    expect(messageOf(rating.safeParse(2.5))).toBe('Valor inválido.');
    expect(messageOf(rating.safeParse(Number.NaN))).toBe('Valor inválido.');
  });

  it('accepts only the DTO’s choices', () => {
    const level = schemasFor('en').choice(requestLimits.UploadCourseDto.level);
    expect(level.parse('Completo')).toBe('Completo');
    expect(messageOf(level.safeParse('Expert'))).toBe('Invalid value.');
  });
});
