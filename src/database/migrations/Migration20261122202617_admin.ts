import { Migration } from '@mikro-orm/migrations';

export class Migration20261122202617_admin extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "admin_audit_entry" ("id" uuid not null, "admin_email" text not null, "module" text not null, "action" text not null, "target_type" text not null, "target_id" text not null, "member_id" uuid null, "reason" text null, "source_event_id" uuid null, "created_at" timestamptz not null, constraint "admin_audit_entry_pkey" primary key ("id"));`);
    this.addSql(`alter table "admin_audit_entry" add constraint "admin_audit_entry_source_event_unique" unique ("source_event_id");`);
    this.addSql(`create index "admin_audit_entry_action_idx" on "admin_audit_entry" ("action", "created_at");`);
    this.addSql(`create index "admin_audit_entry_member_idx" on "admin_audit_entry" ("member_id", "created_at");`);
    this.addSql(`create index "admin_audit_entry_created_idx" on "admin_audit_entry" ("created_at", "id");`);

    this.addSql(`create table "member_ban" ("id" uuid not null, "member_id" uuid not null, "action" text not null, "admin_email" text not null, "reason" text null, "days" smallint null, "permanent" boolean not null default false, "until" timestamptz null, "created_at" timestamptz not null, constraint "member_ban_pkey" primary key ("id"), constraint member_ban_action_check check (action in ('ban', 'unban')));`);
    this.addSql(`create index "member_ban_member_idx" on "member_ban" ("member_id", "created_at");`);

    this.addSql(`create table "xp_grant" ("id" uuid not null, "idempotency_key" text not null, "member_id" uuid not null, "admin_email" text not null, "amount" int not null, "reason" text not null, "created_at" timestamptz not null, constraint "xp_grant_pkey" primary key ("id"), constraint xp_grant_amount_check check (amount between 1 and 10000));`);
    this.addSql(`alter table "xp_grant" add constraint "xp_grant_idempotency_key_unique" unique ("idempotency_key");`);
    this.addSql(`create index "xp_grant_member_idx" on "xp_grant" ("member_id", "created_at");`);

    this.addSql(`alter table "member" add column "ban_reason" text null;`);
    // Administrators' member search ignores case and accents (ADR 0028). unaccent()
    // is only STABLE (its dictionary could change), so an IMMUTABLE wrapper that
    // names the dictionary is what an index expression may use.
    this.addSql(`create extension if not exists unaccent;`);
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(
      `create or replace function poliglota_unaccent(text) returns text language sql immutable parallel safe strict ` +
        `as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$;`,
    );
    this.addSql(`create index "member_search_trgm_idx" on "member" using gin (poliglota_unaccent(lower("name" || ' ' || "email")) gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "admin_audit_entry" cascade;`);

    this.addSql(`drop table if exists "member_ban" cascade;`);

    this.addSql(`drop table if exists "xp_grant" cascade;`);

    this.addSql(`drop index "member_search_trgm_idx";`);
    this.addSql(`alter table "member" drop column "ban_reason";`);
    this.addSql(`drop function if exists poliglota_unaccent(text);`);
  }

}
