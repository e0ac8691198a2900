import { describe, expect, it } from '@jest/globals';
import { isUnreachable } from './wait-for-database.js';

describe('isUnreachable: what a start waits out', () => {
  it.each([
    [{ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' }, true],
    [{ code: 'ENOTFOUND', message: 'getaddrinfo ENOTFOUND db' }, true],
    [{ code: '57P03', message: 'the database system is starting up' }, true],
    [{ code: '53300', message: 'sorry, too many clients already' }, true],
    [new Error('timeout expired'), true],
    [new Error('Connection terminated unexpectedly'), true],
  ])('waits out %p', (error, expected) => {
    expect(isUnreachable(error)).toBe(expected);
  });

  it.each([
    [{ code: '28P01', message: 'password authentication failed for user "poliglota"' }],
    [{ code: '3D000', message: 'database "poliglota" does not exist' }],
    [new Error('something else')],
    [undefined],
  ])('fails at once on %p', (error) => {
    expect(isUnreachable(error)).toBe(false);
  });
});
