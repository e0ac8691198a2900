import { Migration } from '@mikro-orm/migrations';

export class Migration20261207214443_corrections extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "writing" ("id" uuid not null, "author_id" uuid not null, "language" text not null, "title" text null, "text" text not null, "sentences" jsonb not null, "prompt_id" uuid null, "corrections_count" int not null default 0, "first_correction_at" timestamptz null, "hidden_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "writing_pkey" primary key ("id"), constraint writing_language_check check (language in ('pt', 'en')), constraint writing_corrections_count_check check (corrections_count >= 0));`);
    this.addSql(`create index "writing_author_idx" on "writing" ("author_id", "created_at", "id");`);
    this.addSql(`create index "writing_queue_idx" on "writing" ("language", "corrections_count", "created_at", "id") where "hidden_at" is null and "corrections_count" < 2;`);

    this.addSql(`create table "writing_correction" ("id" uuid not null, "writing_id" uuid not null, "corrector_id" uuid not null, "sentences" jsonb not null, "comment" text null, "helpful" boolean not null default false, "helpful_at" timestamptz null, "reply_count" int not null default 0, "hidden_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "writing_correction_pkey" primary key ("id"), constraint writing_correction_reply_count_check check (reply_count >= 0));`);
    this.addSql(`create index "writing_correction_corrector_idx" on "writing_correction" ("corrector_id", "created_at");`);
    this.addSql(`alter table "writing_correction" add constraint "writing_correction_writing_corrector_unique" unique ("writing_id", "corrector_id");`);

    this.addSql(`create table "writing_correction_reply" ("id" uuid not null, "correction_id" uuid not null, "writing_id" uuid not null, "author_id" uuid not null, "text" text not null, "hidden_at" timestamptz null, "created_at" timestamptz not null, constraint "writing_correction_reply_pkey" primary key ("id"));`);
    this.addSql(`create index "writing_correction_reply_author_idx" on "writing_correction_reply" ("author_id", "created_at");`);
    this.addSql(`create index "writing_correction_reply_correction_idx" on "writing_correction_reply" ("correction_id", "created_at");`);

    this.addSql(`create table "writing_prompt" ("id" uuid not null, "language" text not null, "text" text not null, "position" int not null, "active" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "writing_prompt_pkey" primary key ("id"), constraint writing_prompt_language_check check (language in ('pt', 'en')));`);
    this.addSql(`create index "writing_prompt_language_idx" on "writing_prompt" ("language", "active", "position");`);

    this.addSql(`alter table "writing_correction" add constraint "writing_correction_writing_id_foreign" foreign key ("writing_id") references "writing" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "writing_correction_reply" add constraint "writing_correction_reply_correction_id_foreign" foreign key ("correction_id") references "writing_correction" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "writing_correction" drop constraint "writing_correction_writing_id_foreign";`);

    this.addSql(`alter table "writing_correction_reply" drop constraint "writing_correction_reply_correction_id_foreign";`);

    this.addSql(`drop table if exists "writing" cascade;`);

    this.addSql(`drop table if exists "writing_correction" cascade;`);

    this.addSql(`drop table if exists "writing_correction_reply" cascade;`);

    this.addSql(`drop table if exists "writing_prompt" cascade;`);
  }

}
