import type { Validated } from '../../../shared/errors/index.js';
import { REVIEW_LIMITS } from './limits.js';

/** A member's deck settings: new cards a São Paulo day, and the retention aimed for (a percentage). */
export interface ReviewSettings {
  newPerDay: number;
  desiredRetention: number;
}

/** A member who never saved settings has these. */
export const DEFAULT_REVIEW_SETTINGS: ReviewSettings = {
  newPerDay: REVIEW_LIMITS.newPerDayDefault,
  desiredRetention: REVIEW_LIMITS.desiredRetentionDefault,
};

export const REVIEW_SETTINGS_MESSAGES = {
  newPerDay: `Cartões novos por dia: um número inteiro de ${REVIEW_LIMITS.newPerDayMin} a ${REVIEW_LIMITS.newPerDayMax}.`,
  desiredRetention: `Retenção desejada: um número inteiro de ${REVIEW_LIMITS.desiredRetentionMin} a ${REVIEW_LIMITS.desiredRetentionMax} (%).`,
} as const;

const within = (value: unknown, min: number, max: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** The settings a member sends, or the messages per field (the DTO checks the same first). */
export function validateSettings(input: { newPerDay?: unknown; desiredRetention?: unknown }): Validated<ReviewSettings> {
  const fields: Record<string, string[]> = {};
  if (!within(input.newPerDay, REVIEW_LIMITS.newPerDayMin, REVIEW_LIMITS.newPerDayMax)) fields.newPerDay = [REVIEW_SETTINGS_MESSAGES.newPerDay];
  if (!within(input.desiredRetention, REVIEW_LIMITS.desiredRetentionMin, REVIEW_LIMITS.desiredRetentionMax)) {
    fields.desiredRetention = [REVIEW_SETTINGS_MESSAGES.desiredRetention];
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, value: { newPerDay: input.newPerDay as number, desiredRetention: input.desiredRetention as number } };
}
