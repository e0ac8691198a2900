import type { QuizLimits } from './quizForm';

/** The quiz's limits (issue 33), as `PUT /api/admin/courses/{id}/lessons/{lessonId}/quiz` declares them. */
export const quizLimits: QuizLimits = {
  questions: { minItems: 1, maxItems: 20 },
  prompt: { type: 'string', required: true, minLength: 1, maxLength: 300 },
  explanation: { type: 'string', nullable: true, maxLength: 500 },
  choices: { minItems: 2, maxItems: 6, items: { type: 'string', minLength: 1, maxLength: 200 } },
  acceptedAnswers: { minItems: 1, maxItems: 10, items: { type: 'string', minLength: 1, maxLength: 200 } },
  distractors: { maxItems: 6, items: { type: 'string', minLength: 1, maxLength: 200 } },
  maxTiles: 12,
};
