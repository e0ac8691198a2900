import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { HistoryPublisher } from '../../../../shared/events/index.js';
import { IdentityModule } from '../../../identity/index.js';
import { splitSentences } from '../../domain/sentences.js';
import { correctedSentences, type SentenceJudgement, type WritingLanguage } from '../../domain/writing.js';

const [ANA, BRUNO, CARLA, DIEGO, EMILY, FATIMA] = IdentityModule.demoMemberIds;
const HOUR = 3_600_000;

interface DemoCorrection {
  /** A member who declared the text's language Nativo or Fluente (identity's demo members). */
  corrector: string;
  hoursAfter: number;
  sentences: SentenceJudgement[];
  comment?: string;
  helpfulHoursAfter?: number;
  replies?: { author: string; text: string; hoursAfter: number }[];
}

interface DemoWriting {
  /** Never a member who declared the language Nativo. */
  author: string;
  language: WritingLanguage;
  title: string | null;
  text: string;
  hoursAgo: number;
  corrections?: DemoCorrection[];
}

/**
 * Texts of the demo members in both languages: some still waiting, some with two corrections —
 * a word changed and a sentence judged correct — and one correction marked helpful with replies,
 * so a newcomer finds a queue and a corrected text at once. Correctors are the members who
 * declared the language Nativo or Fluente: Emily (en Nativo), Ana (pt Nativo, en Fluente),
 * Carla (pt Nativo).
 */
const WRITINGS: DemoWriting[] = [
  {
    author: DIEGO,
    language: 'en',
    title: 'My first K-drama without subtitles',
    text: 'Yesterday I watched a K-drama without subtitles. I understand almost everything! The actors speaks very fast, but I was very happy.',
    hoursAgo: 6 * 24,
    corrections: [
      {
        corrector: EMILY,
        hoursAfter: 3,
        sentences: [
          { index: 0, verdict: 'correct' },
          { index: 1, verdict: 'corrected', corrected: 'I understood almost everything!', note: 'Past tense: it happened yesterday.' },
          { index: 2, verdict: 'corrected', corrected: 'The actors speak very fast, but I was very happy.', note: '"The actors" is plural: speak, without -s.' },
        ],
        comment: 'Great job, Diego! Only two small verb forms.',
        helpfulHoursAfter: 20,
        replies: [
          { author: DIEGO, text: 'Thank you! I always forget the past tense.', hoursAfter: 21 },
          { author: EMILY, text: 'It takes practice. Try writing one sentence about yesterday every day!', hoursAfter: 26 },
        ],
      },
      {
        corrector: ANA,
        hoursAfter: 9,
        sentences: [
          { index: 0, verdict: 'correct' },
          { index: 1, verdict: 'corrected', corrected: 'I understood almost everything!' },
          { index: 2, verdict: 'correct' },
        ],
      },
    ],
  },
  {
    author: EMILY,
    language: 'pt',
    title: 'Meu fim de semana',
    text: 'No sábado eu fui na praia com meus amigos. A água estava muito fria. Depois nós comemos pastel na feira.',
    hoursAgo: 4 * 24,
    corrections: [
      {
        corrector: CARLA,
        hoursAfter: 5,
        sentences: [
          { index: 0, verdict: 'corrected', corrected: 'No sábado eu fui à praia com meus amigos.', note: 'Na norma culta, "ir a": fui à praia.' },
          { index: 1, verdict: 'correct' },
          { index: 2, verdict: 'correct' },
        ],
      },
      {
        corrector: ANA,
        hoursAfter: 30,
        sentences: [
          { index: 0, verdict: 'corrected', corrected: 'No sábado eu fui à praia com meus amigos.' },
          { index: 2, verdict: 'correct' },
        ],
        comment: 'Muito bom! Pastel de feira é a melhor parte.',
      },
    ],
  },
  {
    author: BRUNO,
    language: 'en',
    title: 'Why I study Japanese',
    text: 'I want to travel to Tokyo next year. For this I am studying japanese every morning before the work.',
    hoursAgo: 26,
  },
  {
    author: FATIMA,
    language: 'pt',
    title: null,
    text: 'Eu moro no Brasil há dois anos. Ainda confundo "por" e "para" quando falo rápido.',
    hoursAgo: 9,
  },
  {
    author: EMILY,
    language: 'pt',
    title: 'Descreva sua comida favorita',
    text: 'Minha comida favorita é feijoada. Eu comi ela pela primeira vez em São Paulo, num sábado de chuva.',
    hoursAgo: 3,
  },
];

/**
 * The demo's texts, corrections and replies, dated over the past days (ADR 0078). Counters and
 * `first_correction_at` are written as the module keeps them; the texts and the helpful mark are
 * published as the module's events at their instants, so gamification awards their XP as it did
 * for the live requests (ADR 0134).
 */
export class CorrectionsDemoSeeder extends Seeder {
  async run(coreEm: EntityManager): Promise<void> {
    const em = coreEm as SqlEntityManager;
    const events = new HistoryPublisher();
    const { now } = events;
    const past = (instant: number) => events.past(instant);
    for (const demo of WRITINGS) {
      const writingId = randomUUID();
      const createdAt = new Date(now - demo.hoursAgo * HOUR);
      const corrections = demo.corrections ?? [];
      const sentences = splitSentences(demo.text);
      const firstCorrectionAt = corrections.length > 0 ? past(createdAt.getTime() + Math.min(...corrections.map((c) => c.hoursAfter)) * HOUR) : null;
      await em.execute(
        `insert into writing (id, author_id, language, title, text, sentences, corrections_count, first_correction_at, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?)`,
        [writingId, demo.author, demo.language, demo.title, demo.text, JSON.stringify(sentences), corrections.length, firstCorrectionAt, createdAt, createdAt],
      );
      events.publishAt(em, createdAt, 'corrections.writing_posted', { writingId, authorId: demo.author, language: demo.language });
      for (const correction of corrections) {
        const correctionId = randomUUID();
        const at = past(createdAt.getTime() + correction.hoursAfter * HOUR);
        const helpfulAt = correction.helpfulHoursAfter === undefined ? null : past(createdAt.getTime() + correction.helpfulHoursAfter * HOUR);
        const replies = correction.replies ?? [];
        await em.execute(
          `insert into writing_correction (id, writing_id, corrector_id, sentences, comment, helpful, helpful_at, reply_count, created_at, updated_at)
           values (?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?)`,
          [correctionId, writingId, correction.corrector, JSON.stringify(correction.sentences), correction.comment ?? null, helpfulAt !== null, helpfulAt, replies.length, at, at],
        );
        if (helpfulAt) {
          events.publishAt(em, helpfulAt, 'corrections.correction_marked', {
            correctionId,
            writingId,
            correctorId: correction.corrector,
            authorId: demo.author,
            helpful: true,
            language: demo.language,
            corrected: correctedSentences(sentences, correction.sentences),
          });
        }
        for (const reply of replies) {
          await em.execute(
            `insert into writing_correction_reply (id, correction_id, writing_id, author_id, text, created_at) values (?, ?, ?, ?, ?, ?)`,
            [randomUUID(), correctionId, writingId, reply.author, reply.text, past(createdAt.getTime() + reply.hoursAfter * HOUR)],
          );
        }
      }
    }
  }
}
