import { Migration } from '@mikro-orm/migrations';

export class Migration20261125155026_dev_oauth_grant extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "dev_oauth_grant" ("value_hash" text not null, "kind" text not null, "subject" text not null, "email" text not null, "name" text not null, "client_id" text null, "redirect_uri" text null, "code_challenge" text null, "expires_at" timestamptz not null, "created_at" timestamptz not null, constraint "dev_oauth_grant_pkey" primary key ("value_hash"));`);
    this.addSql(`create index "dev_oauth_grant_expires_idx" on "dev_oauth_grant" ("expires_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "dev_oauth_grant" cascade;`);
  }

}
