import { Migration } from '@mikro-orm/migrations';

export class Migration20261122205950_admin_member_search_text extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "member" add column "search_text" text generated always as (poliglota_unaccent(lower(name || ' ' || email))) stored null;`);
    // The search index moves from the expression to the stored column (ADR 0028).
    this.addSql(`drop index "member_search_trgm_idx";`);
    this.addSql(`create index "member_search_trgm_idx" on "member" using gin ("search_text" gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "member" drop column "search_text";`);
    this.addSql(`create index "member_search_trgm_idx" on "member" using gin (poliglota_unaccent(lower("name" || ' ' || "email")) gin_trgm_ops);`);
  }

}
