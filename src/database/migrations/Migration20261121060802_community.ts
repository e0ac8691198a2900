import { Migration } from '@mikro-orm/migrations';

export class Migration20261121060802_community extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "like_change" ("target_type" text not null, "target_id" uuid not null, "member_id" uuid not null, "changed_at" timestamptz not null, "created_at" timestamptz not null, constraint "like_change_pkey" primary key ("target_type", "target_id", "member_id"));`);

    this.addSql(`create table "moderation_action" ("id" uuid not null, "admin_email" text not null, "action" text check ("action" in ('post_approved', 'post_rejected', 'post_deleted', 'post_quality_marked', 'comment_deleted')) not null, "target_type" text check ("target_type" in ('post', 'comment')) not null, "target_id" uuid not null, "target_author_id" uuid not null, "reason" text null, "details" jsonb not null, "created_at" timestamptz not null, constraint "moderation_action_pkey" primary key ("id"));`);
    this.addSql(`create index "moderation_action_target_idx" on "moderation_action" ("target_type", "target_id");`);
    this.addSql(`create index "moderation_action_created_idx" on "moderation_action" ("created_at");`);

    this.addSql(`create table "post" ("id" uuid not null, "author_id" uuid not null, "title" text not null, "content" text not null, "languages" text[] not null, "status" text check ("status" in ('pending', 'approved')) not null, "is_pinned" boolean not null default false, "has_quality_badge" boolean not null default false, "quality_marked_at" timestamptz null, "quality_marked_by" text null, "likes_count" int not null default 0, "comments_count" int not null default 0, "approved_at" timestamptz null, "approved_by" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "post_pkey" primary key ("id"), constraint post_comments_count_check check (comments_count >= 0), constraint post_likes_count_check check (likes_count >= 0));`);
    this.addSql(`create index "post_author_idx" on "post" ("author_id", "created_at");`);
    this.addSql(`create index "post_review_queue_idx" on "post" ("created_at", "id") where "status" = 'pending';`);
    this.addSql(`create index "post_feed_idx" on "post" ("is_pinned" desc, "created_at" desc, "id" desc) where "status" = 'approved';`);

    this.addSql(`create table "post_comment" ("id" uuid not null, "post_id" uuid not null, "author_id" uuid not null, "content" text not null, "likes_count" int not null default 0, "created_at" timestamptz not null, constraint "post_comment_pkey" primary key ("id"), constraint post_comment_likes_count_check check (likes_count >= 0));`);
    this.addSql(`create index "post_comment_author_idx" on "post_comment" ("author_id", "created_at");`);
    this.addSql(`create index "post_comment_post_idx" on "post_comment" ("post_id", "created_at");`);

    this.addSql(`create table "comment_like" ("comment_id" uuid not null, "member_id" uuid not null, "created_at" timestamptz not null, constraint "comment_like_pkey" primary key ("comment_id", "member_id"));`);

    this.addSql(`create table "post_like" ("post_id" uuid not null, "member_id" uuid not null, "created_at" timestamptz not null, constraint "post_like_pkey" primary key ("post_id", "member_id"));`);

    this.addSql(`alter table "post_comment" add constraint "post_comment_post_id_foreign" foreign key ("post_id") references "post" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "comment_like" add constraint "comment_like_comment_id_foreign" foreign key ("comment_id") references "post_comment" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "post_like" add constraint "post_like_post_id_foreign" foreign key ("post_id") references "post" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "post_comment" drop constraint "post_comment_post_id_foreign";`);

    this.addSql(`alter table "post_like" drop constraint "post_like_post_id_foreign";`);

    this.addSql(`alter table "comment_like" drop constraint "comment_like_comment_id_foreign";`);

    this.addSql(`drop table if exists "like_change" cascade;`);

    this.addSql(`drop table if exists "moderation_action" cascade;`);

    this.addSql(`drop table if exists "post" cascade;`);

    this.addSql(`drop table if exists "post_comment" cascade;`);

    this.addSql(`drop table if exists "comment_like" cascade;`);

    this.addSql(`drop table if exists "post_like" cascade;`);
  }

}
