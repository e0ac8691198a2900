import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DatabaseSettings } from '../../config/index.js';
import { testDatabaseUrl } from '../../../test/support/database.js';
import { EventScope } from '../events/event-scope.js';
import { PgPool } from './pg-pool.js';
import { ReadPart } from './read-parts.js';

/**
 * Reads of several modules in one statement (ADR 0080), on the real database: every
 * part's answer as if it had run alone, its values bound as parameters, in one round trip.
 */
describe('reads composed into one statement (PgPool.readTogether)', () => {
  let db: PgPool;

  beforeAll(async () => {
    db = new PgPool(new DatabaseSettings(testDatabaseUrl()));
  });

  afterAll(async () => {
    await db.onApplicationShutdown();
  });

  const count = ReadPart.of((json) => json as { total: number; first: number | null });
  const words = ReadPart.of((json) => json as string[]);
  const echo = ReadPart.of((json) => json as { text: string; number: number; day: string });

  it('answers each part as it would alone, in the order given, from one round trip', async () => {
    const [figures, list, echoed] = await EventScope.run(async () => {
      const answers = await db.readTogether(
        count`select json_build_object('total', count(*), 'first', min(n)) from generate_series(${2}::int, ${5}::int) n`,
        words`select coalesce(json_agg(w order by w), '[]') from unnest(${['b', 'a', 'c']}::text[]) w where w <> ${'c'}`,
        echo`select json_build_object('text', ${"it's $1 -- not a parameter"}::text, 'number', ${7}::int, 'day', ${'2026-11-27'}::date)`,
      );
      expect(EventScope.roundTrips()).toBe(1);
      return answers;
    });
    expect(figures).toEqual({ total: 4, first: 2 });
    expect(list).toEqual(['a', 'b']);
    expect(echoed).toEqual({ text: "it's $1 -- not a parameter", number: 7, day: '2026-11-27' });
  });

  it('gives a part that finds no row null, to be decoded by its module', async () => {
    const none = ReadPart.of((json) => (json === null ? 'nothing' : 'something'));
    const [answer] = await db.readTogether(none`select json_build_object('id', n) from generate_series(1, 3) n where n > ${10}::int`);
    expect(answer).toBe('nothing');
  });

  it('answers a mapped part through its module\'s function, from the same query', async () => {
    const mapped = words`select coalesce(json_agg(w order by w), '[]') from unnest(${['b', 'a']}::text[]) w`.map((list) => list.join('+'));
    const [joined, alone] = await db.readTogether(mapped, count`select json_build_object('total', 1, 'first', ${3}::int)`);
    expect(joined).toBe('a+b');
    expect(alone).toEqual({ total: 1, first: 3 });
  });

  it('puts a part given as a value in as its query: one answer is the input of another, in the same round trip', async () => {
    const evens = words`select coalesce(json_agg(n::text order by n), '[]') from generate_series(${1}::int, ${6}::int) n where n % 2 = 0`;
    const scaled = ReadPart.of((json) => json as number[]);
    const [figures, list] = await EventScope.run(async () => {
      const answers = await db.readTogether(
        count`select json_build_object('total', count(*), 'first', min(n)) from generate_series(${2}::int, ${5}::int) n`,
        scaled`select coalesce(json_agg(v::int * ${10}::int order by v::int), '[]') from json_array_elements_text(${evens}) v`,
      );
      expect(EventScope.roundTrips()).toBe(1);
      return answers;
    });
    expect(figures).toEqual({ total: 4, first: 2 });
    expect(list).toEqual([20, 40, 60]);
  });

  it('runs one part alone with the same answer', async () => {
    const [alone] = await db.readTogether(words`select coalesce(json_agg(w order by w), '[]') from unnest(${['z', 'y']}::text[]) w`);
    expect(alone).toEqual(['y', 'z']);
  });

  it('takes a statement written with ? placeholders, each value a parameter, and refuses a count that does not match', async () => {
    const statement = ReadPart.fromStatement((json) => json as number, 'select to_json(? :: int + ? :: int)', [2, 40]);
    const [sum] = await db.readTogether(statement);
    expect(sum).toBe(42);
    expect(() => ReadPart.fromStatement((json) => json, 'select to_json(? :: int)', [1, 2])).toThrow('1 placeholders was given 2 values');
  });
});
