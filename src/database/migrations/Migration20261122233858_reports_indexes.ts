import { Migration } from '@mikro-orm/migrations';

export class Migration20261122233858_reports_indexes extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "course_enrollment_enrolled_idx" on "course_enrollment" ("enrolled_at", "course_id", "member_id");`);

    this.addSql(`create index "lesson_progress_completed_idx" on "lesson_progress" ("completed_at", "lesson_id", "member_id") where "is_completed";`);

    this.addSql(`create index "xp_ledger_entry_day_idx" on "xp_ledger_entry" ("day") include ("amount");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "course_enrollment_enrolled_idx";`);

    this.addSql(`drop index "lesson_progress_completed_idx";`);

    this.addSql(`drop index "xp_ledger_entry_day_idx";`);
  }

}
