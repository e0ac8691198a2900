import { Migration } from '@mikro-orm/migrations';

export class Migration20261207215608_corrections_figures extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "writing_created_idx" on "writing" ("created_at");`);

    this.addSql(`create index "writing_correction_created_idx" on "writing_correction" ("created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "writing_created_idx";`);

    this.addSql(`drop index "writing_correction_created_idx";`);
  }

}
