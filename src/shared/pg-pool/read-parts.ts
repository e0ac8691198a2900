/**
 * Reads of several modules in one statement (ADR 0080).
 *
 * A module writes a read as a `ReadPart`: its own SQL (a query that returns one row of
 * one `json` column) and how to turn that JSON into its answer. Alone, the part runs as
 * that query; composed with the parts of other modules, every part becomes one column of
 * a single `select (…) as "0", (…) as "1"` — one round trip instead of one per module,
 * while each table is still named only in the module that owns it. The caller sees the
 * answers, never the SQL.
 *
 * Values are never spliced into the text: the template's `${…}` become `$n` parameters,
 * numbered when the statement is put together.
 */
/** Named lists of rows as JSON gives them: `{ posts: [{ id, title, … }], … }`. */
export type RowLists = Record<string, Record<string, unknown>[]>;

/** How a statement writes its n-th parameter: `$n` for `pg`, `?` for knex (values in the same order). */
type Placeholder = (n: number) => string;
const numbered: Placeholder = (n) => `$${n}`;
export const positional: Placeholder = () => '?';

export class ReadPart<T> {
  private constructor(
    private readonly strings: readonly string[],
    private readonly values: readonly unknown[],
    readonly decode: (json: unknown) => T,
  ) {}

  /**
   * `read<T>(decode)\`select json_build_object(…) from … where id = ${id}\``: a part
   * whose query returns exactly one row with one `json` or `jsonb` column (a list as
   * `coalesce(json_agg(…), '[]')`, a figure as `json_build_object(…)`). A `${…}` that is
   * another part stands for that part's answer, as `json`.
   */
  static of<T>(decode: (json: unknown) => T) {
    return (strings: TemplateStringsArray, ...values: unknown[]): ReadPart<T> => new ReadPart<T>(strings, values, decode);
  }

  /**
   * A part from a statement written for `em.execute`, with `?` placeholders (one another read
   * already runs alone, say), and its values. Its text holds no other `?` (no jsonb `?` operator).
   */
  static fromStatement<T>(decode: (json: unknown) => T, sql: string, values: readonly unknown[]): ReadPart<T> {
    const strings = sql.split('?');
    if (strings.length !== values.length + 1) {
      throw new Error(`A statement with ${strings.length - 1} placeholders was given ${values.length} values`);
    }
    return new ReadPart<T>(strings, values, decode);
  }

  /**
   * A part that answers `{ name: rows }` for each named query, every `?` in them standing
   * for `value` (a member's id, say): each query's rows become a JSON list in its order.
   * A module's whole share of one subject — a member's data export (ADR 0106) — is one
   * part, so every module's share can be read in one statement, one snapshot.
   */
  static lists(queries: Readonly<Record<string, string>>, value: unknown): ReadPart<RowLists> {
    const values: unknown[] = [];
    const fields = Object.entries(queries).map(([name, sql]) => {
      values.push(...Array.from({ length: sql.split('?').length - 1 }, () => value));
      return `'${name}', (select coalesce(json_agg(row_to_json(r)), '[]'::json) from (${sql}) r)`;
    });
    return ReadPart.fromStatement((json) => json as RowLists, `select json_build_object(${fields.join(',\n')})`, values);
  }

  /**
   * The same query, answered through `f` as well: a module's API turns its persistence
   * adapter's rows into its own answer (rules applied at read time, e.g. a ban in force now).
   */
  map<U>(f: (answer: T) => U): ReadPart<U> {
    return new ReadPart<U>(this.strings, this.values, (json) => f(this.decode(json)));
  }

  /**
   * The part's text with its parameters numbered from `first`, and the values in that order.
   * A value that is itself a part is put in as its query, `(…)`, whose one `json` column is
   * its answer: one module's answer (ids, say) becomes another's input inside the statement,
   * and neither names the other's tables.
   */
  textFrom(first: number, placeholder: Placeholder = numbered): { text: string; values: readonly unknown[] } {
    let text = this.strings[0];
    const values: unknown[] = [];
    this.values.forEach((value, i) => {
      if (value instanceof ReadPart) {
        const inner = value.textFrom(first + values.length, placeholder);
        text += `(${inner.text})`;
        values.push(...inner.values);
      } else {
        values.push(value);
        text += placeholder(first + values.length - 1);
      }
      text += this.strings[i + 1];
    });
    return { text, values };
  }
}

/** The answers of `parts`, in their order. */
export type ReadAnswers<P extends readonly ReadPart<unknown>[]> = { -readonly [K in keyof P]: P[K] extends ReadPart<infer T> ? T : never };

/** One statement that answers every part: each part a scalar subquery, one column each. */
export function composeParts(parts: readonly ReadPart<unknown>[], placeholder: Placeholder = numbered): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  const columns = parts.map((part, i) => {
    const piece = part.textFrom(values.length + 1, placeholder);
    values.push(...piece.values);
    return `(${piece.text}) as "${i}"`;
  });
  return { text: `select ${columns.join(',\n       ')}`, values };
}

/** The answers from the composed statement's one row (`json` columns arrive parsed). */
export function decodeParts<P extends readonly ReadPart<unknown>[]>(parts: P, row: Record<string, unknown>): ReadAnswers<P> {
  return parts.map((part, i) => part.decode(row[String(i)])) as unknown as ReadAnswers<P>;
}
