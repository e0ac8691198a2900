import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { toDate } from '../../../../shared/time/index.js';
import { isUuid } from '../../../../shared/ids.js';
import type { CardContent, CardSource, NewCard } from '../../domain/cards.js';
import { newCardSchedule } from '../../domain/scheduling.js';
import type { ReviewSettings } from '../../domain/settings.js';
import { ReviewRepository, type CardForAnswer, type CardRow, type EarlierReview, type ReviewRecord, type Today } from '../../application/ports/persistence.js';

/** A `review_card` row as the statements below select it (`CARD_COLUMNS`), inside JSON or not. */
interface CardRecord {
  id: string;
  member_id: string;
  source: CardSource;
  content: CardContent;
  due: Date | string;
  stability: number;
  difficulty: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: Date | string | null;
  scheduled_days: number;
  last_rating: number | null;
  created_at: Date | string;
}

const CARD_COLUMNS = 'c.id, c.member_id, c.source, c.content, c.due, c.stability, c.difficulty, c.reps, c.lapses, c.state, c.last_review, c.scheduled_days, c.last_rating, c.created_at';

/** A member's settings as one JSON value, or null (the defaults hold). */
const SETTINGS_JSON = `(select json_build_object('newPerDay', s.new_per_day, 'desiredRetention', s.desired_retention) from review_settings s where s.member_id = ?)`;

/** The cards whose first review (a New card's one) fell in today's [start, end). */
const FIRST_REVIEWED_TODAY = `(select count(*)::int from review_log l where l.member_id = ? and l.state_before = 0 and l.reviewed_at >= ? and l.reviewed_at < ?)`;

function toCard(row: CardRecord): CardRow {
  return {
    id: row.id,
    memberId: row.member_id,
    source: row.source,
    content: row.content,
    schedule: {
      due: toDate(row.due),
      stability: Number(row.stability),
      difficulty: Number(row.difficulty),
      reps: row.reps,
      lapses: row.lapses,
      state: row.state,
      lastReview: toDate(row.last_review),
      scheduledDays: row.scheduled_days,
    },
    lastRating: row.last_rating,
    createdAt: toDate(row.created_at),
  };
}

/**
 * The review deck's statements (issue 48, ADR 0139). Writes run with the caller's EntityManager,
 * inside the use case's or the event handler's transaction; the reads of a page are one
 * statement each, on a fork.
 */
@Injectable()
export class PgReviewRepository extends ReviewRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async addCards(em: EntityManager, cards: readonly NewCard[], at: Date): Promise<number> {
    let entered = 0;
    for (const [i, card] of cards.entries()) {
      // The cards of one fact (a correction's sentences) enter a millisecond apart, so new cards come in their order.
      const createdAt = new Date(at.getTime() + i);
      const s = newCardSchedule(createdAt);
      // The unique key (member, source, key) makes a card once, whatever races, and never again after "Não revisar mais".
      const rows = await em.execute(
        `insert into review_card (id, member_id, source, source_key, content, due, stability, difficulty, reps, lapses, state, last_review, scheduled_days, created_at)
         values (?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         on conflict (member_id, source, source_key) do nothing
         returning id`,
        [randomUUID(), card.memberId, card.source, card.sourceKey, JSON.stringify(card.content), s.due, s.stability, s.difficulty, s.reps, s.lapses, s.state, s.lastReview, s.scheduledDays, createdAt],
      );
      entered += rows.length;
    }
    return entered;
  }

  async removeCorrectionCards(em: EntityManager, ids: readonly string[], at: Date): Promise<void> {
    const wanted = ids.filter(isUuid).map((id) => id.toLowerCase());
    if (wanted.length === 0) return;
    // Each id may be a text, a correction or a reply: the cards of a correction, or of every correction of a text.
    await em.execute(
      `update review_card set removed_at = ?
        where source = 'correction' and removed_at is null
          and ((content ->> 'correctionId') in (?) or (content ->> 'writingId') in (?))`,
      [at, wanted, wanted],
    );
  }

  async cardForAnswer(em: EntityManager, memberId: string, cardId: string): Promise<CardForAnswer | null> {
    const [row] = await em.execute<(CardRecord & { desired_retention: number | null })[]>(
      `select ${CARD_COLUMNS}, s.desired_retention
         from review_card c left join review_settings s on s.member_id = c.member_id
        where c.id = ? and c.member_id = ? and c.removed_at is null
        for update of c`,
      [cardId, memberId],
    );
    return row ? { ...toCard(row), desiredRetention: row.desired_retention } : null;
  }

  async reviewByClientId(em: EntityManager, memberId: string, clientId: string): Promise<EarlierReview | null> {
    const [row] = await em.execute<{ card_id: string; response: Record<string, unknown> }[]>(
      'select card_id, response from review_log where member_id = ? and client_id = ?',
      [memberId, clientId],
    );
    return row ? { cardId: row.card_id, response: row.response } : null;
  }

  async recordReview(em: EntityManager, card: { id: string; schedule: CardForAnswer['schedule']; lastRating: number }, r: ReviewRecord): Promise<boolean> {
    const inserted = await em.execute(
      `insert into review_log (id, card_id, member_id, client_id, rating, state_before, elapsed_days, scheduled_days, reviewed_at, received_at, correct, response, xp_awarded)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?)
       on conflict (member_id, client_id) do nothing
       returning id`,
      [r.id, r.cardId, r.memberId, r.clientId, r.rating, r.stateBefore, r.elapsedDays, r.scheduledDays, r.reviewedAt, r.receivedAt, r.correct, JSON.stringify(r.response), r.xpAwarded],
    );
    if (inserted.length === 0) return false;
    const s = card.schedule;
    await em.execute(
      `update review_card set due = ?, stability = ?, difficulty = ?, reps = ?, lapses = ?, state = ?, last_review = ?, scheduled_days = ?, last_rating = ?
        where id = ?`,
      [s.due, s.stability, s.difficulty, s.reps, s.lapses, s.state, s.lastReview, s.scheduledDays, card.lastRating, card.id],
    );
    return true;
  }

  async removeCard(em: EntityManager, memberId: string, cardId: string, at: Date): Promise<boolean> {
    const rows = await em.execute('update review_card set removed_at = ? where id = ? and member_id = ? and removed_at is null returning id', [at, cardId, memberId]);
    return rows.length > 0;
  }

  async deckCounts(memberId: string, today: Today) {
    const [row] = await this.em.fork().execute<
      {
        settings: ReviewSettings | null;
        due_today: number;
        new_cards: number;
        learning: number;
        total: number;
        next_due_at: Date | string | null;
        first_reviewed_today: number;
      }[]
    >(
      `select ${SETTINGS_JSON} as settings,
              count(*) filter (where c.state <> 0 and c.due < ?)::int as due_today,
              count(*) filter (where c.state = 0)::int as new_cards,
              count(*) filter (where c.state <> 0 and c.last_rating = 1)::int as learning,
              count(*)::int as total,
              min(c.due) filter (where c.state <> 0) as next_due_at,
              ${FIRST_REVIEWED_TODAY} as first_reviewed_today
         from review_card c
        where c.member_id = ? and c.removed_at is null`,
      [memberId, today.end, memberId, today.start, today.end, memberId],
    );
    return {
      settings: row.settings,
      counts: {
        dueToday: row.due_today,
        newCards: row.new_cards,
        firstReviewedToday: row.first_reviewed_today,
        learning: row.learning,
        total: row.total,
        nextDueAt: toDate(row.next_due_at),
      },
    };
  }

  async sessionCandidates(memberId: string, today: Today, limit: number) {
    const [row] = await this.em.fork().execute<{ settings: ReviewSettings | null; first_reviewed_today: number; due: CardRecord[]; fresh: CardRecord[] }[]>(
      `with due as (
         select ${CARD_COLUMNS} from review_card c
          where c.member_id = ? and c.removed_at is null and c.state <> 0 and c.due < ?
          order by c.due, c.id limit ?
       ), fresh as (
         select ${CARD_COLUMNS} from review_card c
          where c.member_id = ? and c.removed_at is null and c.state = 0
          order by c.created_at, c.id limit ?
       )
       select ${SETTINGS_JSON} as settings,
              ${FIRST_REVIEWED_TODAY} as first_reviewed_today,
              (select coalesce(json_agg(d order by d.due, d.id), '[]'::json) from due d) as due,
              (select coalesce(json_agg(f order by f.created_at, f.id), '[]'::json) from fresh f) as fresh`,
      [memberId, today.end, limit, memberId, limit, memberId, memberId, today.start, today.end],
    );
    return { settings: row.settings, firstReviewedToday: row.first_reviewed_today, due: row.due.map(toCard), fresh: row.fresh.map(toCard) };
  }

  async settings(memberId: string): Promise<ReviewSettings | null> {
    const [row] = await this.em.fork().execute<{ settings: ReviewSettings | null }[]>(`select ${SETTINGS_JSON} as settings`, [memberId]);
    return row.settings;
  }

  async saveSettings(em: EntityManager, memberId: string, settings: ReviewSettings, at: Date): Promise<void> {
    await em.execute(
      `insert into review_settings (member_id, new_per_day, desired_retention, updated_at) values (?, ?, ?, ?)
       on conflict (member_id) do update set new_per_day = excluded.new_per_day, desired_retention = excluded.desired_retention, updated_at = excluded.updated_at`,
      [memberId, settings.newPerDay, settings.desiredRetention, at],
    );
  }
}
