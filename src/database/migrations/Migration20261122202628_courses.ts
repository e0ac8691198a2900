import { Migration } from '@mikro-orm/migrations';

export class Migration20261122202628_courses extends Migration {

  override async up(): Promise<void> {
    // The catalogue search matches anywhere in title and description: a trigram index (ADR 0022).
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create table "course_audit_entry" ("id" uuid not null, "admin_email" text not null, "action" text check ("action" in ('course_created', 'course_updated', 'course_deleted', 'course_approved', 'course_rejected', 'course_published', 'course_unpublished', 'comment_deleted')) not null, "course_id" uuid not null, "reason" text null, "details" jsonb not null, "created_at" timestamptz not null, constraint "course_audit_entry_pkey" primary key ("id"));`);
    this.addSql(`create index "course_audit_entry_course_idx" on "course_audit_entry" ("course_id");`);
    this.addSql(`create index "course_audit_entry_created_idx" on "course_audit_entry" ("created_at");`);

    this.addSql(`create table "course" ("id" uuid not null, "origin" text check ("origin" in ('upload', 'admin')) not null, "title" text not null, "description" text not null, "language" text not null, "level" text not null, "cover_image" text null, "instructor_name" text null, "instructor_picture" text null, "prerequisites" text null, "learning_objectives" text null, "approval_status" text check ("approval_status" in ('pending', 'approved', 'rejected')) not null, "rejection_reason" text null, "is_published" boolean not null default false, "uploaded_by" uuid null, "torrent_file_url" text null, "external_link" text null, "download_count" int not null default 0, "likes_count" int not null default 0, "comments_count" int not null default 0, "total_lessons" int not null default 0, "total_duration_seconds" int not null default 0, "enrollment_count" int not null default 0, "rating" numeric(3,2) not null default 0, "search_text" text not null, "approved_at" timestamptz null, "approved_by" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "course_pkey" primary key ("id"), constraint course_uploader_check check ((origin = 'upload') = (uploaded_by is not null)), constraint course_download_count_check check (download_count >= 0), constraint course_comments_count_check check (comments_count >= 0), constraint course_likes_count_check check (likes_count >= 0));`);
    this.addSql(`create index "course_uploader_idx" on "course" ("uploaded_by", "created_at");`);
    this.addSql(`create index "course_search_idx" on "course" using gin ("search_text" gin_trgm_ops);`);
    this.addSql(`create index "course_catalogue_idx" on "course" ("created_at" desc, "id" desc) where "approval_status" = 'approved' and "is_published";`);

    this.addSql(`create table "course_download" ("id" uuid not null, "member_id" uuid not null, "day" date not null, "course_id" uuid not null, "created_at" timestamptz not null, constraint "course_download_pkey" primary key ("id"));`);
    this.addSql(`alter table "course_download" add constraint "course_download_member_day_course_key" unique ("member_id", "day", "course_id");`);

    this.addSql(`create table "course_comment" ("id" uuid not null, "course_id" uuid not null, "author_id" uuid not null, "content" text not null, "likes_count" int not null default 0, "created_at" timestamptz not null, constraint "course_comment_pkey" primary key ("id"), constraint course_comment_likes_count_check check (likes_count >= 0));`);
    this.addSql(`create index "course_comment_author_idx" on "course_comment" ("author_id", "created_at");`);
    this.addSql(`create index "course_comment_course_idx" on "course_comment" ("course_id", "created_at");`);

    this.addSql(`create table "course_comment_like" ("comment_id" uuid not null, "member_id" uuid not null, "liked" boolean not null, "changed_at" timestamptz not null, "created_at" timestamptz not null, constraint "course_comment_like_pkey" primary key ("comment_id", "member_id"));`);

    this.addSql(`create table "course_like" ("course_id" uuid not null, "member_id" uuid not null, "liked" boolean not null, "changed_at" timestamptz not null, "created_at" timestamptz not null, constraint "course_like_pkey" primary key ("course_id", "member_id"));`);

    this.addSql(`alter table "course_download" add constraint "course_download_course_id_foreign" foreign key ("course_id") references "course" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "course_comment" add constraint "course_comment_course_id_foreign" foreign key ("course_id") references "course" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "course_comment_like" add constraint "course_comment_like_comment_id_foreign" foreign key ("comment_id") references "course_comment" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "course_like" add constraint "course_like_course_id_foreign" foreign key ("course_id") references "course" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "course_download" drop constraint "course_download_course_id_foreign";`);

    this.addSql(`alter table "course_comment" drop constraint "course_comment_course_id_foreign";`);

    this.addSql(`alter table "course_like" drop constraint "course_like_course_id_foreign";`);

    this.addSql(`alter table "course_comment_like" drop constraint "course_comment_like_comment_id_foreign";`);

    this.addSql(`drop table if exists "course_audit_entry" cascade;`);

    this.addSql(`drop table if exists "course" cascade;`);

    this.addSql(`drop table if exists "course_download" cascade;`);

    this.addSql(`drop table if exists "course_comment" cascade;`);

    this.addSql(`drop table if exists "course_comment_like" cascade;`);

    this.addSql(`drop table if exists "course_like" cascade;`);
  }

}
