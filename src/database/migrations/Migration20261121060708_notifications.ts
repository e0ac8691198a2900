import { Migration } from '@mikro-orm/migrations';

export class Migration20261121060708_notifications extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "notification" ("id" uuid not null, "member_id" uuid not null, "type" text not null, "title_key" text not null, "message_key" text not null, "params" jsonb not null, "is_read" boolean not null default false, "created_at" timestamptz not null, constraint "notification_pkey" primary key ("id"));`);
    this.addSql(`create index "notification_member_unread_idx" on "notification" ("member_id") where "is_read" = false;`);
    this.addSql(`create index "notification_member_created_idx" on "notification" ("member_id", "created_at" desc, "id" desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "notification" cascade;`);
  }

}
