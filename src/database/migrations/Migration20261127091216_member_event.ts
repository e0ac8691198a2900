import { Migration } from '@mikro-orm/migrations';

/**
 * The events of a member's live stream (ADR 0060), kept a short while for
 * tabs that reconnect with Last-Event-ID.
 */
export class Migration20261127091216_member_event extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "member_event" ("seq" bigserial primary key, "member_id" uuid not null, "type" text not null, "data" jsonb not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "member_event_created_idx" on "member_event" ("created_at");`);
    this.addSql(`create index "member_event_member_seq_idx" on "member_event" ("member_id", "seq");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "member_event" cascade;`);
  }

}
