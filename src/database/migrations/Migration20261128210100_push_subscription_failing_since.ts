import { Migration } from '@mikro-orm/migrations';

export class Migration20261128210100_push_subscription_failing_since extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "push_subscription" add column "failing_since" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "push_subscription" drop column "failing_since";`);
  }

}
