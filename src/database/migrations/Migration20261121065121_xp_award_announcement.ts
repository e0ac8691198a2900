import { Migration } from '@mikro-orm/migrations';

export class Migration20261121065121_xp_award_announcement extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "xp_award_announcement" ("ledger_entry_id" uuid not null, "created_at" timestamptz not null, constraint "xp_award_announcement_pkey" primary key ("ledger_entry_id"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "xp_award_announcement" cascade;`);
  }

}
