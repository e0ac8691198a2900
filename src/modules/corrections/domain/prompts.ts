/**
 * Writing prompts (issue 47): a few a day per language, chosen from the active prompts by the São
 * Paulo day, so every member and every instance sees the same ones all day without storing a pick.
 */

import type { WritingLanguage } from './writing.js';

/** How many of a language's active prompts are offered on one day. */
export const PROMPTS_PER_DAY = 3;
export const PROMPT_MAX_LENGTH = 200;
/** At most this many active prompts per language in the administrators' list. */
export const MAX_PROMPTS_PER_LANGUAGE = 50;

export const PROMPT_MESSAGES = {
  required: 'Escreva o texto da proposta.',
  tooLong: `A proposta deve ter no máximo ${PROMPT_MAX_LENGTH} caracteres.`,
  tooMany: `No máximo ${MAX_PROMPTS_PER_LANGUAGE} propostas por idioma.`,
  repeated: 'Esta proposta já está na lista.',
} as const;

export interface SeedPrompt {
  id: string;
  language: WritingLanguage;
  text: string;
  position: number;
}

/** The prompts a new database starts with (reference data, seeded once per id). */
export const SEED_PROMPTS: readonly SeedPrompt[] = [
  ['pt', 'Descreva seu fim de semana.'],
  ['pt', 'Conte sobre uma comida de que você gosta e como ela é feita.'],
  ['pt', 'Como é a cidade onde você mora?'],
  ['pt', 'Escreva sobre um filme ou uma série que você viu recentemente.'],
  ['pt', 'Qual é o seu lugar favorito para viajar, e por quê?'],
  ['pt', 'Descreva a sua rotina de manhã.'],
  ['en', 'Describe your weekend.'],
  ['en', 'Write about a food you like and how it is made.'],
  ['en', 'What is the city where you live like?'],
  ['en', 'Write about a film or a series you watched recently.'],
  ['en', 'What is your favourite place to travel to, and why?'],
  ['en', 'Describe your morning routine.'],
].map(([language, text], i) => ({
  id: `7b1c0e00-4a47-4c0a-9d00-${String(i + 1).padStart(12, '0')}`,
  language: language as WritingLanguage,
  text,
  position: i % 6,
}));

/**
 * The day's prompts of one language: `PROMPTS_PER_DAY` consecutive ones of the active list (in
 * its order), starting further along each day, wrapping round. `dayNumber` is days since the
 * epoch of the São Paulo calendar day.
 */
export function promptsOfTheDay<T>(active: readonly T[], dayNumber: number): T[] {
  if (active.length <= PROMPTS_PER_DAY) return [...active];
  const start = (((dayNumber * PROMPTS_PER_DAY) % active.length) + active.length) % active.length;
  return Array.from({ length: PROMPTS_PER_DAY }, (_, i) => active[(start + i) % active.length]);
}
