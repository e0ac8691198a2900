import { Migration } from '@mikro-orm/migrations';

export class Migration20261128210600_member_consent extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "member_consent" ("id" uuid not null, "member_id" uuid not null, "document" text not null, "version" text not null, "accepted_at" timestamptz not null, "created_at" timestamptz not null, constraint "member_consent_pkey" primary key ("id"));`);
    this.addSql(`create index "member_consent_latest_idx" on "member_consent" ("member_id", "document", "accepted_at");`);
    this.addSql(`alter table "member_consent" add constraint "member_consent_version_unique" unique ("member_id", "document", "version");`);

    this.addSql(`alter table "member_consent" add constraint "member_consent_member_id_foreign" foreign key ("member_id") references "member" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "member_consent" cascade;`);
  }

}
