import { describe, expect, it } from '@jest/globals';
import { suggestedLearningLanguage } from './learningLanguage';

describe('suggestedLearningLanguage', () => {
  it.each([
    ['a native Portuguese speaker learns English', [{ language: 'pt', proficiency: 'Nativo' }], 'pt', 'en'],
    ['a native English speaker learns Portuguese, whatever the interface', [{ language: 'en', proficiency: 'Nativo' }], 'en', 'pt'],
    ['fluent counts as spoken', [{ language: 'en', proficiency: 'Fluente' }], 'en', 'pt'],
    ['a learning level already declared wins', [{ language: 'pt', proficiency: 'Nativo' }, { language: 'en', proficiency: 'Avançado' }], 'en', 'en'],
    ['nothing declared: the language that is not the interface one (pt)', [], 'pt', 'en'],
    ['nothing declared: the language that is not the interface one (en)', [{ language: 'ja', proficiency: 'Nativo' }], 'en', 'pt'],
    ['both spoken: decide later', [{ language: 'pt', proficiency: 'Nativo' }, { language: 'en', proficiency: 'Fluente' }], 'pt', ''],
  ])('%s', (_case, languages, interfaceLanguage, expected) => {
    expect(suggestedLearningLanguage(languages, interfaceLanguage)).toBe(expected);
  });
});
