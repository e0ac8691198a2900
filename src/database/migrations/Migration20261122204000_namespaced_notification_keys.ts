import { Migration } from '@mikro-orm/migrations';

const GAMIFICATION = ['level_up', 'badge_granted', 'xp_granted'];
const COMMUNITY = ['post_approved', 'post_rejected', 'post_deleted', 'post_quality', 'comment_deleted'];

/**
 * Notification texts moved to the modules that send them (ADR 0015): stored
 * keys get the sender's namespace (`level_up.title` → `gamification.level_up.title`).
 */
export class Migration20261122204000_namespaced_notification_keys extends Migration {

  override async up(): Promise<void> {
    for (const [namespace, names] of [['gamification', GAMIFICATION], ['community', COMMUNITY]] as const) {
      const list = names.map((name) => `'${name}'`).join(', ');
      this.addSql(`update "notification" set
        "title_key" = '${namespace}.' || "title_key", "message_key" = '${namespace}.' || "message_key"
        where split_part("title_key", '.', 1) in (${list}) and "title_key" not like '%.%.%';`);
    }
  }

  override async down(): Promise<void> {
    this.addSql(`update "notification" set
      "title_key" = substr("title_key", strpos("title_key", '.') + 1),
      "message_key" = substr("message_key", strpos("message_key", '.') + 1)
      where split_part("title_key", '.', 1) in ('gamification', 'community');`);
  }

}
