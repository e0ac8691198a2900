import type { AdminActionRecorded } from './community.events.js';

/** Facts the corrections module publishes (ADR 0133). */
export interface CorrectionsEvents {
  /** A member posted a text to be corrected (its first version). */
  'corrections.writing_posted': { writingId: string; authorId: string; language: string };
  /** A member gave a text its correction (a first one, not a replacement). */
  'corrections.correction_given': { correctionId: string; writingId: string; correctorId: string; authorId: string; language: string };
  /**
   * The author marked a correction helpful (`helpful`) or took the mark back. `corrected`: the
   * sentences the correction changed, filled when it is marked helpful (the review deck makes its
   * cards of them, issue 48), empty when the mark is taken back; absent in events published before.
   */
  'corrections.correction_marked': {
    correctionId: string;
    writingId: string;
    correctorId: string;
    authorId: string;
    helpful: boolean;
    language?: 'pt' | 'en';
    corrected?: { index: number; original: string; corrected: string; note: string | null }[];
  };
  /**
   * An administrator acted in corrections (a text deleted, the writing prompts replaced), for the
   * admin module's audit log (ADR 0029).
   */
  'corrections.admin_action_recorded': AdminActionRecorded;
  /**
   * Texts, corrections or replies deleted (a text by its author, any by an administrator): with a
   * correction, its replies. Admin closes their open reports (ADR 0103).
   */
  'corrections.items_deleted': { ids: string[] };
}
