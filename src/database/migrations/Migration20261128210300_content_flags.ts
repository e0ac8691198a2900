import { Migration } from '@mikro-orm/migrations';

export class Migration20261128210300_content_flags extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "content_flag" ("id" uuid not null, "target_type" text not null, "target_id" uuid not null, "parent_id" uuid null, "author_id" uuid null, "reporter_id" uuid not null, "reason" text not null, "details" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "closed_at" timestamptz null, "decision" text null, "decided_by" text null, constraint "content_flag_pkey" primary key ("id"), constraint content_flag_decision_check check (decision in ('keep', 'remove', 'gone')), constraint content_flag_reason_check check (reason in ('spam', 'harassment', 'inappropriate', 'other')), constraint content_flag_target_type_check check (target_type in ('post', 'post_comment', 'course', 'course_comment', 'lesson_comment', 'chat_message', 'member')));`);
    this.addSql(`create index "content_flag_reporter_idx" on "content_flag" ("reporter_id", "created_at");`);
    this.addSql(`create index "content_flag_parent_idx" on "content_flag" ("parent_id");`);
    this.addSql(`create index "content_flag_target_idx" on "content_flag" ("target_type", "target_id", "created_at");`);
    this.addSql(`create unique index "content_flag_open_unique" on "content_flag" ("target_type", "target_id", "reporter_id") where "closed_at" is null;`);

    this.addSql(`alter table "chat_message" add column "hidden_at" timestamptz null, add column "hidden_seq" bigint null;`);
    this.addSql(`create index "chat_message_room_hidden_seq_idx" on "chat_message" ("room_id", "hidden_seq") where "hidden_seq" is not null;`);

    this.addSql(`alter table "course" add column "hidden_at" timestamptz null;`);

    this.addSql(`alter table "course_comment" add column "hidden_at" timestamptz null;`);

    this.addSql(`alter table "lesson_comment" add column "hidden_at" timestamptz null;`);

    this.addSql(`alter table "member" add column "hidden_at" timestamptz null;`);

    this.addSql(`alter table "post" add column "hidden_at" timestamptz null;`);

    this.addSql(`alter table "post_comment" add column "hidden_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "content_flag" cascade;`);

    this.addSql(`drop index "chat_message_room_hidden_seq_idx";`);
    this.addSql(`alter table "chat_message" drop column "hidden_at", drop column "hidden_seq";`);

    this.addSql(`alter table "course" drop column "hidden_at";`);

    this.addSql(`alter table "course_comment" drop column "hidden_at";`);

    this.addSql(`alter table "lesson_comment" drop column "hidden_at";`);

    this.addSql(`alter table "member" drop column "hidden_at";`);

    this.addSql(`alter table "post" drop column "hidden_at";`);

    this.addSql(`alter table "post_comment" drop column "hidden_at";`);
  }

}
