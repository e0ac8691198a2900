import { Migration } from '@mikro-orm/migrations';

export class Migration20261122203944_admin_member_list extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "member_created_idx" on "member" ("created_at", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "member_created_idx";`);
  }

}
