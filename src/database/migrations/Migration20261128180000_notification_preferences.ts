import { Migration } from '@mikro-orm/migrations';

/**
 * The notifications module owns its preferences (ADR 0082): the three switches of
 * the settings page leave the member row for `notification_preference`, one row per
 * member, copied as they are. A member without a row (one who joins later) has every
 * switch on, as the columns' defaults said.
 *
 * Expand, then contract (docs/architecture.md, Upgrades): the member's `notify_*` columns stay
 * in this release, unread, so an instance of the previous release still running during a
 * rolling upgrade keeps working; the release after this one drops them.
 */
export class Migration20261128180000_notification_preferences extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "notification_preference" ("member_id" uuid not null, "email" boolean not null default true, "push" boolean not null default true, "community" boolean not null default true, "updated_at" timestamptz not null, constraint "notification_preference_pkey" primary key ("member_id"));`);
    this.addSql(`insert into "notification_preference" ("member_id", "email", "push", "community", "updated_at")
      select "id", "notify_email", "notify_push", "notify_community", "updated_at" from "member"
      on conflict ("member_id") do nothing;`);
  }

  override async down(): Promise<void> {
    this.addSql(`update "member" m set "notify_email" = p."email", "notify_push" = p."push", "notify_community" = p."community"
      from "notification_preference" p where p."member_id" = m."id";`);
    this.addSql(`drop table if exists "notification_preference" cascade;`);
  }

}
