import { Migration } from '@mikro-orm/migrations';

export class Migration20261128210400_data_export extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "data_export" ("id" uuid not null, "member_id" uuid not null, "requested_at" timestamptz not null, "ready_at" timestamptz null, "expires_at" timestamptz null, "file_key" text null, "deleted_at" timestamptz null, "created_at" timestamptz not null, constraint "data_export_pkey" primary key ("id"));`);
    this.addSql(`create index "data_export_expires_idx" on "data_export" ("expires_at");`);
    this.addSql(`create index "data_export_member_requested_idx" on "data_export" ("member_id", "requested_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "data_export" cascade;`);
  }

}
