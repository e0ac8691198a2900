import { Migration } from '@mikro-orm/migrations';

export class Migration20261122214528_CourseRatings extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "course_rating" ("course_id" uuid not null, "member_id" uuid not null, "id" uuid not null, "rating" int not null, "review" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "course_rating_pkey" primary key ("course_id", "member_id"), constraint course_rating_value_check check (rating between 1 and 5));`);
    this.addSql(`alter table "course_rating" add constraint "course_rating_id_unique" unique ("id");`);
    this.addSql(`create index "course_rating_course_idx" on "course_rating" ("course_id", "updated_at");`);

    this.addSql(`alter table "course_rating" add constraint "course_rating_course_id_foreign" foreign key ("course_id") references "course" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "course_rating" cascade;`);
  }

}
