import { Migration } from '@mikro-orm/migrations';

/** Which table's changes make which shared read stale (ADR 0070): table → topic. */
const STALE_TOPICS: [table: string, topic: string][] = [
  // XP awarded or reversed, a member registered in gamification: the weekly ranking.
  ['member_xp', 'ranking'],
  // A post approved, rejected or deleted, liked or commented: the dashboard's recent posts.
  ['post', 'posts'],
  // A course approved or unpublished, liked, downloaded, rated: the catalogue, recent courses, landing stats.
  ['course', 'courses'],
  // A member registered, renamed, pictured, banned or deleted; spoken languages: names and counts.
  ['member', 'members'],
  ['member_language', 'members'],
];

/**
 * Every instance keeps the reads that all members share in memory (ReadModels, ADR
 * 0070). These statement-level triggers tell all of them, through the one listening
 * connection each has, which reads went stale: one `read_model_stale` notification
 * with the topic per changing transaction (PostgreSQL folds repeats within a
 * transaction), sent at commit and never for a rolled-back change, whoever changed
 * the table — a use case, an event handler, a seeder or an administrator's SQL.
 */
export class Migration20261127090000_read_model_stale_notify extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create or replace function "read_model_stale_notify"() returns trigger language plpgsql as $$
      begin
        perform pg_notify('read_model_stale', tg_argv[0]);
        return null;
      end $$;`);
    for (const [table, topic] of STALE_TOPICS) {
      this.addSql(`create trigger "${table}_read_model_stale" after insert or update or delete or truncate on "${table}"
        for each statement execute function "read_model_stale_notify"('${topic}');`);
    }
  }

  override async down(): Promise<void> {
    for (const [table] of STALE_TOPICS) this.addSql(`drop trigger if exists "${table}_read_model_stale" on "${table}";`);
    this.addSql(`drop function if exists "read_model_stale_notify"();`);
  }

}
