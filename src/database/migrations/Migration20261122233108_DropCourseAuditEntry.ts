import { Migration } from '@mikro-orm/migrations';

export class Migration20261122233108_DropCourseAuditEntry extends Migration {

  override async up(): Promise<void> {
    this.addSql(`drop table if exists "course_audit_entry" cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`create table "course_audit_entry" ("id" uuid not null, "admin_email" text not null, "action" text check ("action" in ('course_created', 'course_updated', 'course_deleted', 'course_approved', 'course_rejected', 'course_published', 'course_unpublished', 'comment_deleted')) not null, "course_id" uuid not null, "reason" text null, "details" jsonb not null, "created_at" timestamptz not null, constraint "course_audit_entry_pkey" primary key ("id"));`);
    this.addSql(`create index "course_audit_entry_course_idx" on "course_audit_entry" ("course_id");`);
    this.addSql(`create index "course_audit_entry_created_idx" on "course_audit_entry" ("created_at");`);
  }

}
