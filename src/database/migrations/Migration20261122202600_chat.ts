import { Migration } from '@mikro-orm/migrations';

export class Migration20261122202600_chat extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "chat_message" ("id" uuid not null, "seq" bigserial not null, "room_id" uuid not null, "author_id" uuid not null, "content" text not null, "message_type" text not null default 'text', "created_at" timestamptz not null, "deleted_at" timestamptz null, "deleted_by" text null, constraint "chat_message_pkey" primary key ("id"));`);
    this.addSql(`alter table "chat_message" add constraint "chat_message_seq_unique" unique ("seq");`);
    this.addSql(`create index "chat_message_author_room_idx" on "chat_message" ("author_id", "room_id", "created_at");`);
    this.addSql(`create index "chat_message_room_seq_idx" on "chat_message" ("room_id", "seq");`);

    this.addSql(`create table "chat_presence" ("room_id" uuid not null, "member_id" uuid not null, "connection_id" text not null, "last_seen_at" timestamptz not null, "created_at" timestamptz not null, constraint "chat_presence_pkey" primary key ("room_id", "member_id", "connection_id"));`);
    this.addSql(`create index "chat_presence_room_seen_idx" on "chat_presence" ("room_id", "last_seen_at");`);

    this.addSql(`create table "chat_room" ("id" uuid not null, "code" text not null, "type" text not null, "language" text null, "name" text not null, "name_en" text not null, "description" text not null, "description_en" text not null, "position" int not null, "slow_mode_max_messages" int not null default 5, "slow_mode_window_seconds" int not null default 10, "created_at" timestamptz not null, constraint "chat_room_pkey" primary key ("id"), constraint chat_room_slow_mode_check check (slow_mode_max_messages > 0 and slow_mode_window_seconds > 0));`);
    this.addSql(`alter table "chat_room" add constraint "chat_room_code_unique" unique ("code");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "chat_message" cascade;`);

    this.addSql(`drop table if exists "chat_presence" cascade;`);

    this.addSql(`drop table if exists "chat_room" cascade;`);
  }

}
