import { describe, expect, it } from '@jest/globals';
import { NotificationMessages, type NotificationCatalogue } from './notification-messages.js';

const catalogue: NotificationCatalogue = {
  'level_up.title': { pt: 'Você subiu de nível!', en: 'You levelled up!' },
  'level_up.message': {
    pt: 'Parabéns! Você alcançou o nível {level}: {rankName}.',
    en: 'Congratulations! You reached level {level}: {rankName}.',
  },
  'badge_granted.message': { pt: 'Você ganhou a conquista "{badge}".', en: 'You earned the badge "{badge}".' },
};

describe('notification texts', () => {
  const messages = new NotificationMessages();
  messages.register('gamification', catalogue);

  it('renders a namespaced key with its parameters in each language', () => {
    const params = { level: 2, rankName: 'Aprendiz de Palavras' };
    expect(messages.render('gamification.level_up.message', params, 'pt')).toBe('Parabéns! Você alcançou o nível 2: Aprendiz de Palavras.');
    expect(messages.render('gamification.level_up.message', params, 'en')).toBe('Congratulations! You reached level 2: Aprendiz de Palavras.');
  });

  it('takes a per-language parameter in the reader’s language', () => {
    const params = { badge: { pt: 'Primeira Aula', en: 'First Lesson' } };
    expect(messages.render('gamification.badge_granted.message', params, 'en')).toBe('You earned the badge "First Lesson".');
    expect(messages.render('gamification.badge_granted.message', params, 'pt')).toBe('Você ganhou a conquista "Primeira Aula".');
  });

  it('shows an unknown key, an unknown namespace or a key without namespace as the key itself', () => {
    expect(messages.render('gamification.no_such.key', {}, 'pt')).toBe('gamification.no_such.key');
    expect(messages.render('courses.level_up.title', {}, 'pt')).toBe('courses.level_up.title');
    expect(messages.render('level_up.title', {}, 'pt')).toBe('level_up.title');
  });

  it('files a notification under the category its title declares, else under its type', () => {
    const filed = new NotificationMessages();
    filed.register('gamification', { ...catalogue, 'badge_granted.title': { pt: 'Nova conquista!', en: 'New badge!', category: 'achievement' } });
    expect(filed.categoryOf('gamification.badge_granted.title', 'other')).toBe('achievement');
    expect(filed.categoryOf('gamification.level_up.title', 'level_up')).toBe('level_up');
    expect(filed.categoryOf('courses.course_approved.title', 'other')).toBe('other');
    expect(filed.categoryOf('gamification.level_up.title', 'no_such_type')).toBe('other');
  });

  it('leaves a missing parameter visible', () => {
    expect(messages.render('gamification.level_up.message', {}, 'en')).toBe('Congratulations! You reached level {level}: {rankName}.');
  });

  it('refuses a namespace registered twice, an invalid namespace and a text missing a language', () => {
    expect(() => messages.register('gamification', {})).toThrow('already registered');
    expect(() => messages.register('Bad.Name', {})).toThrow('Invalid notification namespace');
    expect(() => messages.register('courses', { 'x.title': { pt: 'Só português', en: '' } })).toThrow('needs pt and en');
  });
});
