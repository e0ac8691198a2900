import { Migration } from '@mikro-orm/migrations';

export class Migration20261122202715_security_limits extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "admin_login_throttle" ("email" text not null, "failures" int not null, "next_attempt_at" timestamptz not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "admin_login_throttle_pkey" primary key ("email"));`);

    this.addSql(`create table "rate_limit_window" ("key" text not null, "window_start" timestamptz not null, "hits" int not null, "expires_at" timestamptz not null, "created_at" timestamptz not null, constraint "rate_limit_window_pkey" primary key ("key", "window_start"));`);
    this.addSql(`create index "rate_limit_window_expires_idx" on "rate_limit_window" ("expires_at");`);

    this.addSql(`create table "xp_daily_cap_count" ("member_id" uuid not null, "day" date not null, "cap" text not null, "count" smallint not null, "created_at" timestamptz not null, constraint "xp_daily_cap_count_pkey" primary key ("member_id", "day", "cap"));`);

    // Today's like counters move over, so the like cap keeps counting across the deploy.
    this.addSql(`insert into "xp_daily_cap_count" ("member_id", "day", "cap", "count", "created_at") select "member_id", "day", 'like', "count", "created_at" from "like_xp_daily_count";`);
    this.addSql(`drop table if exists "like_xp_daily_count" cascade;`);

    this.addSql(`alter table "admin_login_failure" add column "address" text null;`);
    this.addSql(`create index "admin_login_failure_address_idx" on "admin_login_failure" ("address", "created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`create table "like_xp_daily_count" ("member_id" uuid not null, "day" date not null, "count" smallint not null, "created_at" timestamptz not null, constraint "like_xp_daily_count_pkey" primary key ("member_id", "day"));`);

    this.addSql(`drop table if exists "admin_login_throttle" cascade;`);

    this.addSql(`drop table if exists "rate_limit_window" cascade;`);

    this.addSql(`insert into "like_xp_daily_count" ("member_id", "day", "count", "created_at") select "member_id", "day", "count", "created_at" from "xp_daily_cap_count" where "cap" = 'like';`);
    this.addSql(`drop table if exists "xp_daily_cap_count" cascade;`);

    this.addSql(`drop index "admin_login_failure_address_idx";`);
    this.addSql(`alter table "admin_login_failure" drop column "address";`);
  }

}
