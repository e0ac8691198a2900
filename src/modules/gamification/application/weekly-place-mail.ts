import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays } from '../../../shared/time/index.js';
import { NotificationsApi } from '../../notifications/index.js';
import { RankingQueries } from '../adapters/persistence/ranking.queries.js';

/**
 * On Mondays at the daily mail hour (08:00 São Paulo), every member who earned XP last
 * week gets their final place by e-mail (ADR 0062): notifications sends it while the member's
 * e-mail switch is on and they are not banned, once per week (its dedupe key).
 */
@Injectable()
export class WeeklyPlaceMail {
  /** Runs today's job now if it is due and has not run (tests; the worker's timer in production). */
  run: () => Promise<boolean> = () => Promise.resolve(false);

  constructor(
    private readonly notifications: NotificationsApi,
    private readonly ranking: RankingQueries,
  ) {}

  register(): void {
    this.run = this.notifications.addDailyMailJob('gamification.weekly_place', (em, day, weekStart) => this.send(em, day, weekStart));
  }

  private async send(em: EntityManager, day: string, weekStart: string): Promise<void> {
    if (day !== weekStart) return; // Mondays only
    const lastWeek = addDays(weekStart, -7);
    for (const place of await this.ranking.weeklyPlaces(em, lastWeek)) {
      await this.notifications.mailMember(em, place.memberId, {
        kind: 'weekly_place',
        dedupeKey: `weekly_place:${lastWeek}`,
        titleKey: 'gamification.weekly_place.title',
        messageKey: 'gamification.weekly_place.message',
        params: { position: place.position, xp: place.weeklyXp },
        path: '/ranking',
      });
    }
  }
}
