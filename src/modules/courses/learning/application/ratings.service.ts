import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ValidationFailedError } from '../../../../shared/errors/index.js';
import { isUuid } from '../../../../shared/ids.js';
import { Clock } from '../../../../shared/time/index.js';
import { IdentityApi } from '../../../identity/index.js';
import { MAX_RATING, MAX_REVIEW_LENGTH, MIN_RATING, overallProgress, ratingEligibility } from '../domain/rating.js';
import { CatalogueService, type Member, type Viewer } from '../../catalogue/application/catalogue.service.js';
import { CourseNotFoundError } from '../../catalogue/application/courses.errors.js';
import { RatingNotEnoughProgressError, RatingNotEnrolledError } from './learning.errors.js';
import { UNKNOWN_MEMBER } from '../../catalogue/application/courses.views.js';
import type { RatingRow } from './learning.rows.js';
import { RatingsRepository } from '../adapters/persistence/ratings.repository.js';
import { LearningRepository } from '../adapters/persistence/learning.repository.js';
import { toDate } from '../../../../shared/time/index.js';

export const RATING_MESSAGES = {
  ratingInvalid: 'A avaliação deve ser de 1 a 5 estrelas.',
  reviewTooLong: 'O comentário deve ter no máximo 1.000 caracteres.',
} as const;

export interface RatingView {
  id: string;
  rating: number;
  review: string | null;
  user_name: string;
  user_picture: string | null;
  created_at: string;
}

export interface RatingsPage {
  ratings: RatingView[];
  userRating: { rating: number; review: string | null } | null;
}

const RATINGS_LIMIT = 100;

/** Course ratings (spec: admin sections 2, 5 and 9): eligible members, one each, the average exact. */
@Injectable()
export class RatingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly ratings: RatingsRepository,
    private readonly learning: LearningRepository,
    private readonly catalogue: CatalogueService,
    private readonly identity: IdentityApi,
    private readonly clock: Clock,
  ) {}

  async list(viewer: Viewer, courseId: string): Promise<RatingsPage> {
    await this.catalogue.assertVisible(viewer, courseId);
    const { rows, own } = await this.ratings.ratingsPage(this.em.fork(), courseId, viewer.memberId ?? null, RATINGS_LIMIT);
    const members = await this.catalogue.memberNames(rows.map((r) => r.member_id));
    return {
      ratings: rows.map((r: RatingRow) => {
        const m = members.get(r.member_id);
        return {
          id: r.id,
          rating: r.rating,
          review: r.review,
          user_name: m?.name ?? UNKNOWN_MEMBER,
          user_picture: m?.picture ?? null,
          created_at: toDate(r.updated_at).toISOString(),
        };
      }),
      userRating: own ? { rating: own.rating, review: own.review } : null,
    };
  }

  /** Rates or re-rates; the average is recomputed from the rows under the course's rating lock. */
  async rate(member: Member, courseId: string, rating: unknown, review: string | null | undefined): Promise<{ rating: number; average: number; created: boolean }> {
    const fields: Record<string, string[]> = {};
    if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < MIN_RATING || rating > MAX_RATING) fields.rating = [RATING_MESSAGES.ratingInvalid];
    const text = (review ?? '').trim();
    if (text.length > MAX_REVIEW_LENGTH) fields.review = [RATING_MESSAGES.reviewTooLong];
    if (Object.keys(fields).length > 0) throw ValidationFailedError.fromFields(fields);
    if (!isUuid(courseId)) throw new CourseNotFoundError();
    const memberId = member.memberId;
    await this.catalogue.details(member, courseId);
    return this.em.fork().transactional(async (em) => {
      await this.identity.assertCanParticipate(em, memberId);
      const counts = await this.learning.progressCounts(em, courseId, memberId);
      const eligibility = ratingEligibility({
        isEnrolled: counts.enrolled,
        completedLessons: counts.completedLessons,
        overallProgress: overallProgress(counts.completedLessons, counts.totalLessons),
      });
      if (!eligibility.eligible) throw eligibility.reason === 'not_enrolled' ? new RatingNotEnrolledError() : new RatingNotEnoughProgressError();
      await this.ratings.lockRatings(em, courseId);
      const created = await this.ratings.upsertRating(em, {
        id: randomUUID(),
        courseId,
        memberId,
        rating: rating as number,
        review: text === '' ? null : text,
        at: this.clock.now(),
      });
      const average = await this.ratings.refreshAverage(em, courseId);
      return { rating: rating as number, average, created };
    });
  }
}
