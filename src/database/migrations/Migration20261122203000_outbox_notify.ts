import { Migration } from '@mikro-orm/migrations';

/**
 * A committed outbox row wakes the dispatchers of every instance (ADR 0005):
 * the notification is sent at commit, never for a rolled-back insert.
 */
export class Migration20261122203000_outbox_notify extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create or replace function "outbox_event_notify"() returns trigger language plpgsql as $$
      begin
        perform pg_notify('outbox_event', new.id::text);
        return null;
      end $$;`);
    this.addSql(`create trigger "outbox_event_notify" after insert on "outbox_event"
      for each row execute function "outbox_event_notify"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "outbox_event_notify" on "outbox_event";`);
    this.addSql(`drop function if exists "outbox_event_notify"();`);
  }

}
