import { describe, expect, it } from '@jest/globals';
import { PROFILE_MESSAGES, learningLanguageOf, validateProfile } from './profile.js';

const valid = { name: '  Ana Souza ', biography: ' Olá! ', userLanguages: [] };

describe('validateProfile', () => {
  it('trims name and biography', () => {
    const result = validateProfile(valid);
    expect(result).toEqual({ ok: true, value: { name: 'Ana Souza', biography: 'Olá!', userLanguages: [] } });
  });

  it('requires a name that is not blank', () => {
    expect(validateProfile({ ...valid, name: '   ' })).toEqual({
      ok: false,
      fields: { name: [PROFILE_MESSAGES.nameRequired] },
    });
  });

  it('limits the name to 100 and the biography to 500 characters', () => {
    expect(validateProfile({ ...valid, name: 'a'.repeat(100) }).ok).toBe(true);
    expect(validateProfile({ ...valid, name: 'a'.repeat(101) })).toMatchObject({
      fields: { name: [PROFILE_MESSAGES.nameTooLong] },
    });
    expect(validateProfile({ ...valid, biography: 'b'.repeat(500) }).ok).toBe(true);
    expect(validateProfile({ ...valid, biography: 'b'.repeat(501) })).toMatchObject({
      fields: { biography: [PROFILE_MESSAGES.biographyTooLong] },
    });
  });

  it('accepts only listed languages and proficiencies, each language once', () => {
    const result = validateProfile({
      ...valid,
      userLanguages: [
        { language: 'en', proficiency: 'Fluente' },
        { language: 'Inglês' as never, proficiency: 'Fluente' },
        { language: 'en', proficiency: 'Expert' as never },
      ],
    });
    expect(result).toEqual({
      ok: false,
      fields: {
        'userLanguages.1.language': [PROFILE_MESSAGES.languageInvalid],
        'userLanguages.2.proficiency': [PROFILE_MESSAGES.proficiencyInvalid],
        'userLanguages.2.language': [PROFILE_MESSAGES.languageRepeated],
      },
    });
  });

  it('keeps the daily goal to the settings\' choices, and leaves it out when skipped', () => {
    expect(validateProfile({ ...valid, dailyGoal: 50 })).toMatchObject({ ok: true, value: { dailyGoal: 50 } });
    expect(validateProfile(valid)).toMatchObject({ ok: true, value: { dailyGoal: undefined } });
    expect(validateProfile({ ...valid, dailyGoal: 60 })).toEqual({ ok: false, fields: { dailyGoal: [PROFILE_MESSAGES.dailyGoalInvalid] } });
  });

  it.each([
    ['adds it first, as Iniciante, when not declared', [{ language: 'pt', proficiency: 'Nativo' }], 'en', [
      { language: 'en', proficiency: 'Iniciante' },
      { language: 'pt', proficiency: 'Nativo' },
    ]],
    ['moves it first at its own learning level', [{ language: 'ja', proficiency: 'Iniciante' }, { language: 'pt', proficiency: 'Intermediário' }], 'pt', [
      { language: 'pt', proficiency: 'Intermediário' },
      { language: 'ja', proficiency: 'Iniciante' },
    ]],
  ] as const)('stores the language to learn as a declaration: %s', (_case, languages, learning, expected) => {
    const result = validateProfile({ ...valid, userLanguages: [...languages], learningLanguage: learning });
    expect(result).toMatchObject({ ok: true, value: { userLanguages: expected } });
    expect(learningLanguageOf(expected)).toBe(learning);
  });

  it('refuses a language to learn outside pt and en, or one the member speaks', () => {
    expect(validateProfile({ ...valid, learningLanguage: 'ja' })).toEqual({
      ok: false,
      fields: { learningLanguage: [PROFILE_MESSAGES.learningLanguageInvalid] },
    });
    expect(validateProfile({ ...valid, userLanguages: [{ language: 'en', proficiency: 'Fluente' }], learningLanguage: 'en' })).toEqual({
      ok: false,
      fields: { learningLanguage: [PROFILE_MESSAGES.learningLanguageSpoken] },
    });
  });

  it('reads the language a member learns as their first declaration at a learning level', () => {
    expect(learningLanguageOf([{ language: 'pt', proficiency: 'Nativo' }, { language: 'it', proficiency: 'Avançado' }, { language: 'en', proficiency: 'Iniciante' }])).toBe('it');
    expect(learningLanguageOf([{ language: 'pt', proficiency: 'Nativo' }, { language: 'en', proficiency: 'Fluente' }])).toBeNull();
    expect(learningLanguageOf([])).toBeNull();
  });
});
