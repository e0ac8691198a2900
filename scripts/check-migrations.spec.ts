import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { checkMigration } from './check-migrations.mjs';

function migration(up: string, down = ''): string {
  return `export class M extends Migration {\n  override async up(): Promise<void> {\n${up}\n  }\n\n  override async down(): Promise<void> {\n${down}\n  }\n}\n`;
}

describe('the expand-then-contract rule of migrations (docs/operations.md)', () => {
  it('refuses a migration that drops or renames a table or column without naming the release that stopped using it', () => {
    for (const sql of [
      'drop table if exists "like_change";',
      'alter table "member" drop column "bio";',
      'alter table "member" drop "bio";',
      'alter table "member" drop if exists "bio", add column "x" int;',
      'alter table "member" rename column "bio" to "biography";',
      'alter table "member" rename to "person";',
      'ALTER TABLE member RENAME bio TO biography;',
    ]) {
      const outcome = checkMigration('Migration20270101000000_x', migration(`    this.addSql(\`${sql}\`);`));
      expect({ sql, refused: outcome.problems.length > 0 }).toEqual({ sql, refused: true });
    }
  });

  it('accepts the same migration when a comment names the release, and what expands or drops no table or column', () => {
    const marked = migration('    // contract: unused since 0.4.0 (the release that stopped reading it)\n    this.addSql(`alter table "member" drop column "bio";`);');
    expect(checkMigration('Migration20270101000000_x', marked)).toEqual({ found: ['drops a column'], marker: '0.4.0', problems: [] });
    for (const sql of [
      'alter table "member" add column "bio" text null;',
      'drop index "member_search_trgm_idx";',
      'alter table "member" drop constraint "member_x_check";',
      'alter table "member" alter column "bio" drop default, alter column "x" drop not null;',
      'alter table "member" rename constraint "a" to "b";',
    ]) {
      expect({ sql, problems: checkMigration('Migration20270101000000_x', migration(`    this.addSql(\`${sql}\`);`)).problems }).toEqual({ sql, problems: [] });
    }
    // down() undoes the release's own expansion: it may drop what up() added.
    expect(checkMigration('M', migration('    this.addSql(`create table "x" (id int);`);', '    this.addSql(`drop table "x";`);')).problems).toEqual([]);
    // A comment's words are not SQL.
    expect(checkMigration('M', migration('    // Before this, we would drop table "x".\n    this.addSql(`select 1;`);')).problems).toEqual([]);
  });

  it('passes every migration of the repository (those from before the rule are listed by name)', () => {
    const dir = path.join(import.meta.dirname, '..', 'src', 'database', 'migrations');
    const problems = fs
      .readdirSync(dir)
      .filter((file) => /^Migration\d{14}.*\.ts$/.test(file))
      .flatMap((file) => checkMigration(file.replace(/\.ts$/, ''), fs.readFileSync(path.join(dir, file), 'utf8')).problems);
    expect(problems).toEqual([]);
  });
});
