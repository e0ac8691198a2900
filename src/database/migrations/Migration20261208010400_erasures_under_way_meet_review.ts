import { Migration } from '@mikro-orm/migrations';

/**
 * An erasure under way counts its parts done by position, right to left along the chain (ADR 0108):
 * admin, corrections, chat, … Review joins the chain beside admin, at position 1, so an erasure
 * that had done admin would otherwise resume at 1 with corrections' count and never run review's,
 * or run a part twice: each such erasure moves one position on. Review had nothing about anyone
 * before this release, so its part is done for them.
 */
export class Migration20261208010400_erasures_under_way_meet_review extends Migration {
  override async up(): Promise<void> {
    this.addSql(`update "account_erasure" set "parts_done" = "parts_done" + 1 where "parts_done" >= 1;`);
  }

  override async down(): Promise<void> {
    this.addSql(`update "account_erasure" set "parts_done" = "parts_done" - 1 where "parts_done" >= 2;`);
  }
}
