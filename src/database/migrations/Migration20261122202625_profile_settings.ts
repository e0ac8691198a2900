import { Migration } from '@mikro-orm/migrations';

export class Migration20261122202625_profile_settings extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "profile_picture_upload" ("id" uuid not null, "member_id" uuid not null, "created_at" timestamptz not null, constraint "profile_picture_upload_pkey" primary key ("id"));`);
    this.addSql(`create index "profile_picture_upload_member_time_idx" on "profile_picture_upload" ("member_id", "created_at");`);

    this.addSql(`alter table "member" add column "notify_email" boolean not null default true, add column "notify_push" boolean not null default true, add column "notify_community" boolean not null default true;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "profile_picture_upload" cascade;`);

    this.addSql(`alter table "member" drop column "notify_email", drop column "notify_push", drop column "notify_community";`);
  }

}
