import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { ownDatabase } from '../../../test/support/database.js';
import { runMigration } from '../../../test/support/migration.js';
import { migrateDatabase } from '../migrate.js';
import { Migration20261122203000_language_codes as LanguageCodes } from './Migration20261122203000_language_codes.js';

describe('the language-codes migration', () => {
  let db: Awaited<ReturnType<typeof ownDatabase>>;
  let client: pg.Client;
  const member = randomUUID();
  const other = randomUUID();
  const post = randomUUID();
  const bare = randomUUID();

  beforeAll(async () => {
    db = await ownDatabase('langs');
    await migrateDatabase(db.url);
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
    for (const id of [member, other]) {
      await client.query(
        `insert into member (id, google_sub, email, name, google_name, created_at, updated_at) values ($1, $3, $2, 'M', 'M', now(), now())`,
        [id, `${id}@poliglota.test`, id],
      );
    }
    // Rows as the label era stored them, plus what real data holds: odd case and spaces,
    // both spellings of Chinese for one member, a language outside the list.
    const languages: [string, string, string][] = [
      [member, 'Português', '2026-01-01'],
      [member, ' inglês ', '2026-01-02'],
      [member, 'Mandarim', '2026-01-03'],
      [member, 'Chinês', '2026-01-04'],
      [member, 'Latim', '2026-01-05'],
      [other, 'Árabe', '2026-01-01'],
      [other, 'en', '2026-01-02'],
    ];
    for (const [id, language, at] of languages) {
      await client.query(
        `insert into member_language (id, member_id, language, proficiency, created_at) values ($1, $2, $3, 'Fluente', $4)`,
        [randomUUID(), id, language, at],
      );
    }
    for (const [id, labels] of [
      [post, ['Japonês', 'Klingon', 'Coreano', 'japonês']],
      [bare, ['Esperanto']],
    ] as const) {
      await client.query(
        `insert into post (id, author_id, title, content, languages, status, created_at, updated_at)
         values ($1, $2, 't', 'c', $3, 'approved', now(), now())`,
        [id, member, labels],
      );
    }
  });

  afterAll(async () => {
    await client?.end();
    await db?.drop();
  });

  const spoken = async (id: string) =>
    (await client.query('select language from member_language where member_id = $1 order by created_at', [id])).rows.map(
      (r: { language: string }) => r.language,
    );
  const tagged = async (id: string) => (await client.query('select languages from post where id = $1', [id])).rows[0].languages;

  it('turns labels into codes, merges the two Chinese labels and drops what names no listed language', async () => {
    await runMigration(client, LanguageCodes, 'up');
    expect(await spoken(member)).toEqual(['pt', 'en', 'zh']);
    expect(await spoken(other)).toEqual(['ar', 'en']);
    expect(await tagged(post)).toEqual(['ja', 'ko']);
    expect(await tagged(bare)).toEqual([]);
  });

  it('is harmless when run again and goes back to the labels', async () => {
    await runMigration(client, LanguageCodes, 'up');
    expect(await spoken(member)).toEqual(['pt', 'en', 'zh']);
    await runMigration(client, LanguageCodes, 'down');
    expect(await spoken(member)).toEqual(['Português', 'Inglês', 'Mandarim']);
    expect(await tagged(post)).toEqual(['Japonês', 'Coreano']);
  });
});
