import { Migration } from '@mikro-orm/migrations';

/** The mail outbox, push subscriptions and their deliveries, the VAPID key pair (ADR 0062, 0063). */

export class Migration20261127091002_mail_and_push_outbox extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "mail_job_run" ("job" text not null, "day" date not null, "created_at" timestamptz not null, constraint "mail_job_run_pkey" primary key ("job", "day"));`);

    this.addSql(`create table "mail_message" ("id" uuid not null, "member_id" uuid not null, "kind" text not null, "dedupe_key" text not null, "notification_id" uuid null, "to_address" text not null, "language" text not null, "subject" text not null, "html" text not null, "text" text not null, "unsubscribe_url" text not null, "status" text not null default 'pending', "attempts" smallint not null default 0, "next_attempt_at" timestamptz not null, "last_error" text null, "sent_at" timestamptz null, "created_at" timestamptz not null, constraint "mail_message_pkey" primary key ("id"));`);
    this.addSql(`alter table "mail_message" add constraint "mail_message_dedupe_key_unique" unique ("dedupe_key");`);
    this.addSql(`create index "mail_message_notification_idx" on "mail_message" ("notification_id");`);
    this.addSql(`create index "mail_message_member_created_idx" on "mail_message" ("member_id", "created_at");`);
    this.addSql(`create index "mail_message_due_idx" on "mail_message" ("next_attempt_at") where "status" = 'pending';`);

    this.addSql(`create table "push_delivery" ("id" uuid not null, "subscription_id" uuid not null, "notification_id" uuid not null, "member_id" uuid not null, "payload" jsonb not null, "status" text not null default 'pending', "attempts" smallint not null default 0, "next_attempt_at" timestamptz not null, "last_error" text null, "sent_at" timestamptz null, "created_at" timestamptz not null, constraint "push_delivery_pkey" primary key ("id"));`);
    this.addSql(`create index "push_delivery_due_idx" on "push_delivery" ("next_attempt_at") where "status" = 'pending';`);
    this.addSql(`alter table "push_delivery" add constraint "push_delivery_subscription_notification_unique" unique ("subscription_id", "notification_id");`);

    this.addSql(`create table "push_subscription" ("id" uuid not null, "member_id" uuid not null, "endpoint" text not null, "p256dh" text not null, "auth" text not null, "created_at" timestamptz not null, constraint "push_subscription_pkey" primary key ("id"));`);
    this.addSql(`create index "push_subscription_member_idx" on "push_subscription" ("member_id");`);
    this.addSql(`alter table "push_subscription" add constraint "push_subscription_endpoint_unique" unique ("endpoint");`);

    this.addSql(`create table "web_push_vapid_key" ("id" smallint not null, "public_key" text not null, "private_key" text not null, "created_at" timestamptz not null, constraint "web_push_vapid_key_pkey" primary key ("id"));`);

    this.addSql(`alter table "notification" add column "path" text null;`);

  }

  override async down(): Promise<void> {

    this.addSql(`drop table if exists "mail_job_run" cascade;`);

    this.addSql(`drop table if exists "mail_message" cascade;`);

    this.addSql(`drop table if exists "push_delivery" cascade;`);

    this.addSql(`drop table if exists "push_subscription" cascade;`);

    this.addSql(`drop table if exists "web_push_vapid_key" cascade;`);

    this.addSql(`alter table "notification" drop column "path";`);

  }

}
