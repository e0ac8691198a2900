import { requestLimits } from './api/limits';

/** The languages the profile set-up offers to learn (the API's `learningLanguage` enum): pt and en. */
export const LEARNABLE_LANGUAGES = requestLimits.ProfileSetupDto.learningLanguage.enum;
export type LearnableLanguage = (typeof LEARNABLE_LANGUAGES)[number];

/** Proficiencies at which a language is spoken, not learnt (ADR 0128). */
const SPOKEN = new Set(['Fluente', 'Nativo']);

/** Whether the member's list says they speak `language` (Fluente or Nativo): then it is none to learn. */
export function speaks(languages: readonly { language: string; proficiency: string }[], language: string): boolean {
  return languages.some((entry) => entry.language === language && SPOKEN.has(entry.proficiency));
}

/**
 * The language the set-up suggests to learn (ADR 0128): the one of pt and en the member already
 * declares at a learning level; else the one they do not speak; of two they speak neither of, the
 * one that is not their interface language; '' (decide later) when they speak both.
 */
export function suggestedLearningLanguage(
  languages: readonly { language: string; proficiency: string }[],
  interfaceLanguage: string,
): LearnableLanguage | '' {
  const learning = languages.find(
    (entry) => (LEARNABLE_LANGUAGES as readonly string[]).includes(entry.language) && !SPOKEN.has(entry.proficiency),
  );
  if (learning) return learning.language as LearnableLanguage;
  const open = LEARNABLE_LANGUAGES.filter((language) => !speaks(languages, language));
  if (open.length === LEARNABLE_LANGUAGES.length) return open.find((language) => language !== interfaceLanguage) ?? open[0] ?? '';
  return open[0] ?? '';
}
