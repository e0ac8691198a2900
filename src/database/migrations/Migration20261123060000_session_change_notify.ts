import { Migration } from '@mikro-orm/migrations';

/**
 * Every instance keeps recent session reads in memory (SessionCache, ADR 0019):
 * these triggers tell all of them when to forget one. A live session row that is
 * saved or deleted (logout, ban, regeneration) notifies `http_session_changed`
 * with its id; an expired row's pruning is not worth a notification (an expired
 * read is never served). A member whose e-mail changes or who is deleted notifies
 * `member_changed` with the member's id. Notifications go out at commit, never
 * for a rolled-back change.
 */
export class Migration20261123060000_session_change_notify extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create or replace function "http_session_changed_notify"() returns trigger language plpgsql as $$
      begin
        perform pg_notify('http_session_changed', old.sid);
        return null;
      end $$;`);
    this.addSql(`create trigger "http_session_updated_notify" after update on "http_session"
      for each row execute function "http_session_changed_notify"();`);
    this.addSql(`create trigger "http_session_deleted_notify" after delete on "http_session"
      for each row when (old.expire >= now()) execute function "http_session_changed_notify"();`);
    this.addSql(`create or replace function "member_changed_notify"() returns trigger language plpgsql as $$
      begin
        perform pg_notify('member_changed', old.id::text);
        return null;
      end $$;`);
    this.addSql(`create trigger "member_identity_updated_notify" after update of "email", "email_verified" on "member"
      for each row when (old.email is distinct from new.email or old.email_verified is distinct from new.email_verified)
      execute function "member_changed_notify"();`);
    this.addSql(`create trigger "member_deleted_notify" after delete on "member"
      for each row execute function "member_changed_notify"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "member_deleted_notify" on "member";`);
    this.addSql(`drop trigger if exists "member_identity_updated_notify" on "member";`);
    this.addSql(`drop function if exists "member_changed_notify"();`);
    this.addSql(`drop trigger if exists "http_session_deleted_notify" on "http_session";`);
    this.addSql(`drop trigger if exists "http_session_updated_notify" on "http_session";`);
    this.addSql(`drop function if exists "http_session_changed_notify"();`);
  }

}
