import { Migration } from '@mikro-orm/migrations';

export class Migration20261121071434_weekly_score_member_index extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "weekly_score_member_idx" on "weekly_score" ("member_id", "week_start");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "weekly_score_member_idx";`);
  }

}
