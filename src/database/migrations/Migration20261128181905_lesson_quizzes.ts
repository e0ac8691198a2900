import { Migration } from '@mikro-orm/migrations';

/**
 * Lesson quizzes (issue 33, ADR 0092): the questions of a lesson with stable ids, every attempt
 * of a member as the server judged it, and a member's first right answer per question, whose
 * primary key makes the quiz_correct XP once.
 */
export class Migration20261128181905_lesson_quizzes extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "lesson_quiz_question" ("id" uuid not null, "lesson_id" uuid not null, "course_id" uuid not null, "position" int not null, "type" text not null, "prompt" text not null, "prompt_language" text not null, "explanation" text null, "choices" jsonb null, "correct_choice" int null, "accepted_answers" jsonb null, "strict_accents" boolean not null default false, "distractors" jsonb null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "lesson_quiz_question_pkey" primary key ("id"), constraint lesson_quiz_question_language_check check (prompt_language in ('pt', 'en')), constraint lesson_quiz_question_type_check check (type in ('choice', 'text', 'order')));`);
    this.addSql(`create index "lesson_quiz_question_lesson_idx" on "lesson_quiz_question" ("lesson_id", "position");`);

    this.addSql(`create table "lesson_quiz_attempt" ("id" uuid not null, "question_id" uuid not null, "lesson_id" uuid not null, "member_id" uuid not null, "correct" boolean not null, "answered_at" timestamptz not null, constraint "lesson_quiz_attempt_pkey" primary key ("id"));`);
    this.addSql(`create index "lesson_quiz_attempt_question_idx" on "lesson_quiz_attempt" ("question_id", "correct");`);
    this.addSql(`create index "lesson_quiz_attempt_lesson_member_idx" on "lesson_quiz_attempt" ("lesson_id", "member_id");`);

    this.addSql(`create table "lesson_quiz_solved" ("question_id" uuid not null, "member_id" uuid not null, "solved_at" timestamptz not null, constraint "lesson_quiz_solved_pkey" primary key ("question_id", "member_id"));`);

    this.addSql(`alter table "lesson_quiz_question" add constraint "lesson_quiz_question_lesson_id_foreign" foreign key ("lesson_id") references "course_lesson" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "lesson_quiz_question" add constraint "lesson_quiz_question_course_id_foreign" foreign key ("course_id") references "course" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "lesson_quiz_attempt" add constraint "lesson_quiz_attempt_question_id_foreign" foreign key ("question_id") references "lesson_quiz_question" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "lesson_quiz_attempt" add constraint "lesson_quiz_attempt_lesson_id_foreign" foreign key ("lesson_id") references "course_lesson" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "lesson_quiz_solved" add constraint "lesson_quiz_solved_question_id_foreign" foreign key ("question_id") references "lesson_quiz_question" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "lesson_quiz_attempt" drop constraint "lesson_quiz_attempt_question_id_foreign";`);

    this.addSql(`alter table "lesson_quiz_solved" drop constraint "lesson_quiz_solved_question_id_foreign";`);

    this.addSql(`drop table if exists "lesson_quiz_question" cascade;`);

    this.addSql(`drop table if exists "lesson_quiz_attempt" cascade;`);

    this.addSql(`drop table if exists "lesson_quiz_solved" cascade;`);
  }

}
