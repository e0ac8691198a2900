import { Migration } from '@mikro-orm/migrations';

export class Migration20261121061057_gamification extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "badge" ("id" smallint not null, "code" text not null, "name" text not null, "name_en" text not null, "description" text not null, "description_en" text not null, "icon" text not null, "badge_color" text not null, "created_at" timestamptz not null, constraint "badge_pkey" primary key ("id"));`);
    this.addSql(`alter table "badge" add constraint "badge_code_unique" unique ("code");`);

    this.addSql(`create table "badge_grant" ("id" uuid not null, "member_id" uuid not null, "badge_id" smallint not null, "ledger_entry_id" uuid null, "created_at" timestamptz not null, constraint "badge_grant_pkey" primary key ("id"));`);
    this.addSql(`create index "badge_grant_entry_idx" on "badge_grant" ("ledger_entry_id");`);
    this.addSql(`create index "badge_grant_member_created_idx" on "badge_grant" ("member_id", "created_at" desc);`);
    this.addSql(`alter table "badge_grant" add constraint "badge_grant_member_badge_unique" unique ("member_id", "badge_id");`);

    this.addSql(`create table "level_reached" ("member_id" uuid not null, "level" smallint not null, "ledger_entry_id" uuid null, "created_at" timestamptz not null, constraint "level_reached_pkey" primary key ("member_id", "level"));`);
    this.addSql(`create index "level_reached_entry_idx" on "level_reached" ("ledger_entry_id");`);

    this.addSql(`create table "like_xp_daily_count" ("member_id" uuid not null, "day" date not null, "count" smallint not null, "created_at" timestamptz not null, constraint "like_xp_daily_count_pkey" primary key ("member_id", "day"));`);

    this.addSql(`create table "member_xp" ("member_id" uuid not null, "xp_total" int not null default 0, "level" smallint not null default 1, "xp_today" int not null default 0, "today_day" date null, "xp_week" int not null default 0, "week_start" date null, "streak_days" int not null default 0, "last_login_day" date null, "registered_at" timestamptz not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "member_xp_pkey" primary key ("member_id"));`);
    this.addSql(`create index "member_xp_ranking_idx" on "member_xp" ("xp_total" desc, "registered_at" asc, "member_id" asc);`);

    this.addSql(`create table "rank" ("id" smallint not null, "level" smallint not null, "name" text not null, "description" text not null, "description_en" text not null, "xp_required" int not null, "badge_color" text not null, "text_color" text not null, "created_at" timestamptz not null, constraint "rank_pkey" primary key ("id"));`);
    this.addSql(`alter table "rank" add constraint "rank_level_unique" unique ("level");`);

    this.addSql(`create table "weekly_score" ("week_start" date not null, "member_id" uuid not null, "xp" int not null default 0, "xp_total" int not null default 0, "registered_at" timestamptz not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "weekly_score_pkey" primary key ("week_start", "member_id"));`);
    this.addSql(`create index "weekly_score_total_idx" on "weekly_score" ("week_start", "xp_total" desc, "registered_at" asc, "member_id" asc) where "xp" > 0;`);
    this.addSql(`create index "weekly_score_ranking_idx" on "weekly_score" ("week_start", "xp" desc, "xp_total" desc, "registered_at" asc, "member_id" asc);`);

    this.addSql(`create table "xp_ledger_entry" ("id" uuid not null, "member_id" uuid not null, "action_type" text not null, "reference_type" text not null, "reference_id" text not null, "amount" int not null, "reason_key" text not null, "params" jsonb not null, "depends_on" text null, "day" date not null, "week_start" date not null, "created_at" timestamptz not null, constraint "xp_ledger_entry_pkey" primary key ("id"));`);
    this.addSql(`create index "xp_ledger_entry_depends_on_idx" on "xp_ledger_entry" ("depends_on") where "depends_on" is not null;`);
    this.addSql(`create index "xp_ledger_entry_member_created_idx" on "xp_ledger_entry" ("member_id", "created_at" desc, "id" desc);`);
    this.addSql(`alter table "xp_ledger_entry" add constraint "xp_ledger_entry_award_unique" unique ("member_id", "action_type", "reference_type", "reference_id");`);

    this.addSql(`alter table "badge_grant" add constraint "badge_grant_badge_id_foreign" foreign key ("badge_id") references "badge" ("id") on update cascade on delete restrict;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "badge_grant" drop constraint "badge_grant_badge_id_foreign";`);

    this.addSql(`drop table if exists "badge" cascade;`);

    this.addSql(`drop table if exists "badge_grant" cascade;`);

    this.addSql(`drop table if exists "level_reached" cascade;`);

    this.addSql(`drop table if exists "like_xp_daily_count" cascade;`);

    this.addSql(`drop table if exists "member_xp" cascade;`);

    this.addSql(`drop table if exists "rank" cascade;`);

    this.addSql(`drop table if exists "weekly_score" cascade;`);

    this.addSql(`drop table if exists "xp_ledger_entry" cascade;`);
  }

}
