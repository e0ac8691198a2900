import { Migration } from '@mikro-orm/migrations';

export class Migration20261122233121_ChatDeletionSeq extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "chat_message" add column "deleted_seq" bigint null;`);
    this.addSql(`create index "chat_message_room_deleted_seq_idx" on "chat_message" ("room_id", "deleted_seq") where "deleted_seq" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "chat_message_room_deleted_seq_idx";`);
    this.addSql(`alter table "chat_message" drop column "deleted_seq";`);
  }

}
