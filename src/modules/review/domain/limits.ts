/** How much of the deck a member meets, and what they may set (issue 48, ADR 0139). */
export const REVIEW_LIMITS = {
  /** New cards a São Paulo day: the member's setting's bounds and default. */
  newPerDayMin: 0,
  newPerDayMax: 50,
  newPerDayDefault: 10,
  /** The retention the member aims for, a percentage: the setting's bounds and default. */
  desiredRetentionMin: 80,
  desiredRetentionMax: 97,
  desiredRetentionDefault: 90,
  /** Cards in one session: the query's bounds and default. */
  sessionMin: 1,
  sessionMax: 50,
  sessionDefault: 20,
  /** A typed answer; longer is not an answer (as the lesson quizzes'). */
  answerMax: 1000,
} as const;

/** Answers a member may send per minute, every card together (ADR 0017). */
export const REVIEW_ANSWER_RATE_LIMIT = { limit: 120, windowSeconds: 60 } as const;
