import { Migration } from '@mikro-orm/migrations';

export class Migration20261207220038_corrections_reports extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "content_flag" drop constraint content_flag_target_type_check;`);

    this.addSql(`alter table "content_flag" add constraint content_flag_target_type_check check(target_type in ('post', 'post_comment', 'course', 'course_comment', 'lesson_comment', 'chat_message', 'member', 'writing', 'correction', 'writing_reply'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "content_flag" drop constraint content_flag_target_type_check;`);

    this.addSql(`alter table "content_flag" add constraint content_flag_target_type_check check(target_type in ('post', 'post_comment', 'course', 'course_comment', 'lesson_comment', 'chat_message', 'member'));`);
  }

}
