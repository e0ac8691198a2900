/**
 * A review session as the page runs it, without React: the cards the server chose, in its order,
 * then each card answered wrong the first time once more at the end (issue 48). A repeat is a review
 * like any other, sent through the same endpoint; it never comes back a third time.
 */

/** A card as the session needs it: its id, whatever else the page shows. */
export interface SessionCard {
  id: string;
}

export interface Turn<C extends SessionCard> {
  card: C;
  /** The card's second chance, at the end, after a wrong first answer. */
  repeat: boolean;
}

export interface Outcome {
  cardId: string;
  repeat: boolean;
  correct: boolean;
  xp: number;
}

export interface Session<C extends SessionCard> {
  turns: Turn<C>[];
  /** The turn on screen; `turns.length` once the session is over. */
  index: number;
  outcomes: Outcome[];
}

export function startSession<C extends SessionCard>(cards: readonly C[]): Session<C> {
  return { turns: cards.map((card) => ({ card, repeat: false })), index: 0, outcomes: [] };
}

export function currentTurn<C extends SessionCard>(session: Session<C>): Turn<C> | undefined {
  return session.turns[session.index];
}

export const isOver = (session: Session<SessionCard>): boolean => session.index >= session.turns.length;

/** The verdict on the turn on screen: kept, and a first wrong answer queues the card's second chance at the end. */
export function recordAnswer<C extends SessionCard>(session: Session<C>, verdict: { correct: boolean; xpAwarded: number }): Session<C> {
  const turn = currentTurn(session);
  if (!turn) return session;
  const outcome: Outcome = { cardId: turn.card.id, repeat: turn.repeat, correct: verdict.correct, xp: verdict.xpAwarded };
  const turns = !verdict.correct && !turn.repeat ? [...session.turns, { card: turn.card, repeat: true }] : session.turns;
  return { ...session, turns, outcomes: [...session.outcomes, outcome] };
}

/** Continuar: the next turn. */
export function advance<C extends SessionCard>(session: Session<C>): Session<C> {
  return { ...session, index: Math.min(session.index + 1, session.turns.length) };
}

/**
 * "Não revisar mais" on the card on screen: it leaves the session, its second chance too; what it
 * was already answered stays counted. The next turn takes its place.
 */
export function removeCard<C extends SessionCard>(session: Session<C>, cardId: string): Session<C> {
  const turns = session.turns.filter((turn, index) => index < session.index || turn.card.id !== cardId);
  return { ...session, turns };
}

/** Where the turn on screen stands: "3 of 10" among the first answers, or "1 of 2" among the second chances. */
export function positionOf(session: Session<SessionCard>): { repeat: boolean; n: number; total: number } {
  const turn = session.turns[session.index];
  const repeat = turn?.repeat ?? false;
  const same = session.turns.filter((candidate) => candidate.repeat === repeat);
  return { repeat, n: session.turns.slice(0, session.index + 1).filter((candidate) => candidate.repeat === repeat).length, total: same.length };
}

export interface SessionResult {
  /** Cards answered (first answers). */
  answered: number;
  /** Of those, right the first time. */
  right: number;
  /** Second chances answered, and right. */
  repeated: number;
  repeatedRight: number;
  /** XP the session's answers earned (each right answer's award, within the day's cap). */
  xp: number;
}

export function resultOf(session: Session<SessionCard>): SessionResult {
  const first = session.outcomes.filter((outcome) => !outcome.repeat);
  const second = session.outcomes.filter((outcome) => outcome.repeat);
  return {
    answered: first.length,
    right: first.filter((outcome) => outcome.correct).length,
    repeated: second.length,
    repeatedRight: second.filter((outcome) => outcome.correct).length,
    xp: session.outcomes.reduce((sum, outcome) => sum + outcome.xp, 0),
  };
}
