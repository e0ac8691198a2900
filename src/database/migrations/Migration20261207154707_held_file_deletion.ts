import { Migration } from '@mikro-orm/migrations';

export class Migration20261207154707_held_file_deletion extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "held_file_deletion" ("key" text not null, "created_at" timestamptz not null, constraint "held_file_deletion_pkey" primary key ("key"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "held_file_deletion" cascade;`);
  }

}
