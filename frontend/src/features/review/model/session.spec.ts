import { describe, expect, it } from '@jest/globals';
import { advance, currentTurn, isOver, positionOf, recordAnswer, removeCard, resultOf, startSession, type Session, type SessionCard } from './session';

const cards = (...ids: string[]): SessionCard[] => ids.map((id) => ({ id }));
const right = { correct: true, xpAwarded: 1 };
const wrong = { correct: false, xpAwarded: 0 };
/** Answers the turn on screen and goes on. */
const answer = (session: Session<SessionCard>, verdict: { correct: boolean; xpAwarded: number }) => advance(recordAnswer(session, verdict));
const order = (session: Session<SessionCard>) => session.turns.map((turn) => `${turn.card.id}${turn.repeat ? '*' : ''}`);

describe('a review session', () => {
  it('asks each card in the server’s order, then each card answered wrong once more at the end', () => {
    let session = startSession(cards('a', 'b', 'c'));
    session = answer(session, wrong);
    session = answer(session, right);
    session = answer(session, wrong);
    expect(order(session)).toEqual(['a', 'b', 'c', 'a*', 'c*']);
    expect(currentTurn(session)).toEqual({ card: { id: 'a' }, repeat: true });
    expect(positionOf(session)).toEqual({ repeat: true, n: 1, total: 2 });
  });

  it('never brings a card back a third time', () => {
    let session = startSession(cards('a'));
    session = answer(session, wrong);
    session = answer(session, wrong);
    expect(order(session)).toEqual(['a', 'a*']);
    expect(isOver(session)).toBe(true);
  });

  it('says where the turn stands among the first answers', () => {
    let session = startSession(cards('a', 'b', 'c'));
    expect(positionOf(session)).toEqual({ repeat: false, n: 1, total: 3 });
    session = answer(session, wrong);
    expect(positionOf(session)).toEqual({ repeat: false, n: 2, total: 3 });
  });

  it('takes a card out, its second chance too, and keeps what it was answered', () => {
    let session = startSession(cards('a', 'b', 'c'));
    session = answer(session, wrong);
    session = answer(session, right);
    session = answer(session, right);
    // a's second chance is on screen: "Não revisar mais".
    session = removeCard(session, 'a');
    expect(isOver(session)).toBe(true);
    expect(resultOf(session)).toEqual({ answered: 3, right: 2, repeated: 0, repeatedRight: 0, xp: 2 });

    // Taken out at its second chance: the turns already played stay where they are, the next one comes.
    let repeats = startSession(cards('a', 'b', 'c'));
    repeats = answer(repeats, wrong);
    repeats = answer(repeats, wrong);
    repeats = answer(repeats, right);
    repeats = removeCard(repeats, 'a');
    expect(order(repeats)).toEqual(['a', 'b', 'c', 'b*']);
    expect(currentTurn(repeats)).toEqual({ card: { id: 'b' }, repeat: true });
    expect(positionOf(repeats)).toEqual({ repeat: true, n: 1, total: 1 });

    let other = startSession(cards('a', 'b'));
    other = removeCard(other, 'a');
    expect(currentTurn(other)?.card.id).toBe('b');
    expect(order(other)).toEqual(['b']);
  });

  it('counts the right first answers, the second chances and the XP apart', () => {
    let session = startSession(cards('a', 'b', 'c'));
    session = answer(session, wrong);
    session = answer(session, right);
    session = answer(session, { correct: true, xpAwarded: 0 });
    session = answer(session, right);
    expect(isOver(session)).toBe(true);
    expect(resultOf(session)).toEqual({ answered: 3, right: 2, repeated: 1, repeatedRight: 1, xp: 2 });
  });

  it('does nothing once over', () => {
    let session = startSession(cards('a'));
    session = answer(session, right);
    expect(recordAnswer(session, wrong)).toBe(session);
    expect(advance(session).index).toBe(1);
  });
});
