import { Migration } from '@mikro-orm/migrations';

export class Migration20261208010317_review extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "review_card" ("id" uuid not null, "member_id" uuid not null, "source" text not null, "source_key" text not null, "content" jsonb not null, "due" timestamptz not null, "stability" double precision not null, "difficulty" double precision not null, "reps" int not null default 0, "lapses" int not null default 0, "state" smallint not null, "last_review" timestamptz null, "scheduled_days" int not null default 0, "last_rating" smallint null, "created_at" timestamptz not null, "removed_at" timestamptz null, constraint "review_card_pkey" primary key ("id"), constraint review_card_state_check check (state between 0 and 3), constraint review_card_source_check check (source in ('quiz', 'correction')));`);
    this.addSql(`create index "review_card_writing_idx" on "review_card" ((content ->> 'writingId')) where "source" = 'correction';`);
    this.addSql(`create index "review_card_correction_idx" on "review_card" ((content ->> 'correctionId')) where "source" = 'correction';`);
    this.addSql(`create index "review_card_member_due_idx" on "review_card" ("member_id", "due") where "removed_at" is null;`);
    this.addSql(`alter table "review_card" add constraint "review_card_member_source_unique" unique ("member_id", "source", "source_key");`);

    this.addSql(`create table "review_log" ("id" uuid not null, "card_id" uuid not null, "member_id" uuid not null, "client_id" uuid not null, "rating" smallint not null, "state_before" smallint not null, "elapsed_days" int not null, "scheduled_days" int not null, "reviewed_at" timestamptz not null, "received_at" timestamptz not null, "correct" boolean not null, "response" jsonb not null, "xp_awarded" int not null default 0, constraint "review_log_pkey" primary key ("id"), constraint review_log_rating_check check (rating between 1 and 3));`);
    this.addSql(`create index "review_log_card_idx" on "review_log" ("card_id");`);
    this.addSql(`create index "review_log_member_reviewed_idx" on "review_log" ("member_id", "reviewed_at");`);
    this.addSql(`alter table "review_log" add constraint "review_log_member_client_unique" unique ("member_id", "client_id");`);

    this.addSql(`create table "review_settings" ("member_id" uuid not null, "new_per_day" smallint not null default 10, "desired_retention" smallint not null default 90, "updated_at" timestamptz not null, constraint "review_settings_pkey" primary key ("member_id"), constraint review_settings_desired_retention_check check (desired_retention between 80 and 97), constraint review_settings_new_per_day_check check (new_per_day between 0 and 50));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "review_card" cascade;`);

    this.addSql(`drop table if exists "review_log" cascade;`);

    this.addSql(`drop table if exists "review_settings" cascade;`);
  }

}
