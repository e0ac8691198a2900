import { describe, expect, it } from '@jest/globals';
import { validateSettings } from './settings.js';

describe('validateSettings', () => {
  it('accepts a full valid change', () => {
    expect(
      validateSettings({
        name: 'Lia',
        biography: 'b'.repeat(500),
        dailyGoal: 150,
        preferredLanguage: 'en',
        userLanguages: [
          { language: 'ja', proficiency: 'Iniciante' },
          { language: 'pt', proficiency: 'Nativo' },
        ],
      }),
    ).toEqual({});
  });

  it.each([
    [{ name: '' }, 'name', 'Nome é obrigatório'],
    [{ name: 'a'.repeat(101) }, 'name', 'Nome muito longo (máximo 100 caracteres)'],
    [{ name: 'Lia', biography: 'b'.repeat(501) }, 'biography', 'Biografia muito longa (máximo 500 caracteres)'],
    [{ name: 'Lia', dailyGoal: 75 }, 'dailyGoal', 'Meta diária inválida. Use 25, 50, 100, 150, 200.'],
    [{ name: 'Lia', preferredLanguage: 'es' }, 'preferredLanguage', 'Idioma da interface inválido. Use pt ou en.'],
    [{ name: 'Lia', userLanguages: [{ language: 'Inglês', proficiency: 'Nativo' }] }, 'userLanguages.0.language', 'Idioma inválido'],
    [
      { name: 'Lia', userLanguages: [{ language: 'en', proficiency: 'Nativo' }, { language: 'en', proficiency: 'Fluente' }] },
      'userLanguages.1.language',
      'Este idioma já foi adicionado',
    ],
  ])('refuses %j', (change, field, message) => {
    expect(validateSettings(change)[field]).toEqual([message]);
  });

  it('counts characters, not UTF-16 units, against the name limit', () => {
    expect(validateSettings({ name: '😀'.repeat(100) })).toEqual({});
  });
});
