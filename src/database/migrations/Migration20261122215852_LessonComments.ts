import { Migration } from '@mikro-orm/migrations';

export class Migration20261122215852_LessonComments extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "lesson_comment" ("id" uuid not null, "lesson_id" uuid not null, "course_id" uuid not null, "author_id" uuid not null, "content" text not null, "likes_count" int not null default 0, "created_at" timestamptz not null, constraint "lesson_comment_pkey" primary key ("id"), constraint lesson_comment_likes_count_check check (likes_count >= 0));`);
    this.addSql(`create index "lesson_comment_author_idx" on "lesson_comment" ("author_id", "created_at");`);
    this.addSql(`create index "lesson_comment_lesson_idx" on "lesson_comment" ("lesson_id", "created_at");`);

    this.addSql(`create table "lesson_comment_like" ("comment_id" uuid not null, "member_id" uuid not null, "liked" boolean not null, "changed_at" timestamptz not null, "created_at" timestamptz not null, constraint "lesson_comment_like_pkey" primary key ("comment_id", "member_id"));`);

    this.addSql(`alter table "lesson_comment" add constraint "lesson_comment_lesson_id_foreign" foreign key ("lesson_id") references "course_lesson" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "lesson_comment" add constraint "lesson_comment_course_id_foreign" foreign key ("course_id") references "course" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "lesson_comment_like" add constraint "lesson_comment_like_comment_id_foreign" foreign key ("comment_id") references "lesson_comment" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "lesson_comment_like" drop constraint "lesson_comment_like_comment_id_foreign";`);

    this.addSql(`drop table if exists "lesson_comment" cascade;`);

    this.addSql(`drop table if exists "lesson_comment_like" cascade;`);
  }

}
