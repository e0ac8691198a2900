import { Migration } from '@mikro-orm/migrations';

export class Migration20261128210200_member_blocks extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "member_block" ("blocker_id" uuid not null, "blocked_id" uuid not null, "created_at" timestamptz not null, constraint "member_block_pkey" primary key ("blocker_id", "blocked_id"));`);
    this.addSql(`create index "member_block_blocked_idx" on "member_block" ("blocked_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "member_block" cascade;`);
  }

}
