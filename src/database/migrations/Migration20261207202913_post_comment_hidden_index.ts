import { Migration } from '@mikro-orm/migrations';

export class Migration20261207202913_post_comment_hidden_index extends Migration {

  override async up(): Promise<void> {
    // A post's comments hidden by their reports (few): without any, a reader who blocks nobody is
    // shown the post's stored comment count (ADR 0129).
    this.addSql(`create index "post_comment_hidden_idx" on "post_comment" ("post_id") where "hidden_at" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "post_comment_hidden_idx";`);
  }

}
