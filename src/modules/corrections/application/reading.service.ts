import { Injectable } from '@nestjs/common';
import { cursorPart, cursorSchema, encodeCursor, readCursor } from '../../../shared/http/pagination.js';
import type { Viewer } from '../../../shared/moderation/index.js';
import { Clock } from '../../../shared/time/index.js';
import { isUuid } from '../../../shared/ids.js';
import { IdentityApi } from '../../identity/index.js';
import { GIVE_TO_GET_DAYS, QUEUE_MAX_CORRECTIONS, QUEUE_PAGE_SIZE } from '../domain/limits.js';
import { CORRECTING_LEVELS, WRITING_LANGUAGES, mayCorrectAt } from '../domain/writing.js';
import { wordDiff } from '../domain/word-diff.js';
import { CorrectionsQueries, type WritingListRow } from '../adapters/persistence/corrections.queries.js';
import { CorrectionNotFoundError, WritingNotFoundError } from './corrections.errors.js';
import { MemberCards, iso, toListItem } from './corrections.views.js';

type Member = Viewer & { memberId: string };

const QUEUE_CURSOR = cursorSchema(cursorPart.integer(0, QUEUE_MAX_CORRECTIONS - 1), cursorPart.oneOf(0, 1), cursorPart.timestamp(), cursorPart.uuid());
const TIME_CURSOR = cursorSchema(cursorPart.timestamp(), cursorPart.uuid());
const REPLIES_PAGE_SIZE = 50;

/** The corrections pages' reads: the queue, the member's own texts, a text's page, a correction's replies (ADR 0133). */
@Injectable()
export class ReadingService {
  constructor(
    private readonly clock: Clock,
    private readonly identity: IdentityApi,
    private readonly queries: CorrectionsQueries,
    private readonly cards: MemberCards,
  ) {}

  /**
   * Texts the member can correct: in the languages they declared Nativo or Fluente (one of them
   * when `language` is given), no correction first, then one; within each, authors who corrected
   * someone in the last 7 days first ("give to get"); then oldest first.
   */
  async queue(memberId: string, q: { language?: string; cursor?: string }) {
    const after = readCursor(q.cursor, QUEUE_CURSOR);
    const declared = (await this.identity.declaredLanguages([memberId])).get(memberId) ?? new Map<string, string>();
    const languages = WRITING_LANGUAGES.filter((l) => mayCorrectAt(declared.get(l)) && (q.language === undefined || q.language === l));
    const rows = await this.queries.queue(memberId, {
      languages,
      maxCorrections: QUEUE_MAX_CORRECTIONS,
      givesSince: this.givesSince(),
      after: after && { corrections: after[0], gives: after[1] === 1, createdAt: after[2], id: after[3] },
      limit: QUEUE_PAGE_SIZE + 1,
    });
    return this.page(rows, (last) => encodeCursor([last.corrections_count, last.author_gives ? 1 : 0, iso(last.created_at), last.id]));
  }

  /** The member's own texts, newest first. */
  async mine(memberId: string, cursor?: string) {
    const after = readCursor(cursor, TIME_CURSOR);
    const rows = await this.queries.mine(memberId, {
      givesSince: this.givesSince(),
      after: after && { createdAt: after[0], id: after[1] },
      limit: QUEUE_PAGE_SIZE + 1,
    });
    return this.page(rows, (last) => encodeCursor([iso(last.created_at), last.id]));
  }

  /**
   * A text's page: each sentence with every shown correction's judgement of it (a word diff for a
   * corrected one), the corrections with their correctors' names, patentes and declared levels
   * in the text's language, and what the reader may do.
   */
  async writingPage(viewer: Member, writingId: string) {
    const writing = isUuid(writingId) ? await this.queries.writing(writingId, viewer) : null;
    if (!writing) throw new WritingNotFoundError();
    const corrections = writing.corrections;
    const correctorIds = corrections.map((c) => c.corrector_id);
    const [card, declared] = await Promise.all([
      this.cards.lookUp([writing.author_id, ...correctorIds]),
      this.identity.declaredLanguages([...correctorIds, viewer.memberId]),
    ]);
    const levelOf = (id: string) => {
      const level = declared.get(id)?.get(writing.language);
      return level !== undefined && (CORRECTING_LEVELS as readonly string[]).includes(level) ? level : null;
    };
    const isAuthor = writing.author_id === viewer.memberId;
    const mine = corrections.find((c) => c.corrector_id === viewer.memberId) ?? null;
    return {
      id: writing.id,
      language: writing.language,
      title: writing.title,
      text: writing.text,
      prompt: writing.prompt_id && writing.prompt_text !== null ? { id: writing.prompt_id, language: writing.prompt_language!, text: writing.prompt_text } : null,
      correctionCount: writing.corrections_count,
      locked: writing.corrections_count > 0,
      createdAt: iso(writing.created_at),
      updatedAt: iso(writing.updated_at),
      author: card(writing.author_id),
      sentences: writing.sentences.map((text, index) => ({
        index,
        text,
        corrections: corrections.flatMap((c) =>
          c.sentences
            .filter((s) => s.index === index)
            .map((s) => ({
              correctionId: c.id,
              verdict: s.verdict,
              ...(s.corrected !== undefined ? { corrected: s.corrected, diff: wordDiff(text, s.corrected) } : {}),
              ...(s.note !== undefined ? { note: s.note } : {}),
            })),
        ),
      })),
      corrections: corrections.map((c) => ({
        id: c.id,
        corrector: { ...card(c.corrector_id), level: levelOf(c.corrector_id) },
        comment: c.comment,
        helpful: c.helpful,
        replyCount: c.reply_count,
        createdAt: iso(c.created_at),
        updatedAt: iso(c.updated_at),
      })),
      viewer: {
        isAuthor,
        canCorrect: !isAuthor && mayCorrectAt(declared.get(viewer.memberId)?.get(writing.language)) && !(mine?.helpful ?? false),
        myCorrectionId: mine?.id ?? null,
      },
    };
  }

  /** Replies under one correction of a text the reader can read, oldest first. */
  async replies(viewer: Member, writingId: string, correctionId: string, cursor?: string) {
    const after = readCursor(cursor, TIME_CURSOR);
    if (!isUuid(writingId) || !isUuid(correctionId) || !(await this.queries.correctionShown(writingId, correctionId, viewer))) {
      throw new CorrectionNotFoundError();
    }
    const rows = await this.queries.replies(correctionId, viewer, { after: after && { createdAt: after[0], id: after[1] }, limit: REPLIES_PAGE_SIZE + 1 });
    const more = rows.length > REPLIES_PAGE_SIZE;
    const shown = rows.slice(0, REPLIES_PAGE_SIZE);
    const card = await this.cards.lookUp(shown.map((r) => r.author_id));
    return {
      items: shown.map((r) => ({ id: r.id, correctionId: r.correction_id, author: card(r.author_id), text: r.text, createdAt: iso(r.created_at) })),
      nextCursor: more ? encodeCursor([iso(shown[shown.length - 1].created_at), shown[shown.length - 1].id]) : null,
    };
  }

  private givesSince(): Date {
    return new Date(this.clock.now().getTime() - GIVE_TO_GET_DAYS * 86_400_000);
  }

  private async page(rows: WritingListRow[], cursorOf: (last: WritingListRow) => string) {
    const more = rows.length > QUEUE_PAGE_SIZE;
    const shown = rows.slice(0, QUEUE_PAGE_SIZE);
    const card = await this.cards.lookUp(shown.map((r) => r.author_id));
    return { items: shown.map((r) => toListItem(r, card(r.author_id))), nextCursor: more ? cursorOf(shown[shown.length - 1]) : null };
  }
}
