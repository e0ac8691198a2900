import { Migration } from '@mikro-orm/migrations';

export class Migration20261122213420_CourseModulesAndLessons extends Migration {

  override async up(): Promise<void> {

    this.addSql(`create table "course_module" ("id" uuid not null, "course_id" uuid not null, "title" text not null, "description" text null, "is_locked" boolean not null default false, "module_order" int not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "course_module_pkey" primary key ("id"));`);
    this.addSql(`create index "course_module_course_idx" on "course_module" ("course_id", "module_order");`);

    this.addSql(`create table "course_lesson" ("id" uuid not null, "module_id" uuid not null, "course_id" uuid not null, "title" text not null, "description" text null, "youtube_video_id" text not null, "duration_seconds" int not null default 0, "xp_reward" int not null default 10, "material_url" text null, "material_description" text null, "lesson_order" int not null, "is_active" boolean not null default true, "is_free" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "course_lesson_pkey" primary key ("id"), constraint course_lesson_duration_check check (duration_seconds >= 0), constraint course_lesson_xp_reward_check check (xp_reward between 0 and 500));`);
    this.addSql(`create index "course_lesson_course_idx" on "course_lesson" ("course_id");`);
    this.addSql(`create index "course_lesson_module_idx" on "course_lesson" ("module_id", "lesson_order");`);

    this.addSql(`alter table "course_module" add constraint "course_module_course_id_foreign" foreign key ("course_id") references "course" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "course_lesson" add constraint "course_lesson_module_id_foreign" foreign key ("module_id") references "course_module" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "course_lesson" add constraint "course_lesson_course_id_foreign" foreign key ("course_id") references "course" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "course_lesson" drop constraint "course_lesson_module_id_foreign";`);

    this.addSql(`drop table if exists "course_module" cascade;`);

    this.addSql(`drop table if exists "course_lesson" cascade;`);
  }

}
