import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { TestApp } from '../support/app.js';
import { MODERATOR, createCommunityApp, eventsOf, signInModerator, sql } from '../support/community.js';
import { addLesson, addModule, createAdminCourse } from '../support/courses.js';
import { signIn, type Agent } from '../support/sign-in.js';

const CHOICE = { type: 'choice', prompt: 'Como se diz “thank you”?', promptLanguage: 'pt', choices: ['Olá', 'Obrigado', 'Tchau'], correctChoice: 1, explanation: '“Obrigado” agradece.' };
const TEXT = { type: 'text', prompt: 'Translate: “Você está cansado?”', promptLanguage: 'en', acceptedAnswers: ['Are you tired?', 'Are u tired?'] };
const ORDER = { type: 'order', prompt: 'Monte a frase: “Eu não sei”', promptLanguage: 'pt', acceptedAnswers: ["I don't know", 'I do not know'], distractors: ['yes', 'am'] };
const ACCENTS = { type: 'text', prompt: 'Escreva “you” em português', promptLanguage: 'pt', acceptedAnswers: ['você'] };

/** Lesson quizzes (issue 33; ADR 0092): the contract, the server's judge, XP once, the limits and the audit. */
describe('lesson quizzes', () => {
  let t: TestApp;
  let baseUrl: string;
  let orm: MikroORM;
  let admin: Agent;

  beforeAll(async () => {
    ({ t, baseUrl, orm } = await createCommunityApp());
    admin = await signInModerator(baseUrl);
  });
  afterAll(async () => {
    await t.close();
  });

  const xpOf = async (member: Agent) => (await member.get('/api/dashboard').expect(200)).body.user.xp_total as number;
  const adminQuiz = (courseId: string, lessonId: string) => `/api/admin/courses/${courseId}/lessons/${lessonId}/quiz`;
  const quizOf = (courseId: string, lessonId: string) => `/api/courses/${courseId}/lessons/${lessonId}/quiz`;

  async function lessonWithQuiz(questions: Record<string, unknown>[] = [CHOICE, TEXT, ORDER], lesson: Record<string, unknown> = {}) {
    const courseId = await createAdminCourse(admin);
    const m = await addModule(admin, courseId);
    const l = await addLesson(admin, courseId, m.id as string, { title: 'Aula do quiz', ...lesson });
    const saved = await admin.put(adminQuiz(courseId, l.id as string)).send({ questions }).expect(200);
    return { courseId, moduleId: m.id as string, lessonId: l.id as string, ids: (saved.body.questions as { id: string }[]).map((q) => q.id) };
  }

  /** Lets the next burst of answers start a fresh rate-limit window. */
  const nextMinute = () => t.clock.advance(61_000);

  it('answers guests 401, learners on the editor 403, and unknown or inactive lessons 404', async () => {
    const { courseId, moduleId, lessonId, ids } = await lessonWithQuiz();
    const member = await signIn(baseUrl);
    await request(baseUrl).get(quizOf(courseId, lessonId)).expect(401);
    await request(baseUrl).post(`${quizOf(courseId, lessonId)}/answers`).send({ questionId: ids[0], answer: { choice: 1 } }).expect(401);
    for (const call of [member.agent.get(adminQuiz(courseId, lessonId)), member.agent.put(adminQuiz(courseId, lessonId)).send({ questions: [CHOICE] }), member.agent.delete(adminQuiz(courseId, lessonId))]) {
      expect((await call).status).toBe(403);
    }

    const missing = await member.agent.get(quizOf(courseId, randomUUID()));
    expect([missing.status, missing.body.code]).toEqual([404, 'COURSES.LESSON_NOT_FOUND']);
    await member.agent.get(quizOf(courseId, 'nope')).expect(404);
    await member.agent.get(quizOf(randomUUID(), lessonId)).expect(404);
    const hidden = await addLesson(admin, courseId, moduleId, { title: 'Inativa', is_active: false });
    await admin.put(adminQuiz(courseId, hidden.id as string)).send({ questions: [CHOICE] }).expect(200);
    await member.agent.get(quizOf(courseId, hidden.id as string)).expect(404);
    await member.agent.post(`${quizOf(courseId, hidden.id as string)}/answers`).send({ questionId: ids[0], answer: { choice: 1 } }).expect(404);
    await admin.get(adminQuiz(courseId, randomUUID())).expect(404);
    await admin.get(adminQuiz(randomUUID(), lessonId)).expect(404);

    // A lesson without a quiz answers no questions.
    const bare = await addLesson(admin, courseId, moduleId, { title: 'Sem quiz' });
    expect((await member.agent.get(quizOf(courseId, bare.id as string)).expect(200)).body).toEqual({ questions: [], answered: [] });
    expect((await admin.get(adminQuiz(courseId, bare.id as string)).expect(200)).body).toEqual({ questions: [] });
  });

  it('gives the learner the questions without their answers, order tiles from the first answer and the distractors', async () => {
    const { courseId, lessonId, ids } = await lessonWithQuiz();
    const member = await signIn(baseUrl);
    const quiz = (await member.agent.get(quizOf(courseId, lessonId)).expect(200)).body;
    expect(quiz.answered).toEqual([]);
    expect(quiz.questions).toEqual([
      { id: ids[0], type: 'choice', prompt: CHOICE.prompt, promptLanguage: 'pt', explanationAvailable: true, choices: CHOICE.choices },
      { id: ids[1], type: 'text', prompt: TEXT.prompt, promptLanguage: 'en', explanationAvailable: false },
      { id: ids[2], type: 'order', prompt: ORDER.prompt, promptLanguage: 'pt', explanationAvailable: false, tiles: expect.any(Array) },
    ]);
    expect([...quiz.questions[2].tiles].sort()).toEqual(['I', 'am', "don't", 'know', 'yes'].sort());
    const text = JSON.stringify(quiz);
    for (const secret of ['correctChoice', 'acceptedAnswers', 'Are you tired', 'I do not know', 'Obrigado” agradece', 'distractors', 'strictAccents']) {
      expect(text).not.toContain(secret);
    }
    // The administrator's view has everything.
    const full = (await admin.get(adminQuiz(courseId, lessonId)).expect(200)).body.questions;
    expect(full[0]).toMatchObject({ id: ids[0], correctChoice: 1, explanation: '“Obrigado” agradece.' });
    expect(full[2]).toMatchObject({ acceptedAnswers: ORDER.acceptedAnswers, distractors: ['yes', 'am'], strictAccents: false });
    // The course's module list counts each lesson's questions (the editor's "Quiz (N)").
    const modules = (await admin.get(`/api/courses/${courseId}/modules`).expect(200)).body.modules;
    expect(modules[0].lessons.map((l: Record<string, unknown>) => l.quiz_questions)).toEqual([3]);
  });

  it('judges on the server, notes accents and typos, and answers 404 and 400 for the wrong question or shape', async () => {
    nextMinute();
    const { courseId, lessonId, ids } = await lessonWithQuiz([CHOICE, TEXT, ORDER, ACCENTS]);
    const other = await lessonWithQuiz([CHOICE]);
    const member = (await signIn(baseUrl)).agent;
    const answer = (questionId: string, body: unknown) => member.post(`${quizOf(courseId, lessonId)}/answers`).send({ questionId, answer: body });

    expect((await answer(ids[0], { choice: 0 }).expect(200)).body).toEqual({ correct: false, note: null, expected: 'Obrigado', explanation: '“Obrigado” agradece.', xpAwarded: 0 });
    expect((await answer(ids[1], { text: 'are you tierd' }).expect(200)).body).toEqual({
      correct: true,
      note: { kind: 'typo', expected: 'Are you tired?', pt: 'Atenção à grafia: Are you tired?', en: 'Watch the spelling: Are you tired?' },
      expected: 'Are you tired?',
      explanation: null,
      xpAwarded: 5,
    });
    expect((await answer(ids[2], { text: 'I do not know' }).expect(200)).body).toMatchObject({ correct: true, note: null, expected: 'I do not know', xpAwarded: 5 });
    expect((await answer(ids[3], { text: 'voce' }).expect(200)).body).toMatchObject({ correct: true, note: { kind: 'accents', pt: 'Atenção aos acentos: você', en: 'Watch the accents: você' } });

    const quiz = (await member.get(quizOf(courseId, lessonId)).expect(200)).body;
    expect(quiz.answered).toEqual(expect.arrayContaining([
      { questionId: ids[0], correct: false },
      { questionId: ids[1], correct: true },
      { questionId: ids[2], correct: true },
      { questionId: ids[3], correct: true },
    ]));

    // Each wrong attempt is announced with the question as the judge needs it (the review deck's
    // card, issue 48); a right one is not, and neither is an answer of the wrong shape.
    const missed = await eventsOf(orm, 'courses.quiz_answered_wrongly', 'questionId', ids[0]);
    expect(missed).toEqual([
      expect.objectContaining({
        questionId: ids[0],
        question: expect.objectContaining({ type: 'choice', choices: ['Olá', 'Obrigado', 'Tchau'], correctChoice: 1, explanation: '“Obrigado” agradece.' }),
      }),
    ]);
    expect(await eventsOf(orm, 'courses.quiz_answered_wrongly', 'questionId', ids[1])).toEqual([]);

    const notHere = await answer(other.ids[0], { choice: 1 });
    expect([notHere.status, notHere.body.code]).toEqual([404, 'COURSES.QUIZ_QUESTION_NOT_FOUND']);
    await answer(randomUUID(), { choice: 1 }).expect(404);
    await answer('nope', { choice: 1 }).expect(404);
    for (const [questionId, body] of [[ids[0], { text: 'Obrigado' }], [ids[0], { choice: 3 }], [ids[1], { choice: 0 }], [ids[1], { text: '   ' }], [ids[2], {}]] as const) {
      const wrong = await answer(questionId, body);
      expect([wrong.status, wrong.body.code]).toEqual([400, 'COURSES.QUIZ_ANSWER_INVALID']);
    }
    for (const body of [{ questionId: ids[0] }, { questionId: ids[0], answer: 'Obrigado' }, { questionId: ids[0], answer: { choice: 'um' } }, { questionId: ids[0], answer: { choice: 1, extra: true } }]) {
      const bad = await member.post(`${quizOf(courseId, lessonId)}/answers`).send(body);
      expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it('gives quiz_correct XP once per member and question under ten answers at once, and never again', async () => {
    nextMinute();
    const { courseId, lessonId, ids } = await lessonWithQuiz();
    const member = await signIn(baseUrl);
    const before = await xpOf(member.agent);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => member.agent.post(`${quizOf(courseId, lessonId)}/answers`).send({ questionId: ids[0], answer: { choice: 1 } }).expect(200)),
    );
    expect(answers.every((r) => r.body.correct === true)).toBe(true);
    expect(answers.map((r) => r.body.xpAwarded).sort((a, b) => b - a)).toEqual([5, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(await xpOf(member.agent)).toBe(before + 5);
    expect(await eventsOf(orm, 'courses.quiz_answered_correctly', 'questionId', ids[0])).toHaveLength(1);
    const ledger = await sql(orm, "select amount from xp_ledger_entry where member_id = ? and action_type = 'quiz_correct' and reference_id = ?", [member.memberId, ids[0]]);
    expect(ledger).toEqual([{ amount: 5 }]);

    // Practice again: right answers earn nothing more; attempts are all kept for the reports.
    await member.agent.post(`${quizOf(courseId, lessonId)}/answers`).send({ questionId: ids[0], answer: { choice: 1 } }).expect(200);
    expect(await xpOf(member.agent)).toBe(before + 5);
    const [attempts] = await sql(orm, 'select count(*)::int as n from lesson_quiz_attempt where question_id = ? and member_id = ?', [ids[0], member.memberId]);
    expect(attempts.n).toBe(11);
  });

  it('limits a member to 30 answers a minute with Retry-After, and refuses a banned member', async () => {
    nextMinute();
    const { courseId, lessonId, ids } = await lessonWithQuiz();
    const member = await signIn(baseUrl);
    const send = () => member.agent.post(`${quizOf(courseId, lessonId)}/answers`).send({ questionId: ids[0], answer: { choice: 0 } });
    for (let i = 0; i < 30; i++) await send().expect(200);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('COURSES.QUIZ_RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    nextMinute();
    await send().expect(200);

    await sql(orm, `update member set banned_permanently = true, ban_reason = 'Spam' where id = ?`, [member.memberId]);
    const banned = await send();
    expect([banned.status, banned.body.code]).toEqual([403, 'IDENTITY.MEMBER_BANNED']);
  });

  it('keeps the ids of named and unchanged questions on a PUT, never takes XP back, and records each write in the audit log', async () => {
    nextMinute();
    const { courseId, lessonId, ids } = await lessonWithQuiz();
    const member = await signIn(baseUrl);
    await member.agent.post(`${quizOf(courseId, lessonId)}/answers`).send({ questionId: ids[0], answer: { choice: 1 } }).expect(200);
    await member.agent.post(`${quizOf(courseId, lessonId)}/answers`).send({ questionId: ids[1], answer: { text: 'Are you tired' } }).expect(200);
    const xp = await xpOf(member.agent);

    // The same questions without ids keep theirs; a named one keeps its id though edited; a new one gets a new id.
    const again = (await admin.put(adminQuiz(courseId, lessonId)).send({ questions: [CHOICE, TEXT, ORDER] }).expect(200)).body.questions;
    expect(again.map((q: { id: string }) => q.id)).toEqual(ids);
    const edited = (
      await admin
        .put(adminQuiz(courseId, lessonId))
        .send({ questions: [ACCENTS, { ...TEXT, id: ids[1], prompt: 'Translate: “Vocês estão cansados?”' }, { ...CHOICE, id: ids[0].toUpperCase() }] })
        .expect(200)
    ).body.questions;
    expect(edited.map((q: { id: string }) => q.id).slice(1)).toEqual([ids[1], ids[0]]);
    expect(ids).not.toContain(edited[0].id);
    expect(edited[1].prompt).toBe('Translate: “Vocês estão cansados?”');
    // The removed question's attempts go with it; the ledger keeps the XP given for the others and nothing is taken back.
    expect(await sql(orm, 'select 1 from lesson_quiz_question where id = ?', [ids[2]])).toEqual([]);
    expect(await xpOf(member.agent)).toBe(xp);
    const quiz = (await member.agent.get(quizOf(courseId, lessonId)).expect(200)).body;
    expect(quiz.answered).toEqual(expect.arrayContaining([{ questionId: ids[0], correct: true }, { questionId: ids[1], correct: true }]));
    nextMinute();
    const repeat = await member.agent.post(`${quizOf(courseId, lessonId)}/answers`).send({ questionId: ids[1], answer: { text: 'Are you tired' } }).expect(200);
    expect(repeat.body.xpAwarded).toBe(0);

    await admin.delete(adminQuiz(courseId, lessonId)).expect(200);
    expect((await member.agent.get(quizOf(courseId, lessonId)).expect(200)).body.questions).toEqual([]);
    expect(await xpOf(member.agent)).toBe(xp);
    const ledger = await sql(orm, "select reference_id from xp_ledger_entry where member_id = ? and action_type = 'quiz_correct'", [member.memberId]);
    expect(ledger.map((r) => r.reference_id).sort()).toEqual([ids[0], ids[1]].sort());

    const audit = await sql(orm, 'select admin_email, action, target_type, target_label from admin_audit_entry where target_id = ? order by created_at', [lessonId]);
    expect(audit.filter((e) => e.action.startsWith('lesson_quiz'))).toEqual([
      ...Array(3).fill({ admin_email: MODERATOR.email, action: 'lesson_quiz_updated', target_type: 'course_lesson', target_label: 'Aula do quiz' }),
      { admin_email: MODERATOR.email, action: 'lesson_quiz_deleted', target_type: 'course_lesson', target_label: 'Aula do quiz' },
    ]);
  });

  it('refuses quizzes beyond the editor’s limits with the field and the message, and records nothing', async () => {
    const { courseId, lessonId, ids } = await lessonWithQuiz([CHOICE]);
    const put = (questions: unknown) => admin.put(adminQuiz(courseId, lessonId)).send({ questions });
    const refused: [unknown, string, RegExp][] = [
      [[], 'questions', /de 1 a 20 perguntas/],
      [Array(21).fill(CHOICE), 'questions', /de 1 a 20 perguntas/],
      [[{ ...CHOICE, prompt: 'x'.repeat(301) }], 'questions.0.prompt', /até 300 caracteres/],
      [[{ ...CHOICE, prompt: '   ' }], 'questions.0.prompt', /enunciado/],
      [[{ ...CHOICE, explanation: 'x'.repeat(501) }], 'questions.0.explanation', /até 500 caracteres/],
      [[{ ...CHOICE, choices: ['Só uma'], correctChoice: 0 }], 'questions.0.choices', /de 2 a 6 opções/],
      [[{ ...CHOICE, choices: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }], 'questions.0.choices', /de 2 a 6 opções/],
      [[{ ...CHOICE, choices: ['a', 'x'.repeat(201)] }], 'questions.0.choices', /de 1 a 200 caracteres/],
      [[{ ...CHOICE, correctChoice: 3 }], 'questions.0.correctChoice', /exatamente uma opção certa/],
      [[{ ...CHOICE, correctChoice: undefined }], 'questions.0.correctChoice', /exatamente uma opção certa/],
      [[{ ...TEXT, acceptedAnswers: [] }], 'questions.0.acceptedAnswers', /de 1 a 10 respostas/],
      [[{ ...TEXT, acceptedAnswers: Array.from({ length: 11 }, (_v, i) => `answer ${i}`) }], 'questions.0.acceptedAnswers', /de 1 a 10 respostas/],
      [[{ ...ORDER, distractors: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }], 'questions.0.distractors', /no máximo 6 peças extras/],
      [[{ ...ORDER, acceptedAnswers: ['one two three four five six seven eight nine ten'], distractors: ['a', 'b', 'c'] }], 'questions.0.distractors', /no máximo 12 peças/],
      [[{ ...CHOICE, type: 'essay' }], 'questions.0.type', /choice, text ou order/],
      [[{ ...CHOICE, promptLanguage: 'es' }], 'questions.0.promptLanguage', /pt ou en/],
    ];
    for (const [questions, field, message] of refused) {
      const res = await put(questions);
      expect([res.status, res.body.code, field in (res.body.fields ?? {})]).toEqual([400, 'VALIDATION_FAILED', true]);
      expect(res.body.fields[field][0]).toMatch(message);
    }
    // Twenty questions of twelve tiles are fine; nothing refused was stored.
    expect((await admin.get(adminQuiz(courseId, lessonId)).expect(200)).body.questions.map((q: { id: string }) => q.id)).toEqual(ids);
    await put(Array(20).fill({ ...ORDER, acceptedAnswers: ['one two three four five six'], distractors: ['a', 'b', 'c', 'd', 'e', 'f'] })).expect(200);
    const audit = await sql(orm, "select count(*)::int as n from admin_audit_entry where target_id = ? and action = 'lesson_quiz_updated'", [lessonId]);
    expect(audit[0].n).toBe(2);
  });
});
