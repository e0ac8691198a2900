import { describe, expect, it } from '@jest/globals';
import { FLAG_TARGET_TYPES } from '../../../shared/moderation/index.js';
import { FLAGS_NOTIFICATIONS, decidedNoticeKey, flagItemPlace, removalReason, removedNoticeKey } from './flags.js';

const ID = '11111111-1111-4111-8111-111111111111';
const PARENT = '22222222-2222-4222-8222-222222222222';

describe('where a reported item is (ADR 0131)', () => {
  it.each([
    ['post', false, { kind: 'post', id: ID, path: `/comunidade/post/${ID}` }],
    ['post', true, null],
    ['post_comment', false, { kind: 'post', id: PARENT, path: `/comunidade/post/${PARENT}` }],
    ['post_comment', true, { kind: 'post', id: PARENT, path: `/comunidade/post/${PARENT}` }],
    ['course', false, { kind: 'course', id: ID, path: `/curso/${ID}` }],
    ['course', true, null],
    ['course_comment', true, { kind: 'course', id: PARENT, path: `/curso/${PARENT}` }],
    ['lesson_comment', false, { kind: 'course', id: PARENT, path: `/curso/${PARENT}` }],
    ['chat_message', true, { kind: 'room', id: PARENT, path: `/chat?sala=${PARENT}` }],
    ['member', false, { kind: 'profile', id: ID, path: `/perfil-publico/${ID}` }],
    ['member', true, null],
    ['writing', false, { kind: 'writing', id: ID, path: `/correcoes/${ID}` }],
    ['writing', true, null],
    ['correction', true, { kind: 'writing', id: PARENT, path: `/correcoes/${PARENT}` }],
    ['writing_reply', false, { kind: 'writing', id: PARENT, path: `/correcoes/${PARENT}` }],
  ] as const)('%s (removed: %s)', (type, removed, expected) => {
    const own = type === 'post' || type === 'course' || type === 'member' || type === 'writing';
    expect(flagItemPlace(type, ID, own ? null : PARENT, removed)).toEqual(expected);
  });

  it('has no place within a parent it does not know', () => {
    expect(flagItemPlace('post_comment', ID, null)).toBeNull();
  });
});

describe('the notices of a decision', () => {
  // As the inbox renders a stored key (ADR 0015): `{name}` takes the parameter, in the reader's language when it has two.
  type Param = string | { pt: string; en: string };
  const texts = {
    render: (key: string, values: Record<string, Param>, language: 'pt' | 'en') =>
      FLAGS_NOTIFICATIONS[key.replace(/^flags\./, '') as keyof typeof FLAGS_NOTIFICATIONS][language].replace(/\{(\w+)\}/g, (whole, name: string) => {
        const value = values[name];
        return value === undefined ? whole : typeof value === 'string' ? value : value[language];
      }),
  };
  const params = { excerpt: 'Compre já', place: { pt: 'Geral', en: 'General' }, reason: removalReason('harassment') };

  it('name every kind of item and every decision in pt and en, leaving no placeholder unfilled', () => {
    for (const type of FLAG_TARGET_TYPES) {
      for (const key of [decidedNoticeKey(type, 'keep'), decidedNoticeKey(type, 'remove'), removedNoticeKey(type)]) {
        for (const language of ['pt', 'en'] as const) {
          const text = texts.render(`flags.${key}`, params, language);
          expect(text).not.toMatch(/[{}]/);
          // A profile's author is told what of it went, not its name.
          if (key !== removedNoticeKey('member')) expect(text).toContain('Compre já');
        }
      }
    }
  });

  it('name a correction and a reply by their text, in pt and en', () => {
    const onText = { ...params, place: 'Meu fim de semana' };
    expect(texts.render(`flags.${decidedNoticeKey('correction', 'keep')}`, onText, 'pt')).toBe(
      'Analisamos sua denúncia. A correção «Compre já» do texto «Meu fim de semana» foi mantida: um administrador concluiu que não viola as regras da comunidade. Obrigado por ajudar a manter a comunidade segura.',
    );
    expect(texts.render(`flags.${removedNoticeKey('writing_reply')}`, onText, 'en')).toBe(
      'Your reply “Compre já” to a correction of the text “Meu fim de semana” was removed by an administrator after reports. Reason: harassment.',
    );
    expect(texts.render(`flags.${removedNoticeKey('writing')}`, onText, 'pt')).toBe('Seu texto «Compre já» foi removido por um administrador após denúncias. Motivo: assédio.');
  });

  it('say what was decided, agreeing with the item in Portuguese', () => {
    expect(texts.render(`flags.${decidedNoticeKey('chat_message', 'keep')}`, params, 'pt')).toBe(
      'Analisamos sua denúncia. A mensagem «Compre já» na sala «Geral» foi mantida: um administrador concluiu que não viola as regras da comunidade. Obrigado por ajudar a manter a comunidade segura.',
    );
    expect(texts.render(`flags.${decidedNoticeKey('course_comment', 'remove')}`, { ...params, place: 'Inglês básico' }, 'en')).toBe(
      'We reviewed your report. The comment “Compre já” on the course “Inglês básico” was removed by an administrator. Thank you for helping keep the community safe.',
    );
    expect(texts.render(`flags.${removedNoticeKey('member')}`, params, 'pt')).toBe(
      'A biografia e as fotos do seu perfil foram removidas por um administrador após denúncias. Motivo: assédio.',
    );
    expect(texts.render(`flags.${removedNoticeKey('post')}`, { ...params, reason: removalReason('other') }, 'en')).toBe(
      'Your post “Compre já” was removed by an administrator after reports.',
    );
  });
});
