import type { AdminActionRecorded } from './community.events.js';

/** Facts the corrections module publishes (ADR 0133). */
export interface CorrectionsEvents {
  /** A member posted a text to be corrected (its first version). */
  'corrections.writing_posted': { writingId: string; authorId: string; language: string };
  /** A member gave a text its correction (a first one, not a replacement). */
  'corrections.correction_given': { correctionId: string; writingId: string; correctorId: string; authorId: string; language: string };
  /** The author marked a correction helpful (`helpful`) or took the mark back. */
  'corrections.correction_marked': { correctionId: string; writingId: string; correctorId: string; authorId: string; helpful: boolean };
  /**
   * An administrator acted in corrections (a text deleted, the writing prompts replaced), for the
   * admin module's audit log (ADR 0029).
   */
  'corrections.admin_action_recorded': AdminActionRecorded;
}
