import { Injectable } from '@nestjs/common';
import type { ReadPart } from '../../../shared/pg-pool/index.js';
import { CORRECTING_LEVELS, WRITING_LANGUAGES, type WritingLanguage } from '../domain/writing.js';
import { CorrectionsFiguresQueries, type TopCorrectorRow } from '../adapters/persistence/corrections-figures.queries.js';

/** The figures of corrections the administrators' reports show (ADR 0138). */
export interface CorrectionReportFigures {
  /** Texts written in the period. */
  writings: number;
  /** Texts of the period at least a day old, and how many of them had a first correction within 24 h. */
  matured: number;
  correctedWithinDay: number;
  /** Median minutes from a text to its first correction, per language; null without a corrected text. */
  medianMinutesToFirstCorrection: Record<WritingLanguage, number | null>;
  /** Corrections given in the period, and how many of them are marked helpful. */
  corrections: number;
  helpful: number;
}

export type { TopCorrectorRow as TopCorrector };

/** What a member's dashboard says of corrections (ADR 0138). */
export interface CorrectionsWaiting {
  /** Per language the member corrects (declared Nativo or Fluente), the texts with no correction yet they may correct. */
  queue: { language: WritingLanguage; count: number }[];
  /** The member's own texts with no correction yet. */
  mine: number;
}

/**
 * The corrections module's figures for other screens (ADR 0138), each a part of their one
 * statement (ADR 0080): the administrators' reports, the dashboard and the profile.
 */
@Injectable()
export class CorrectionsFiguresApi {
  /** The levels of a language that may correct texts in it. */
  static readonly correctingLevels: readonly string[] = CORRECTING_LEVELS;

  constructor(private readonly queries: CorrectionsFiguresQueries) {}

  /** The period's figures: texts written since `from`, the 24 h share as of `now`, medians, the helpful share's parts. */
  reportFigures(from: Date, now: Date): ReadPart<CorrectionReportFigures> {
    return this.queries.reportFigures(from, new Date(now.getTime() - 86_400_000)).map((row) => ({
      writings: Number(row.writings),
      matured: Number(row.matured),
      correctedWithinDay: Number(row.correctedWithinDay),
      medianMinutesToFirstCorrection: {
        pt: minutes(row.medianSeconds.pt),
        en: minutes(row.medianSeconds.en),
      },
      corrections: Number(row.corrections),
      helpful: Number(row.helpful),
    }));
  }

  /** The members with the most corrections marked helpful among those given since `from`; ties: more given. */
  topCorrectors(from: Date, limit: number): ReadPart<TopCorrectorRow[]> {
    return this.queries.topCorrectors(from, limit);
  }

  /**
   * The texts waiting for a first correction in each language the member corrects, and the
   * member's own: `context` is `IdentityApi.languagesAndBlocksPart(memberId, correctingLevels)`.
   */
  waitingFor(memberId: string, context: ReadPart<{ languages: string[]; blocked: string[] }>): ReadPart<CorrectionsWaiting> {
    return this.queries.waitingFor(memberId, context).map(({ queue, mine }) => ({
      queue: WRITING_LANGUAGES.filter((language) => language in queue).map((language) => ({ language, count: Number(queue[language]) })),
      mine: Number(mine),
    }));
  }

  /** The corrections the member gave and how many are marked helpful: public figures of a profile. */
  correctorFigures(memberId: string): ReadPart<{ given: number; helpful: number }> {
    return this.queries.correctorFigures(memberId).map(({ given, helpful }) => ({ given: Number(given), helpful: Number(helpful) }));
  }
}

function minutes(seconds: number | null): number | null {
  return seconds === null ? null : Math.round(seconds / 60);
}
