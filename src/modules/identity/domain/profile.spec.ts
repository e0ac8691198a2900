import { describe, expect, it } from '@jest/globals';
import { PROFILE_MESSAGES, validateProfile } from './profile.js';

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
});
