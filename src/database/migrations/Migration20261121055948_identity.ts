import { Migration } from '@mikro-orm/migrations';

export class Migration20261121055948_identity extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "admin_login_failure" ("id" uuid not null, "email" text not null, "created_at" timestamptz not null, constraint "admin_login_failure_pkey" primary key ("id"));`);
    this.addSql(`create index "admin_login_failure_email_idx" on "admin_login_failure" ("email", "created_at");`);

    this.addSql(`create table "http_session" ("sid" varchar(255) not null, "sess" jsonb not null, "expire" timestamptz not null, "created_at" timestamptz not null default now(), constraint "http_session_pkey" primary key ("sid"));`);
    this.addSql(`create index "http_session_expire_idx" on "http_session" ("expire");`);
    this.addSql(`create index "http_session_member_idx" on "http_session" ((sess->>'memberId'));`);

    this.addSql(`create table "member" ("id" uuid not null, "google_sub" text not null, "email" text not null, "email_verified" boolean not null default false, "name" text not null, "google_name" text not null, "google_given_name" text null, "google_picture" text null, "picture" text null, "biography" text not null default '', "preferred_language" text not null default 'pt', "daily_goal" smallint not null default 50, "is_profile_public" boolean not null default true, "profile_completed" boolean not null default false, "profile_skipped" boolean not null default false, "referred_by" uuid null, "banned_until" timestamptz null, "banned_permanently" boolean not null default false, "last_active_day" date null, "last_sign_in_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "member_pkey" primary key ("id"));`);
    this.addSql(`alter table "member" add constraint "member_google_sub_unique" unique ("google_sub");`);
    this.addSql(`create index "member_email_idx" on "member" ("email");`);

    this.addSql(`create table "member_language" ("id" uuid not null, "member_id" uuid not null, "language" text not null, "proficiency" text not null, "created_at" timestamptz not null, constraint "member_language_pkey" primary key ("id"));`);
    this.addSql(`alter table "member_language" add constraint "member_language_unique" unique ("member_id", "language");`);

    this.addSql(`create table "oauth_attempt" ("state_hash" text not null, "code_verifier" text not null, "referrer_id" uuid null, "expires_at" timestamptz not null, "created_at" timestamptz not null, constraint "oauth_attempt_pkey" primary key ("state_hash"));`);
    this.addSql(`create index "oauth_attempt_expires_idx" on "oauth_attempt" ("expires_at");`);

    this.addSql(`alter table "member_language" add constraint "member_language_member_id_foreign" foreign key ("member_id") references "member" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "member_language" drop constraint "member_language_member_id_foreign";`);

    this.addSql(`drop table if exists "admin_login_failure" cascade;`);

    this.addSql(`drop table if exists "http_session" cascade;`);

    this.addSql(`drop table if exists "member" cascade;`);

    this.addSql(`drop table if exists "member_language" cascade;`);

    this.addSql(`drop table if exists "oauth_attempt" cascade;`);
  }

}
