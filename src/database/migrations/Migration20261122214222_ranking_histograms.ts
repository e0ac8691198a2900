import { Migration } from '@mikro-orm/migrations';

/**
 * The weekly ranking's histograms (ADR 0030), filled from the tables they
 * summarise: members per weekly score (> 0), per (weekly score, total), scorers
 * per total copied into `weekly_score`, and members per total. (The chat tables
 * the schema snapshot now lists again were created by Migration20261122202600_chat.)
 */
export class Migration20261122214222_ranking_histograms extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "member_total_histogram" ("xp_total" int not null, "members" int not null default 0, constraint "member_total_histogram_pkey" primary key ("xp_total"));`);

    this.addSql(`create table "weekly_score_histogram" ("week_start" date not null, "score" int not null, "members" int not null default 0, constraint "weekly_score_histogram_pkey" primary key ("week_start", "score"));`);

    this.addSql(`create table "weekly_score_total_histogram" ("week_start" date not null, "score" int not null, "xp_total" int not null, "members" int not null default 0, constraint "weekly_score_total_histogram_pkey" primary key ("week_start", "score", "xp_total"));`);

    this.addSql(`create table "weekly_total_histogram" ("week_start" date not null, "xp_total" int not null, "members" int not null default 0, constraint "weekly_total_histogram_pkey" primary key ("week_start", "xp_total"));`);

    this.addSql(`insert into "weekly_score_histogram" ("week_start", "score", "members")
      select "week_start", "xp", count(*) from "weekly_score" where "xp" > 0 group by "week_start", "xp";`);
    this.addSql(`insert into "weekly_score_total_histogram" ("week_start", "score", "xp_total", "members")
      select "week_start", "xp", "xp_total", count(*) from "weekly_score" where "xp" > 0 group by "week_start", "xp", "xp_total";`);
    this.addSql(`insert into "weekly_total_histogram" ("week_start", "xp_total", "members")
      select "week_start", "xp_total", count(*) from "weekly_score" where "xp" > 0 group by "week_start", "xp_total";`);
    this.addSql(`insert into "member_total_histogram" ("xp_total", "members")
      select "xp_total", count(*) from "member_xp" group by "xp_total";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "member_total_histogram" cascade;`);

    this.addSql(`drop table if exists "weekly_score_histogram" cascade;`);

    this.addSql(`drop table if exists "weekly_score_total_histogram" cascade;`);

    this.addSql(`drop table if exists "weekly_total_histogram" cascade;`);
  }

}
