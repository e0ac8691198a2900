import { Migration } from '@mikro-orm/migrations';

/**
 * The audit log names what an action touched (a course's title, a post's title, a lesson's)
 * as it was at the action, so an entry still reads after the thing is renamed or gone (ADR 0057).
 */
export class Migration20261127124000_audit_target_label extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "admin_audit_entry" add column "target_label" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "admin_audit_entry" drop column "target_label";`);
  }

}
