import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import request from 'supertest';
import type { TestApp } from '../support/app.js';
import { createCommunityApp, signInModerator, sql } from '../support/community.js';
import { addLesson, addModule, createAdminCourse } from '../support/courses.js';
import { signIn, type Agent } from '../support/sign-in.js';
import { testDatabaseUrl } from '../support/database.js';

const CHOICE = { type: 'choice', prompt: 'Como se diz “thank you”?', promptLanguage: 'pt', choices: ['Olá', 'Obrigado', 'Tchau'], correctChoice: 1, explanation: '“Obrigado” agradece.' };
const TEXT = { type: 'text', prompt: 'Escreva “you” em português', promptLanguage: 'pt', acceptedAnswers: ['você'] };
const ORDER = { type: 'order', prompt: 'Monte a frase: “Eu não sei”', promptLanguage: 'pt', acceptedAnswers: ["I don't know"], distractors: ['yes'] };

type Member = { agent: Agent; memberId: string };

/** Resolves once some statement of this database waits for a row lock. */
async function someoneWaitsForALock(db: pg.Client): Promise<void> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
    const { rows } = await db.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
    if (rows[0].n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no statement ever waited for the lock');
}

/**
 * The review deck over HTTP (issue 48, ADR 0139): cards from quiz misses and helpful corrections,
 * answers counted once per clientId, the limits, a banned member, the XP cap, the settings and
 * "Não revisar mais".
 */
describe('the review deck', () => {
  let t: TestApp;
  let baseUrl: string;
  let orm: MikroORM;
  let admin: Agent;
  let quiz: { courseId: string; lessonId: string; ids: string[] };

  beforeAll(async () => {
    ({ t, baseUrl, orm } = await createCommunityApp());
    admin = await signInModerator(baseUrl);
    const courseId = await createAdminCourse(admin);
    const m = await addModule(admin, courseId);
    const lesson = await addLesson(admin, courseId, m.id as string, { title: 'Aula da revisão' });
    const saved = await admin.put(`/api/admin/courses/${courseId}/lessons/${lesson.id}/quiz`).send({ questions: [CHOICE, TEXT, ORDER] }).expect(200);
    quiz = { courseId, lessonId: lesson.id as string, ids: (saved.body.questions as { id: string }[]).map((q) => q.id) };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const answerQuiz = (m: Member, questionId: string, answer: Record<string, unknown>) =>
    m.agent.post(`/api/courses/${quiz.courseId}/lessons/${quiz.lessonId}/quiz/answers`).send({ questionId, answer }).expect(200);
  const summary = async (m: Member) => (await m.agent.get('/api/review/summary').expect(200)).body;
  const session = async (m: Member, query = '') => (await m.agent.get(`/api/review/session${query}`).expect(200)).body.cards as Record<string, unknown>[];
  const answer = (m: Member, cardId: string, body: Record<string, unknown>) => m.agent.post(`/api/review/cards/${cardId}/answers`).send({ clientId: randomUUID(), ...body });
  /** A member whose one card is the lesson's choice question, missed. */
  async function withACard(name: string): Promise<Member & { cardId: string }> {
    const m = await signIn(baseUrl, { name });
    await answerQuiz(m, quiz.ids[0], { choice: 0 });
    const [card] = await session(m);
    return { ...m, cardId: card.id as string };
  }

  it('makes one card of a missed quiz question, none of a second miss, and asks it again without its answer', async () => {
    const m = await signIn(baseUrl, { name: 'Rita Revisão' });
    expect(await summary(m)).toEqual({ due: 0, new: 0, learning: 0, total: 0, nextDueAt: null, newPerDay: 10, desiredRetention: 90 });
    await answerQuiz(m, quiz.ids[0], { choice: 1 });
    expect((await summary(m)).total).toBe(0);
    await answerQuiz(m, quiz.ids[1], { text: 'voce?' }).then((res) => expect(res.body.correct).toBe(true));
    await answerQuiz(m, quiz.ids[1], { text: 'tu' });
    t.clock.advance(1_000);
    await answerQuiz(m, quiz.ids[1], { text: 'vós' });
    t.clock.advance(1_000);
    await answerQuiz(m, quiz.ids[2], { text: "I don't yes" });
    expect(await summary(m)).toEqual({ due: 0, new: 2, learning: 0, total: 2, nextDueAt: null, newPerDay: 10, desiredRetention: 90 });
    const cards = await session(m);
    expect(cards).toEqual([
      { id: expect.any(String), source: 'quiz', type: 'text', prompt: TEXT.prompt, promptLanguage: 'pt' },
      { id: expect.any(String), source: 'quiz', type: 'order', prompt: ORDER.prompt, promptLanguage: 'pt', tiles: expect.arrayContaining(['I', "don't", 'know', 'yes']) },
    ]);
    const [text] = cards;
    const right = await answer(m, text.id as string, { answer: { text: 'você' } }).expect(200);
    expect(right.body).toEqual({ correct: true, note: null, expected: 'você', explanation: null, rating: 'good', nextDueAt: expect.any(String), xpAwarded: 1 });
    expect(new Date(right.body.nextDueAt).getTime() - t.clock.now().getTime()).toBeGreaterThanOrEqual(86_400_000);
    const wrong = await answer(m, cards[1].id as string, { answer: { text: 'I know' } }).expect(200);
    expect(wrong.body).toMatchObject({ correct: false, expected: "I don't know", rating: 'again', xpAwarded: 0 });
    expect(new Date(wrong.body.nextDueAt).getTime() - t.clock.now().getTime()).toBeLessThanOrEqual(86_400_000);
    expect(await summary(m)).toMatchObject({ new: 0, learning: 1, total: 2, nextDueAt: wrong.body.nextDueAt });
    // A shape the card does not take: the quiz's message.
    const bad = await answer(m, text.id as string, { answer: { choice: 0 } }).expect(400);
    expect([bad.body.code, bad.body.message]).toEqual(['REVIEW.ANSWER_INVALID', 'Escreva a resposta antes de verificar.']);
    await answer(m, text.id as string, { answer: { text: 'você' }, clientId: 'not-a-uuid' }).expect(400);
  });

  it('makes a card per sentence a helpful correction changed, for the text’s author, judged against the corrector’s version', async () => {
    const author = await signIn(baseUrl, { name: 'Alice Autora' });
    await author.agent.post('/api/profile/setup').send({ name: 'Alice Autora', userLanguages: [{ language: 'en', proficiency: 'Intermediário' }] }).expect(200);
    const native = await signIn(baseUrl, { name: 'Nick Nativo' });
    await native.agent.post('/api/profile/setup').send({ name: 'Nick Nativo', userLanguages: [{ language: 'en', proficiency: 'Nativo' }] }).expect(200);
    const writing = await author.agent.post('/api/writings').send({ language: 'en', text: 'I goed home. It was late. She go to school.' }).expect(201);
    const correction = await native.agent
      .put(`/api/writings/${writing.body.id}/correction`)
      .send({
        sentences: [
          { index: 0, verdict: 'corrected', corrected: 'I went home.', note: 'go → went' },
          { index: 1, verdict: 'correct' },
          { index: 2, verdict: 'corrected', corrected: 'She goes to school.' },
        ],
      })
      .expect(201);
    expect((await summary(author)).total).toBe(0);
    await author.agent.put(`/api/writings/${writing.body.id}/corrections/${correction.body.id}/helpful`).expect(200);
    await author.agent.delete(`/api/writings/${writing.body.id}/corrections/${correction.body.id}/helpful`).expect(200);
    await author.agent.put(`/api/writings/${writing.body.id}/corrections/${correction.body.id}/helpful`).expect(200);
    const cards = await session(author);
    expect(cards).toEqual([
      { id: expect.any(String), source: 'correction', type: 'text', prompt: 'I goed home.', promptLanguage: 'en', original: 'I goed home.' },
      { id: expect.any(String), source: 'correction', type: 'text', prompt: 'She go to school.', promptLanguage: 'en', original: 'She go to school.' },
    ]);
    expect((await summary(native)).total).toBe(0);
    const judged = await answer(author, cards[0].id as string, { answer: { text: 'I went home' } }).expect(200);
    expect(judged.body).toMatchObject({ correct: true, expected: 'I went home.', explanation: 'go → went', rating: 'good' });
    const typo = await answer(author, cards[1].id as string, { answer: { text: 'She goes to schol.' } }).expect(200);
    expect(typo.body).toMatchObject({ correct: true, note: { kind: 'typo' }, rating: 'hard', explanation: null });
  });

  it('counts ten concurrent answers with one clientId once: one review, XP once, the same answer to all', async () => {
    const m = await withACard('Caio Concorrente');
    const clientId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => m.agent.post(`/api/review/cards/${m.cardId}/answers`).send({ clientId, answer: { choice: 1 } })));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(answers[0].body).toMatchObject({ correct: true, rating: 'good', xpAwarded: 1 });
    const logs = await sql<{ id: string }>(orm, 'select id from review_log where member_id = ?', [m.memberId]);
    expect(logs).toHaveLength(1);
    expect(await sql(orm, `select amount from xp_ledger_entry where member_id = ? and action_type = 'review_correct'`, [m.memberId])).toEqual([{ amount: 1 }]);
    // The same clientId on another card of theirs is refused.
    await answerQuiz(m, quiz.ids[1], { text: 'nada' });
    const other = (await session(m)).find((c) => c.id !== m.cardId)!;
    expect((await m.agent.post(`/api/review/cards/${other.id}/answers`).send({ clientId, answer: { text: 'você' } }).expect(409)).body.code).toBe('REVIEW.CLIENT_ID_REUSED');
  });

  it('answers 404 for another member’s card or an unknown one, and 401 to guests', async () => {
    const owner = await withACard('Olga Dona');
    const stranger = await signIn(baseUrl, { name: 'Saulo Estranho' });
    for (const id of [owner.cardId, randomUUID(), 'not-a-uuid']) {
      const res = await answer(stranger, id, { answer: { choice: 1 } }).expect(404);
      expect(res.body.code).toBe('REVIEW.CARD_NOT_FOUND');
      await stranger.agent.delete(`/api/review/cards/${id}`).expect(404);
    }
    const guest = request(baseUrl);
    await guest.get('/api/review/summary').expect(401);
    await guest.get('/api/review/session').expect(401);
    await guest.get('/api/review/settings').expect(401);
    await guest.put('/api/review/settings').send({ newPerDay: 5, desiredRetention: 90 }).expect(401);
    await guest.post(`/api/review/cards/${owner.cardId}/answers`).send({ clientId: randomUUID(), answer: { choice: 1 } }).expect(401);
    await guest.delete(`/api/review/cards/${owner.cardId}`).expect(401);
    expect(await sql(orm, 'select count(*)::int as n from review_log where card_id = ?', [owner.cardId])).toEqual([{ n: 0 }]);
  });

  it('refuses the 121st answer of a minute with Retry-After', async () => {
    const m = await withACard('Lia Ligeira');
    t.clock.advance(61_000 - (t.clock.now().getTime() % 60_000));
    for (let i = 0; i < 120; i += 1) await answer(m, m.cardId, { answer: { choice: 0 } }).expect(200);
    const limited = await answer(m, m.cardId, { answer: { choice: 0 } }).expect(429);
    expect(limited.body.code).toBe('REVIEW.RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(60_000);
    await answer(m, m.cardId, { answer: { choice: 0 } }).expect(200);
  });

  it('lets no banned member answer, not even one banned while the answer waits for the member row', async () => {
    const m = await withACard('Bento Banido');
    const db = new pg.Client({ connectionString: testDatabaseUrl() });
    await db.connect();
    try {
      await db.query('begin');
      await db.query('update member set banned_permanently = true where id = $1', [m.memberId]);
      const response = answer(m, m.cardId, { answer: { choice: 1 } }).then((res) => res);
      await someoneWaitsForALock(db);
      await db.query('commit');
      const res = await response;
      expect([res.status, res.body.code]).toEqual([403, 'IDENTITY.MEMBER_BANNED']);
    } finally {
      await db.end();
    }
    // Banned already: refused before the route runs, and the same for taking a card out or the settings.
    expect((await answer(m, m.cardId, { answer: { choice: 1 } }).expect(403)).body.code).toBe('IDENTITY.MEMBER_BANNED');
    await m.agent.delete(`/api/review/cards/${m.cardId}`).expect(403);
    await m.agent.put('/api/review/settings').send({ newPerDay: 5, desiredRetention: 90 }).expect(403);
    expect(await sql(orm, 'select count(*)::int as n from review_log where member_id = ?', [m.memberId])).toEqual([{ n: 0 }]);
    expect(await sql(orm, 'select reps, removed_at from review_card where id = ?', [m.cardId])).toEqual([{ reps: 0, removed_at: null }]);
  });

  it('pays review_correct for 20 right answers a São Paulo day: the 21st earns 0, and tomorrow pays again', async () => {
    const m = await withACard('Xena Xp');
    const earned: number[] = [];
    for (let i = 0; i < 21; i += 1) earned.push((await answer(m, m.cardId, { answer: { choice: 1 } }).expect(200)).body.xpAwarded);
    expect(earned).toEqual([...Array(20).fill(1), 0]);
    expect(await sql(orm, `select count(*)::int as n, sum(amount)::int as xp from xp_ledger_entry where member_id = ? and action_type = 'review_correct'`, [m.memberId])).toEqual([
      { n: 21, xp: 20 },
    ]);
    t.clock.advance(24 * 3_600_000);
    expect((await answer(m, m.cardId, { answer: { choice: 1 } }).expect(200)).body.xpAwarded).toBe(1);
  });

  it('keeps the settings the member saves, in range, and shows them in the summary', async () => {
    const m = await signIn(baseUrl, { name: 'Sara Ajustes' });
    expect((await m.agent.get('/api/review/settings').expect(200)).body).toEqual({ newPerDay: 10, desiredRetention: 90 });
    for (const body of [{ newPerDay: 51, desiredRetention: 90 }, { newPerDay: -1, desiredRetention: 90 }, { newPerDay: 5, desiredRetention: 79 }, { newPerDay: 5, desiredRetention: 98 }, { newPerDay: 2.5, desiredRetention: 90 }, { newPerDay: '5', desiredRetention: 90 }, { newPerDay: 5 }]) {
      const res = await m.agent.put('/api/review/settings').send(body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    const bad = await m.agent.put('/api/review/settings').send({ newPerDay: 60, desiredRetention: 90 }).expect(400);
    expect(bad.body.message).toBe('Cartões novos por dia: um número inteiro de 0 a 50.');
    expect((await m.agent.put('/api/review/settings').send({ newPerDay: 0, desiredRetention: 97 }).expect(200)).body).toEqual({ newPerDay: 0, desiredRetention: 97 });
    expect((await m.agent.get('/api/review/settings').expect(200)).body).toEqual({ newPerDay: 0, desiredRetention: 97 });
    expect(await summary(m)).toMatchObject({ newPerDay: 0, desiredRetention: 97 });
    // No new cards a day: a miss waits in the deck.
    await answerQuiz(m, quiz.ids[0], { choice: 2 });
    expect(await summary(m)).toMatchObject({ new: 0, total: 1 });
    expect(await session(m)).toEqual([]);
    for (const limit of ['0', '51', 'abc', '1.5']) await m.agent.get(`/api/review/session?limit=${limit}`).expect(400);
    await m.agent.put('/api/review/settings').send({ newPerDay: 50, desiredRetention: 80 }).expect(200);
    expect(await session(m, '?limit=1')).toHaveLength(1);
  });

  it('takes a card out for good with “Não revisar mais”: a new miss does not bring it back', async () => {
    const m = await withACard('Nina Nunca Mais');
    await m.agent.delete(`/api/review/cards/${m.cardId}`).expect(204);
    expect(await summary(m)).toMatchObject({ total: 0, new: 0 });
    expect(await session(m)).toEqual([]);
    await answer(m, m.cardId, { answer: { choice: 1 } }).expect(404);
    await m.agent.delete(`/api/review/cards/${m.cardId}`).expect(404);
    await answerQuiz(m, quiz.ids[0], { choice: 2 });
    expect((await summary(m)).total).toBe(0);
  });
});
