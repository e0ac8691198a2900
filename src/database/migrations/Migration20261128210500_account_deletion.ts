import { Migration } from '@mikro-orm/migrations';

/**
 * A member's own deletion (ADR 0108): its schedule and choice on the member row, and the
 * erasures under way, one row each with the parts done. Only additions (ADR 0096).
 */
export class Migration20261128210500_account_deletion extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "account_erasure" ("member_id" uuid not null, "keep_content" boolean not null, "parts_done" smallint not null default 0, "failures" int not null default 0, "last_error" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "account_erasure_pkey" primary key ("member_id"));`);

    this.addSql(`alter table "member" add column "deletion_scheduled_for" timestamptz null, add column "deletion_keeps_content" boolean not null default true, add column "deletion_started_at" timestamptz null;`);
    this.addSql(`create index "member_deletion_scheduled_idx" on "member" ("deletion_scheduled_for");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "account_erasure" cascade;`);

    this.addSql(`drop index "member_deletion_scheduled_idx";`);
    this.addSql(`alter table "member" drop column "deletion_scheduled_for", drop column "deletion_keeps_content", drop column "deletion_started_at";`);
  }

}
