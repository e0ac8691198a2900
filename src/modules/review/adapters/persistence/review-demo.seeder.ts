import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { IdentityModule } from '../../../identity/index.js';
import type { QuizCardContent } from '../../domain/cards.js';
import { RATING_GRADES, newCardSchedule, nextSchedule, type ReviewRating } from '../../domain/scheduling.js';

const [, BRUNO] = IdentityModule.demoMemberIds;
const DAY = 86_400_000;

interface DemoCard {
  /** A fixed key: the demo deck stands on its own, not on the ids the courses' seeder draws. */
  key: string;
  question: QuizCardContent;
  enteredDaysAgo: number;
  /** The card's reviews, oldest first: how long ago, and how the judge rated it. */
  reviews: { daysAgo: number; rating: ReviewRating }[];
}

const question = (q: Partial<QuizCardContent> & Pick<QuizCardContent, 'type' | 'prompt' | 'promptLanguage'>): QuizCardContent => ({
  explanation: null,
  choices: null,
  correctChoice: null,
  acceptedAnswers: null,
  strictAccents: false,
  distractors: null,
  ...q,
});

/**
 * Bruno's misses in the English course's quizzes, reviewed over the last days: two due today
 * (one answered wrong yesterday, one a few days after a right answer), one further away, and two
 * still new. Emily's helpful correction of Diego's text gives Diego his cards through the live
 * handler when the demo's events are delivered.
 */
const CARDS: DemoCard[] = [
  {
    key: '5e7d0a11-4e71-4000-8000-000000000001',
    question: question({ type: 'text', prompt: 'Translate: “Eu não sei.”', promptLanguage: 'en', acceptedAnswers: ["I don't know", 'I do not know'] }),
    enteredDaysAgo: 9,
    reviews: [{ daysAgo: 4.2, rating: 'good' }],
  },
  {
    key: '5e7d0a11-4e71-4000-8000-000000000002',
    question: question({
      type: 'choice',
      prompt: 'What does “give up” mean in the song?',
      promptLanguage: 'en',
      choices: ['desistir', 'levantar', 'devolver'],
      correctChoice: 0,
      explanation: '“To give up” is to stop trying: desistir.',
    }),
    enteredDaysAgo: 6,
    reviews: [
      { daysAgo: 5, rating: 'good' },
      { daysAgo: 1.1, rating: 'again' },
    ],
  },
  {
    key: '5e7d0a11-4e71-4000-8000-000000000003',
    question: question({
      type: 'choice',
      prompt: 'Como se diz “obrigado” em inglês?',
      promptLanguage: 'pt',
      choices: ['Please', 'Thank you', 'Sorry'],
      correctChoice: 1,
      explanation: '“Thank you” agradece; “please” pede por favor e “sorry” pede desculpas.',
    }),
    enteredDaysAgo: 12,
    reviews: [
      { daysAgo: 11, rating: 'good' },
      { daysAgo: 8, rating: 'good' },
    ],
  },
  {
    key: '5e7d0a11-4e71-4000-8000-000000000004',
    question: question({ type: 'order', prompt: 'Build the line you heard in the chorus.', promptLanguage: 'en', acceptedAnswers: ['Never gonna give you up'], distractors: ['down', 'me'] }),
    enteredDaysAgo: 2,
    reviews: [],
  },
  {
    key: '5e7d0a11-4e71-4000-8000-000000000005',
    question: question({
      type: 'text',
      prompt: 'Escreva em português: “you” (uma pessoa, informal).',
      promptLanguage: 'pt',
      acceptedAnswers: ['você'],
      explanation: '“Você” leva acento circunflexo no e.',
    }),
    enteredDaysAgo: 1,
    reviews: [],
  },
];

/** A demo member's review deck, with its history in the review log (ADR 0078, ADR 0139). */
export class ReviewDemoSeeder extends Seeder {
  async run(coreEm: EntityManager): Promise<void> {
    const em = coreEm as SqlEntityManager;
    const now = Date.now();
    for (const demo of CARDS) {
      const cardId = randomUUID();
      const createdAt = new Date(now - demo.enteredDaysAgo * DAY);
      let schedule = newCardSchedule(createdAt);
      let lastRating: number | null = null;
      const logs: unknown[][] = [];
      for (const review of demo.reviews) {
        const at = new Date(now - review.daysAgo * DAY);
        const outcome = nextSchedule(schedule, review.rating, at, 90);
        schedule = outcome.schedule;
        lastRating = RATING_GRADES[review.rating];
        const response = { correct: review.rating !== 'again', rating: review.rating, nextDueAt: schedule.due.toISOString(), xpAwarded: 0 };
        logs.push([randomUUID(), cardId, BRUNO, randomUUID(), lastRating, outcome.stateBefore, outcome.elapsedDays, schedule.scheduledDays, at, at, review.rating !== 'again', JSON.stringify(response), 0]);
      }
      await em.execute(
        `insert into review_card (id, member_id, source, source_key, content, due, stability, difficulty, reps, lapses, state, last_review, scheduled_days, last_rating, created_at)
         values (?, ?, 'quiz', ?, ?::jsonb, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [cardId, BRUNO, demo.key, JSON.stringify(demo.question), schedule.due, schedule.stability, schedule.difficulty, schedule.reps, schedule.lapses, schedule.state, schedule.lastReview, schedule.scheduledDays, lastRating, createdAt],
      );
      for (const log of logs) {
        await em.execute(
          `insert into review_log (id, card_id, member_id, client_id, rating, state_before, elapsed_days, scheduled_days, reviewed_at, received_at, correct, response, xp_awarded)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?)`,
          log,
        );
      }
    }
  }
}
