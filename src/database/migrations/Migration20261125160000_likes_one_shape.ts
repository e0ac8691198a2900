import { Migration } from '@mikro-orm/migrations';

/**
 * Every like has one shape (ADR 0040): one row per member and target whose
 * `liked` flips and whose `changed_at` the toggle debounce reads, as courses'
 * and lessons' likes already were. Community's likes kept a row only while
 * liked and their change times in `like_change`; both move into the like rows
 * (an unliked target keeps its row with `liked = false`), and `like_change` goes.
 */
export class Migration20261125160000_likes_one_shape extends Migration {
  override async up(): Promise<void> {
    for (const [likes, key, type, target] of [
      ['post_like', 'post_id', 'post', 'post'],
      ['comment_like', 'comment_id', 'comment', 'post_comment'],
    ]) {
      this.addSql(`alter table "${likes}" add column "liked" boolean not null default true, add column "changed_at" timestamptz null;`);
      this.addSql(`update "${likes}" l set "changed_at" = coalesce(
          (select c.changed_at from like_change c where c.target_type = '${type}' and c.target_id = l.${key} and c.member_id = l.member_id),
          l.created_at);`);
      this.addSql(`insert into "${likes}" ("${key}", "member_id", "liked", "changed_at", "created_at")
        select c.target_id, c.member_id, false, c.changed_at, c.created_at from like_change c
        where c.target_type = '${type}' and exists (select 1 from "${target}" t where t.id = c.target_id)
        on conflict do nothing;`);
      this.addSql(`alter table "${likes}" alter column "liked" drop default, alter column "changed_at" set not null;`);
    }
    this.addSql(`drop table if exists "like_change";`);
  }

  override async down(): Promise<void> {
    this.addSql(`create table "like_change" ("target_type" text not null, "target_id" uuid not null, "member_id" uuid not null, "changed_at" timestamptz not null, "created_at" timestamptz not null, constraint "like_change_pkey" primary key ("target_type", "target_id", "member_id"));`);
    for (const [likes, key, type] of [
      ['post_like', 'post_id', 'post'],
      ['comment_like', 'comment_id', 'comment'],
    ]) {
      this.addSql(`insert into "like_change" ("target_type", "target_id", "member_id", "changed_at", "created_at")
        select '${type}', ${key}, member_id, changed_at, created_at from "${likes}";`);
      this.addSql(`delete from "${likes}" where not "liked";`);
      this.addSql(`alter table "${likes}" drop column "liked", drop column "changed_at";`);
    }
  }
}
