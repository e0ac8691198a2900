import { Migration } from '@mikro-orm/migrations';

export class Migration20261121055134 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "outbox_event" ("id" uuid not null, "type" text not null, "payload" jsonb not null, "occurred_at" timestamptz not null, "created_at" timestamptz not null, "next_attempt_at" timestamptz not null, "dispatched_at" timestamptz null, "attempts" int not null default 0, "last_error" text null, constraint "outbox_event_pkey" primary key ("id"));`);
    this.addSql(`create index "outbox_event_due_idx" on "outbox_event" ("next_attempt_at") where "dispatched_at" is null;`);

    this.addSql(`create table "processed_event" ("event_id" uuid not null, "handler" text not null, "created_at" timestamptz not null, constraint "processed_event_pkey" primary key ("event_id", "handler"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "outbox_event" cascade;`);

    this.addSql(`drop table if exists "processed_event" cascade;`);
  }

}
