import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MemberDataRegistry, type MemberDataPart, type Names, type ReferencedIds } from '../../shared/member-data/index.js';
import type { ReadPart, RowLists } from '../../shared/pg-pool/index.js';
import { eraseComments, eraseLikes } from '../../shared/engagement/index.js';
import { coursesMemberDataNames, coursesMemberDataPart } from './learning/adapters/persistence/member-data.queries.js';
import { CoursesErasureRepository } from './learning/adapters/persistence/courses-erasure.repository.js';
import { COURSE_COMMENT_LIKES, COURSE_COMMENTS, COURSE_LIKES } from './catalogue/adapters/persistence/catalogue.tables.js';
import { LESSON_COMMENT_LIKES, LESSON_COMMENTS } from './learning/adapters/persistence/learning.tables.js';

/** Courses' share of a member's data (ADR 0106, ADR 0108), both slices, registered once. */
@Injectable()
export class CoursesMemberData implements MemberDataPart {
  readonly module = 'courses';

  constructor(
    private readonly erasure: CoursesErasureRepository,
    registry: MemberDataRegistry,
  ) {
    registry.register(this);
  }

  /** The courses the member uploaded, downloaded, took and rated, their comments, likes and quiz answers. */
  export(memberId: string): ReadPart<RowLists> {
    return coursesMemberDataPart(memberId);
  }

  /** Courses and lessons by title, quiz questions by prompt, comments by their course's or lesson's title. */
  names(ids: ReferencedIds): ReadPart<Names> {
    return coursesMemberDataNames(ids);
  }

  /**
   * Likes taken back from their counters; course and lesson comments and uploaded courses kept
   * under "Membro removido" or deleted (comment totals follow); enrolments, progress, quiz
   * answers, downloads and ratings gone.
   */
  async erase(em: EntityManager, memberId: string, keepContent: boolean): Promise<void> {
    for (const likes of [COURSE_LIKES, COURSE_COMMENT_LIKES, LESSON_COMMENT_LIKES]) await eraseLikes(em, likes, memberId);
    for (const comments of [COURSE_COMMENTS, LESSON_COMMENTS]) await eraseComments(em, comments, memberId, keepContent);
    await this.erasure.erase(em, memberId, keepContent);
  }
}
