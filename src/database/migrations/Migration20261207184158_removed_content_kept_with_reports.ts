import { Migration } from '@mikro-orm/migrations';

export class Migration20261207184158_removed_content_kept_with_reports extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "content_flag" add column "removed_text" text null, add column "removed_place" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "content_flag" drop column "removed_text", drop column "removed_place";`);
  }

}
