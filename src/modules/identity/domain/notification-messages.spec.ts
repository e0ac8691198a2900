import { describe, expect, it } from '@jest/globals';
import { NOTIFICATION_MESSAGES, renderNotificationText } from './notification-messages.js';

describe('notification texts', () => {
  it('renders a key with its parameters in each language', () => {
    const params = { level: 2, rankName: 'Aprendiz de Palavras' };
    expect(renderNotificationText('level_up.message', params, 'pt')).toBe('Parabéns! Você alcançou o nível 2: Aprendiz de Palavras.');
    expect(renderNotificationText('level_up.message', params, 'en')).toBe('Congratulations! You reached level 2: Aprendiz de Palavras.');
  });

  it('takes a per-language parameter in the reader’s language', () => {
    const params = { badge: { pt: 'Primeira Aula', en: 'First Lesson' } };
    expect(renderNotificationText('badge_granted.message', params, 'en')).toBe('You earned the badge "First Lesson".');
    expect(renderNotificationText('badge_granted.message', params, 'pt')).toBe('Você ganhou a conquista "Primeira Aula".');
  });

  it('shows an unknown key as the key itself and leaves a missing parameter visible', () => {
    expect(renderNotificationText('no.such.key', {}, 'pt')).toBe('no.such.key');
    expect(renderNotificationText('level_up.message', {}, 'en')).toBe('Congratulations! You reached level {level}: {rankName}.');
  });

  it('has every key in both languages, titles and messages in pairs', () => {
    for (const [key, texts] of Object.entries(NOTIFICATION_MESSAGES)) {
      expect(texts.pt).toBeTruthy();
      expect(texts.en).toBeTruthy();
      const [name, part] = key.split('.');
      expect(NOTIFICATION_MESSAGES[`${name}.${part === 'title' ? 'message' : 'title'}`]).toBeDefined();
    }
    for (const key of ['level_up', 'badge_granted', 'post_approved', 'post_rejected', 'post_deleted', 'post_quality', 'xp_granted']) {
      expect(NOTIFICATION_MESSAGES[`${key}.title`]).toBeDefined();
    }
  });
});
