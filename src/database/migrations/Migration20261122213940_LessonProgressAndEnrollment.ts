import { Migration } from '@mikro-orm/migrations';

export class Migration20261122213940_LessonProgressAndEnrollment extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "course_enrollment" ("course_id" uuid not null, "member_id" uuid not null, "enrolled_at" timestamptz not null, "completed_at" timestamptz null, "last_lesson_id" uuid null, constraint "course_enrollment_pkey" primary key ("course_id", "member_id"));`);
    this.addSql(`create index "course_enrollment_member_idx" on "course_enrollment" ("member_id", "enrolled_at");`);

    this.addSql(`create table "lesson_progress" ("lesson_id" uuid not null, "member_id" uuid not null, "course_id" uuid not null, "intervals" jsonb not null, "last_position_seconds" double precision not null, "last_report_at" timestamptz null, "watch_time_seconds" double precision not null, "completion_percentage" int not null, "is_completed" boolean not null, "completed_at" timestamptz null, "updated_at" timestamptz not null, constraint "lesson_progress_pkey" primary key ("lesson_id", "member_id"));`);
    this.addSql(`create index "lesson_progress_course_member_idx" on "lesson_progress" ("course_id", "member_id");`);

    this.addSql(`alter table "course_enrollment" add constraint "course_enrollment_course_id_foreign" foreign key ("course_id") references "course" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "lesson_progress" add constraint "lesson_progress_lesson_id_foreign" foreign key ("lesson_id") references "course_lesson" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "lesson_progress" add constraint "lesson_progress_course_id_foreign" foreign key ("course_id") references "course" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "course_enrollment" cascade;`);

    this.addSql(`drop table if exists "lesson_progress" cascade;`);
  }

}
