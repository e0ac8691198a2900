import crypto from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule, { type FormatsPlugin } from 'ajv-formats';
import { CookieAccessInfo } from 'cookiejar';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { GENERAL_ROOM } from '../support/chat.js';
import { MODERATOR, addComment, createCommunityApp, publishPost, signInModerator, submitPost } from '../support/community.js';
import { addLesson, addModule, createAdminCourse, publishCourse, uploadBody, uploadCourse } from '../support/courses.js';
import type { TestApp } from '../support/app.js';
import { DeliveryService } from '../../src/modules/notifications/application/delivery.service.js';
import { legalVersion } from '../support/legal.js';
import { FileStorage } from '../../src/shared/storage/index.js';
import { zipFiles } from '../../src/data-export/zip.js';
import { authorizeWithDevProvider, signIn, type Agent } from '../support/sign-in.js';

/*
 * The contract test (ADR 0053): every operation of the document the server publishes, called as
 * a guest, a learner and an administrator, with valid inputs (fixtures made here) and mutated ones
 * (malformed JSON, text bodies, a `null` Origin, wrong types, missing fields, malformed ids,
 * oversize strings and bodies, bad query values). Every answer must be declared for its
 * operation, with a body valid (ajv) against the declared schema, error bodies included.
 */

// ajv-formats is CommonJS: its default export arrives as the module under ESM interop.
const addFormats = (addFormatsModule as unknown as { default?: FormatsPlugin }).default ?? (addFormatsModule as unknown as FormatsPlugin);

type Json = Record<string, any>;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface Operation {
  method: Method;
  path: string;
  id: string;
  spec: Json;
}
interface Call {
  label: string;
  path: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: string | Buffer;
}
interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}
type Caller = 'guest' | 'learner' | 'admin';

const JSON_BODY_LIMIT = 100 * 1024;
const NIL_UUID = '00000000-0000-0000-0000-000000000000';
/**
 * Malformed path parameters. `.`, `..` and an empty one make a path no route is spelt as, which the
 * request path check answers with 404 before the route runs: every route with a parameter meets it,
 * including the ones that never answer 404 themselves.
 */
const BAD_IDS = ['not-a-uuid', NIL_UUID, "1'%20or%201=1", '%E0%A4%A', '.', '..', ''];
/** Operations that begin or end the caller's session: each caller uses a session of its own for them. */
// deleteAccount ends every session of its member (ADR 0108): it runs on a spare one, at the end.
const SESSION_OPERATIONS = new Set(['createSession', 'adminLogin', 'logout', 'adminLogout', 'deleteAccount']);
const PUSH_SERVICE = 'https://push.contract.test';
/** The lesson's quiz question the answer and the editor's calls name. */
const QUIZ_QUESTION = { type: 'choice', prompt: 'Como se diz “thank you”?', promptLanguage: 'pt', choices: ['Olá', 'Obrigado'], correctChoice: 1 };
/** A browser's subscription keys: a P-256 public key and 16 bytes of auth secret, base64url. */
const PUSH_KEYS = {
  p256dh: crypto.createECDH('prime256v1').generateKeys().toString('base64url'),
  auth: crypto.randomBytes(16).toString('base64url'),
};
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * A copy of the member's data asked for yesterday and ready since an hour ago: the download has a
 * file to give, and the member may ask for another (`requestDataExport` runs after the reads).
 */
async function readyDataExport(t: TestApp, memberId: string): Promise<string> {
  const id = crypto.randomUUID();
  const key = `private/data-exports/${id}.zip`;
  const hour = 60 * 60 * 1000;
  const at = (hours: number) => new Date(t.clock.now().getTime() + hours * hour);
  const archive = await zipFiles([{ name: 'poliglota-meus-dados.json', bytes: Buffer.from('{}') }, { name: 'poliglota-meus-dados.html', bytes: Buffer.from('<!doctype html>') }], at(-1));
  await t.app.get(FileStorage).save(key, archive, 'application/zip');
  await t.app.get(EntityManager).fork().execute(
    'insert into data_export (id, member_id, requested_at, ready_at, expires_at, file_key, created_at) values (?, ?, ?, ?, ?, ?, ?)',
    [id, memberId, at(-25), at(-1), at(23), key, at(-25)],
  );
  return id;
}

/** OpenAPI 3.0 schema → JSON Schema (draft 7) as OpenAPI 3.0.3 defines it: `nullable` widens the `type` beside it. */
function toJsonSchema(schema: Json): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (['nullable', 'example', 'xml', 'externalDocs', 'deprecated', 'discriminator'].includes(key)) continue;
    if (key === '$ref') out.$ref = String(value).replace('#/components/schemas/', 'openapi.json#/components/schemas/');
    else if (key === 'properties') out.properties = Object.fromEntries(Object.entries(value as Json).map(([k, v]) => [k, toJsonSchema(v as Json)]));
    else if (['items', 'not'].includes(key) || (key === 'additionalProperties' && typeof value === 'object')) out[key] = toJsonSchema(value as Json);
    else if (['allOf', 'anyOf', 'oneOf'].includes(key)) out[key] = (value as Json[]).map(toJsonSchema);
    else out[key] = value;
  }
  if (schema.nullable === true && typeof out.type === 'string') {
    out.type = [out.type, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  }
  return out;
}

/**
 * A plain HTTP client: raw paths as written, the caller's cookie, and event streams cut after their
 * headers. The path goes as `path`, never through a URL: a URL resolves `.` and `..` segments, and
 * `/api/courses/{id}/progress` with the id `..` would be sent as `/api/progress`.
 */
function send(baseUrl: string, method: Method, call: Call, cookie: string | undefined): Promise<Answer> {
  const query = call.query && Object.keys(call.query).length > 0 ? `?${new URLSearchParams(call.query).toString()}` : '';
  const headers: Record<string, string> = { accept: 'application/json, text/event-stream', ...(call.headers ?? {}) };
  if (cookie) headers.cookie = cookie;
  if (call.body !== undefined) headers['content-length'] = String(Buffer.byteLength(call.body));
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: `${call.path}${query}`, method: method.toUpperCase(), headers }, (res) => {
      if (String(res.headers['content-type'] ?? '').startsWith('text/event-stream')) {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: '' });
        res.destroy();
        return;
      }
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (call.body !== undefined) req.write(call.body);
    req.end();
  });
}

function cookieOf(agent: Agent): string {
  const jar = (agent as unknown as { jar: { getCookies(info: unknown): { toValueString(): string } } }).jar;
  return jar.getCookies(CookieAccessInfo.All).toValueString();
}

function json(value: unknown): Pick<Call, 'body' | 'headers'> {
  return { body: JSON.stringify(value), headers: { 'content-type': 'application/json' } };
}

/** A value of another type than the schema's, for every property. */
function wrongTypeOf(schema: Json | undefined): unknown {
  const type = schema?.type ?? (schema?.$ref || schema?.anyOf || schema?.allOf ? 'object' : 'string');
  if (type === 'string') return 12345;
  if (type === 'number' || type === 'integer') return 'não é número';
  if (type === 'boolean') return 'talvez';
  if (type === 'array') return { not: 'an array' };
  return 'not an object';
}

describe('every answer is in the contract', () => {
  let t: TestApp;
  let baseUrl: string;
  let document: Json;
  let operations: Operation[];
  const cookies: Record<Caller, string | undefined> = { guest: undefined, learner: undefined, admin: undefined };
  /** Spare sessions for the operations that begin or end one, taken one per call. */
  const spare: Record<'learner' | 'admin', string[]> = { learner: [], admin: [] };
  const fixtures: Record<string, string> = {};
  let validators: Map<string, ValidateFunction>;
  let ajv: Ajv;

  beforeAll(async () => {
    // Push subscriptions are accepted only for known push services: this one is never reached.
    ({ t, baseUrl } = await createCommunityApp({ WEB_PUSH_ALLOWED_ENDPOINTS: PUSH_SERVICE }));
    document = (await request(baseUrl).get('/docs-json').expect(200)).body as Json;
    ajv = new Ajv({ strict: false, allErrors: false });
    addFormats(ajv);
    for (const format of ['binary', 'byte', 'int32', 'int64', 'float', 'double', 'password']) ajv.addFormat(format, true);
    ajv.addSchema({
      $id: 'openapi.json',
      components: { schemas: Object.fromEntries(Object.entries(document.components.schemas as Json).map(([k, v]) => [k, toJsonSchema(v as Json)])) },
    });
    validators = new Map();

    // The callers, and spare sessions for sign-in and sign-out.
    const learner = await signIn(baseUrl, { name: 'Aprendiz Contrato' });
    const victim = await signIn(baseUrl, { name: 'Membro Suspenso' });
    const admin = await signInModerator(baseUrl);
    cookies.learner = cookieOf(learner.agent);
    cookies.admin = cookieOf(admin);
    for (let i = 0; i < SESSION_OPERATIONS.size; i += 1) {
      spare.learner.push(cookieOf((await signIn(baseUrl)).agent));
      spare.admin.push(cookieOf(await signInModerator(baseUrl)));
    }

    // The data the valid calls name: courses with content, comments, posts, a chat message, a notification.
    const courseId = await createAdminCourse(admin);
    const module = await addModule(admin, courseId);
    const lesson = await addLesson(admin, courseId, module.id as string, { is_free: true });
    const spareModule = await addModule(admin, courseId, { title: 'Módulo extra' });
    const spareLesson = await addLesson(admin, courseId, module.id as string, { title: 'Aula extra' });
    const throwawayCourse = await createAdminCourse(admin, { publish: false });
    const pendingForApproval = await uploadCourse(t, learner.agent, uploadBody());
    const pendingForRejection = await uploadCourse(t, learner.agent, uploadBody());
    const downloadable = await publishCourse(t, learner.agent, admin);
    t.clock.advance(6_000);
    const courseComment = await learner.agent.post(`/api/courses/${courseId}/comments`).send({ content: 'Ótimo curso!' }).expect(201);
    t.clock.advance(6_000);
    const lessonComment = await learner.agent.post(`/api/lessons/${lesson.id}/comments`).send({ content: 'Boa aula!' }).expect(201);
    const postId = await publishPost(t, learner.agent, admin);
    const throwawayPostId = await publishPost(t, learner.agent, admin);
    const pendingPost = await submitPost(t, learner.agent);
    const pendingPostForRejection = await submitPost(t, learner.agent);
    const comment = await addComment(t, learner.agent, postId);
    const throwawayComment = await addComment(t, learner.agent, postId, 'Comentário a apagar');
    // An open report for the administrators to decide.
    await victim.agent.post('/api/flags').send({ targetType: 'post_comment', targetId: comment.id, reason: 'spam' }).expect(201);
    t.clock.advance(61_000);
    const message = await learner.agent.post(`/api/chat/rooms/${GENERAL_ROOM}/messages`).send({ content: 'Olá a todos!' }).expect(201);
    const notifications = await learner.agent.get('/api/notifications').expect(200);
    const dataExportId = await readyDataExport(t, learner.memberId);
    const quiz = await admin.put(`/api/admin/courses/${courseId}/lessons/${lesson.id}/quiz`).send({ questions: [QUIZ_QUESTION] }).expect(200);
    // A review card of the learner's: the quiz's question, missed.
    await learner.agent
      .post(`/api/courses/${courseId}/lessons/${lesson.id}/quiz/answers`)
      .send({ questionId: quiz.body.questions[0].id, answer: { choice: 0 } })
      .expect(200);
    const [reviewCard] = (await learner.agent.get('/api/review/session').expect(200)).body.cards as { id: string }[];
    // Corrections: a text of the learner's, and another that a native speaker corrected.
    const writing = await learner.agent.post('/api/writings').send({ language: 'en', text: 'I goed home. It was late.' }).expect(201);
    const correctedWriting = await learner.agent.post('/api/writings').send({ language: 'en', text: 'She go to school.' }).expect(201);
    const native = await signIn(baseUrl, { name: 'Nativa Contrato' });
    await native.agent.post('/api/profile/setup').send({ name: 'Nativa Contrato', userLanguages: [{ language: 'en', proficiency: 'Nativo' }] }).expect(200);
    const correction = await native.agent
      .put(`/api/writings/${correctedWriting.body.id}/correction`)
      .send({ sentences: [{ index: 0, verdict: 'corrected', corrected: 'She goes to school.' }] })
      .expect(201);
    const otherAuthor = await signIn(baseUrl, { name: 'Autora Contrato' });
    const toCorrect = await otherAuthor.agent.post('/api/writings').send({ language: 'en', text: 'He have a cat.' }).expect(201);
    const writingPrompts = (await admin.get('/api/admin/writing-prompts').expect(200)).body.prompts as { id: string; language: string; text: string }[];
    Object.assign(fixtures, {
      quizQuestionId: quiz.body.questions[0].id as string,
      reviewCardId: reviewCard.id,
      reviewClientId: crypto.randomUUID(),
      writingId: writing.body.id as string,
      correctedWritingId: correctedWriting.body.id as string,
      correctionId: correction.body.id as string,
      toCorrectWritingId: toCorrect.body.id as string,
      writingPrompts: JSON.stringify(writingPrompts.map(({ id, language, text }) => ({ id, language, text }))),
      memberId: learner.memberId,
      victimId: victim.memberId,
      courseId,
      moduleId: module.id as string,
      lessonId: lesson.id as string,
      spareModuleId: spareModule.id as string,
      spareLessonId: spareLesson.id as string,
      throwawayCourseId: throwawayCourse,
      downloadableCourseId: downloadable,
      pendingCourseId: pendingForApproval.id as string,
      pendingCourseForRejectionId: pendingForRejection.id as string,
      courseCommentId: (courseComment.body.comment?.id ?? courseComment.body.id) as string,
      lessonCommentId: (lessonComment.body.comment?.id ?? lessonComment.body.id) as string,
      postId,
      throwawayPostId,
      pendingPostId: pendingPost.id as string,
      pendingPostForRejectionId: pendingPostForRejection.id as string,
      commentId: comment.id as string,
      throwawayCommentId: throwawayComment.id as string,
      chatMessageId: message.body.messageId as string,
      unsubscribeToken: new URL(t.app.get(DeliveryService, { strict: false }).unsubscribeUrl(learner.memberId, t.clock.now())).searchParams.get('token')!,
      dataExportId,
      notificationId: ((notifications.body.notifications ?? notifications.body.items ?? [])[0]?.id as string | undefined) ?? NIL_UUID,
    });

    // Reads before writes, deletions last, the session operations at the very end.
    const rank = (op: Operation) =>
      SESSION_OPERATIONS.has(op.id) ? 4 : op.method === 'get' ? 0 : op.method === 'delete' ? 3 : op.method === 'put' ? 2 : 1;
    operations = Object.entries(document.paths as Record<string, Json>)
      .flatMap(([path, item]) =>
        (Object.entries(item) as [Method, Json][]).map(([method, spec]) => ({ method, path, id: spec.operationId as string, spec })),
      )
      .sort((a, b) => rank(a) - rank(b));
  }, 300_000);

  afterAll(async () => {
    await t?.close();
  });

  /** Path parameters of the valid call, by operation (a few act on data of their own). */
  function pathValues(op: Operation): Record<string, string> {
    const f = fixtures;
    const own: Record<string, Record<string, string>> = {
      deleteAdminCourse: { id: f.throwawayCourseId },
      downloadCourse: { id: f.downloadableCourseId },
      approveCourse: { id: f.pendingCourseId },
      rejectCourse: { id: f.pendingCourseForRejectionId },
      updateCourseModule: { id: f.courseId, moduleId: f.moduleId },
      deleteCourseModule: { id: f.courseId, moduleId: f.spareModuleId },
      updateCourseLesson: { id: f.courseId, lessonId: f.lessonId },
      deleteCourseLesson: { id: f.courseId, lessonId: f.spareLessonId },
      getLesson: { courseId: f.courseId, lessonId: f.lessonId },
      likeCourseComment: { commentId: f.courseCommentId },
      deleteCourseComment: { commentId: f.courseCommentId },
      likeLessonComment: { commentId: f.lessonCommentId },
      approvePost: { id: f.pendingPostId },
      rejectPost: { id: f.pendingPostForRejectionId },
      deletePost: { id: f.throwawayPostId },
      likeComment: { id: f.commentId },
      deleteComment: { id: f.throwawayCommentId },
      deleteChatMessage: { id: f.chatMessageId },
      markNotificationRead: { id: f.notificationId },
      blockMember: { memberId: f.victimId },
      unblockMember: { memberId: f.victimId },
      downloadDataExport: { exportId: f.dataExportId },
      resolveFlags: { targetType: 'post_comment', targetId: f.commentId },
      reviewFlaggedItem: { targetType: 'post_comment', targetId: f.commentId },
      answerReviewCard: { id: f.reviewCardId },
      removeReviewCard: { id: f.reviewCardId },
    };
    if (own[op.id]) return own[op.id];
    if (['getWriting', 'editWriting', 'deleteWriting'].includes(op.id)) return { id: f.writingId };
    if (op.id === 'putWritingCorrection') return { id: f.toCorrectWritingId };
    if (op.path.startsWith('/api/writings/')) return { id: f.correctedWritingId, correctionId: f.correctionId };
    if (op.path.startsWith('/api/chat/')) return { id: GENERAL_ROOM };
    if (op.path.startsWith('/api/admin/users/')) return { id: f.victimId };
    if (op.path.startsWith('/api/profile/public/')) return { userId: f.memberId };
    if (op.path.startsWith('/api/lessons/')) return { lessonId: f.lessonId };
    if (op.path.startsWith('/api/community/') || op.path.startsWith('/api/admin/posts/')) return { id: f.postId };
    return { id: f.courseId, courseId: f.courseId, lessonId: f.lessonId, moduleId: f.moduleId };
  }

  /** The valid body of an operation that takes one. */
  function validBody(op: Operation): unknown {
    const f = fixtures;
    const bodies: Record<string, unknown> = {
      createSession: { code: 'not-a-code', state: 'not-a-state' },
      adminLogin: MODERATOR,
      // Fluent in English, so the learner's correction of another member's text is a valid call.
      setUpProfile: { name: 'Aprendiz Contrato', biography: 'Estudo inglês.', userLanguages: [{ language: 'en', proficiency: 'Fluente' }] },
      changeInterfaceLanguage: { preferredLanguage: 'pt' },
      updateSettings: { name: 'Aprendiz Contrato', biography: 'Estudo inglês todos os dias.' },
      getAwardForAction: { actionType: 'comment_post', referenceId: f.commentId, referenceType: 'comment' },
      uploadCourse: uploadBody(),
      addCourseComment: { content: 'Curso muito bom.' },
      likeCourse: {},
      likeCourseComment: {},
      createAdminCourse: { title: `Curso do contrato ${Date.now()}`, description: 'Aulas.', language: 'en', level: 'Iniciante' },
      updateAdminCourse: { title: 'Curso do contrato', description: 'Aulas em vídeo.', language: 'en', level: 'Intermediário' },
      rejectCourse: { reason: 'Fora do tema da comunidade' },
      toggleCoursePublic: { is_published: true },
      deleteCourseComment: { reason: 'Spam' },
      createCourseModule: { title: 'Módulo novo' },
      updateCourseModule: { title: 'Módulo 1' },
      createCourseLesson: { module_id: f.moduleId, title: 'Aula nova', youtube_video_id: 'dQw4w9WgXcQ', duration_seconds: 60 },
      updateCourseLesson: { module_id: f.moduleId, title: 'Aula 1', youtube_video_id: 'dQw4w9WgXcQ', duration_seconds: 100, is_free: true },
      reportLessonProgress: { lessonId: f.lessonId, courseId: f.courseId, lastPositionSeconds: 30, durationSeconds: 100 },
      completeLesson: { lessonId: f.lessonId, courseId: f.courseId },
      rateCourse: { rating: 5, review: 'Excelente' },
      addLessonComment: { content: 'Aula clara.' },
      likeLessonComment: {},
      createCommunityPost: { title: 'Dica do contrato', content: 'Pratique todos os dias.', languages: ['en'] },
      addPostComment: { content: 'Obrigado pela dica!' },
      likePost: {},
      likeComment: {},
      rejectPost: { reason: 'Fora do tema' },
      deletePost: { reason: 'Duplicado' },
      deleteComment: { reason: 'Ofensivo' },
      sendChatMessage: { content: 'Bom dia!' },
      joinChatRoom: { connectionId: 'contract-1' },
      chatPresence: { connectionId: 'contract-1' },
      leaveChatRoom: { connectionId: 'contract-1' },
      banUser: { reason: 'Spam repetido', days: 1 },
      giveUserXp: { amount: 10, reason: 'Ajudou na comunidade' },
      subscribePush: { endpoint: `${PUSH_SERVICE}/send/contract`, keys: PUSH_KEYS },
      unsubscribePush: { endpoint: `${PUSH_SERVICE}/send/contract` },
      answerLessonQuiz: { questionId: f.quizQuestionId, answer: { choice: 1 } },
      replaceLessonQuiz: { questions: [{ ...QUIZ_QUESTION, id: f.quizQuestionId }] },
      reportWebVitals: { metrics: [{ name: 'LCP', value: 1800, rating: 'good', route: '/dashboard', navigationType: 'navigate' }] },
      acceptConsents: { terms: legalVersion('terms'), privacy: legalVersion('privacy') },
      // The spare learners' name (support/sign-in.ts's default).
      deleteAccount: { confirm: 'Membro Teste', keepContent: true },
      reportItem: { targetType: 'member', targetId: f.victimId, reason: 'spam', details: 'Propaganda' },
      resolveFlags: { action: 'keep', note: 'Nada a fazer' },
      postWriting: { language: 'en', text: 'My day was good.' },
      editWriting: { language: 'en', title: 'Ontem', text: 'I went home. It was late.' },
      putWritingCorrection: { sentences: [{ index: 0, verdict: 'correct' }], comment: 'Perfeito.' },
      replyToCorrection: { text: 'Obrigado!' },
      replaceWritingPrompts: { prompts: JSON.parse(f.writingPrompts) as unknown },
      // One clientId for every caller: the learner's first call is the answer, the later ones its retries.
      answerReviewCard: { clientId: f.reviewClientId, answer: { choice: 1 } },
      updateReviewSettings: { newPerDay: 10, desiredRetention: 90 },
    };
    return bodies[op.id];
  }

  function fill(path: string, values: Record<string, string>): string {
    return path.replace(/\{([^}]+)\}/g, (_m, name: string) => values[name] ?? NIL_UUID);
  }

  function requestSchemaOf(op: Operation): Json | undefined {
    const schema = op.spec.requestBody?.content?.['application/json']?.schema as Json | undefined;
    if (!schema?.$ref) return schema;
    return document.components.schemas[String(schema.$ref).split('/').pop()!] as Json;
  }

  /** The valid call, then the mutated ones. */
  function callsFor(op: Operation): Call[] {
    const values = pathValues(op);
    const path = fill(op.path, values);
    const writes = op.method !== 'get' || op.id === 'logout';
    const body = validBody(op);
    const valid: Call =
      op.id === 'uploadProfilePicture'
        ? multipart(path)
        : op.id === 'unsubscribeEmail'
          ? {
              label: 'valid',
              path,
              query: { token: fixtures.unsubscribeToken },
              body: 'List-Unsubscribe=One-Click',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
            }
          : op.id === 'showEmailUnsubscribe'
            ? { label: 'valid', path, query: { token: fixtures.unsubscribeToken } }
            : op.id === 'search'
              ? { label: 'valid', path, query: { q: 'lição', type: 'post' } }
              : { label: 'valid', path, ...(body !== undefined ? json(body) : {}) };
    const calls: Call[] = [valid];
    for (const param of (op.spec.parameters ?? []) as Json[]) {
      if (param.in === 'path') {
        for (const bad of BAD_IDS) {
          const badPath = fill(op.path, { ...values, [param.name]: bad });
          // An empty last segment is another route's path (`/api/courses/` is the list's), not a bad id.
          if (!badPath.endsWith('/')) calls.push({ ...valid, label: `path ${param.name}=${bad}`, path: badPath });
        }
      }
      if (param.in === 'query') {
        const schema = (param.schema ?? {}) as Json;
        const bads = schema.type === 'number' || schema.type === 'integer' ? ['abc', '-1', '1e309', '99999999999'] : ['x'.repeat(3000), '%%%', 'zz'];
        for (const bad of bads) calls.push({ ...valid, label: `query ${param.name}=${bad.slice(0, 12)}`, query: { [param.name]: bad } });
      }
    }
    calls.push({ label: 'malformed JSON', path, body: '{"oops"', headers: { 'content-type': 'application/json' } });
    calls.push({ label: 'oversize body', path, ...json({ text: 'x'.repeat(JSON_BODY_LIMIT + 1) }) });
    if (writes) {
      calls.push({ label: 'text body', path, body: 'olá', headers: { 'content-type': 'text/plain' } });
      calls.push({ ...valid, label: 'null Origin', headers: { ...(valid.headers ?? {}), origin: 'null' } });
      calls.push({ ...valid, label: 'foreign Origin', headers: { ...(valid.headers ?? {}), origin: 'https://elsewhere.example' } });
    }
    const schema = requestSchemaOf(op);
    if (schema?.properties) {
      const properties = schema.properties as Record<string, Json>;
      calls.push({ label: 'empty object', path, ...json({}) });
      calls.push({ label: 'array body', path, ...json([]) });
      calls.push({ label: 'string body', path, ...json('text') });
      calls.push({ label: 'wrong types', path, ...json(Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, wrongTypeOf(v)]))) });
      const base = (body ?? {}) as Json;
      const oversize = Object.fromEntries(
        Object.entries(properties)
          .filter(([, v]) => v.type === 'string' && !v.enum && !v.format)
          .map(([k, v]) => [k, 'x'.repeat(typeof v.maxLength === 'number' ? v.maxLength + 1 : 20_000)]),
      );
      if (Object.keys(oversize).length > 0) calls.push({ label: 'oversize strings', path, ...json({ ...base, ...oversize }) });
      for (const name of (schema.required ?? []) as string[]) {
        const { [name]: _dropped, ...rest } = base;
        calls.push({ label: `missing ${name}`, path, ...json(rest) });
      }
    }
    return calls;
  }

  function multipart(path: string): Call {
    const boundary = 'contract-boundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG_1X1,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { label: 'valid', path, body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }

  /** What is wrong with an answer, by the document; nothing when it is in the contract. */
  function judge(op: Operation, answer: Answer): string | undefined {
    const responses = op.spec.responses as Record<string, Json>;
    const declared = responses[String(answer.status)] ?? responses[`${String(answer.status)[0]}XX`] ?? responses.default;
    if (!declared) return `status ${answer.status} is not declared (${answer.text.slice(0, 120)})`;
    const mediaType = String(answer.headers['content-type'] ?? '').split(';')[0].trim();
    const content = declared.content as Record<string, Json> | undefined;
    for (const header of Object.keys((declared.headers ?? {}) as Json)) {
      if (answer.headers[header.toLowerCase()] === undefined) return `header ${header} is missing`;
    }
    if (!content) {
      return mediaType === 'application/json' && answer.text.length > 0 ? `a JSON body where none is declared: ${answer.text.slice(0, 120)}` : undefined;
    }
    if (!content[mediaType]) return `content type ${mediaType || '(none)'} is not declared (${Object.keys(content).join(', ')})`;
    const schema = content[mediaType].schema as Json | undefined;
    if (mediaType !== 'application/json' || !schema) return undefined;
    const key = `${op.id} ${answer.status}`;
    const validate = validators.get(key) ?? ajv.compile(toJsonSchema(schema));
    validators.set(key, validate);
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      return `the body is not JSON: ${answer.text.slice(0, 120)}`;
    }
    if (validate(body)) return undefined;
    const error = validate.errors?.[0];
    return `the body breaks the schema at ${error?.instancePath || '/'}: ${error?.message} (${JSON.stringify(body).slice(0, 200)})`;
  }

  it('answers every signed-in read in at most two database round trips, once the session is known', async () => {
    // The second of two identical reads: the first may read the session and note the day's activity.
    const costs: string[] = [];
    const over: string[] = [];
    // Signing out is no read (and would end the session the next test signs in with).
    for (const op of operations.filter((o) => o.method === 'get' && !SESSION_OPERATIONS.has(o.id))) {
      const caller: Caller = op.path.startsWith('/api/admin') ? 'admin' : 'learner';
      const valid = callsFor(op).find((call) => call.label === 'valid');
      if (!valid) continue;
      await send(baseUrl, op.method, valid, cookies[caller]);
      const answer = await send(baseUrl, op.method, valid, cookies[caller]);
      const trips = /db;desc="(\d+) round trips"/.exec(String(answer.headers['server-timing'] ?? ''))?.[1];
      // Streams, documents and redirects are not answers of the API's reads.
      if (answer.status !== 200 || trips === undefined) continue;
      costs.push(`${op.id} ${trips}`);
      if (Number(trips) > 2) over.push(`${caller} GET ${op.path}: ${trips} round trips`);
    }
    process.stdout.write(`round trips per read: ${costs.join(', ')}\n`);
    expect(costs.length).toBeGreaterThan(30);
    expect(over).toEqual([]);
  }, 120_000);

  it('answers every call of every operation, as guest, learner and administrator, as the document says', async () => {
    const findings: string[] = [];
    const succeeded = new Set<string>();
    let calls = 0;
    for (const op of operations) {
      for (const caller of ['guest', 'learner', 'admin'] as Caller[]) {
        // Rate-limited writes (posts, comments, uploads, chat) wait out their interval first.
        if (op.method !== 'get') t.clock.advance(61_000);
        const cookie = caller !== 'guest' && SESSION_OPERATIONS.has(op.id) ? spare[caller].pop() : cookies[caller];
        for (const call of callsFor(op)) {
          let sent = call;
          let sentCookie = cookie;
          if (op.id === 'createSession' && call.label === 'valid' && caller === 'guest') {
            // A real sign-in: the provider's code and state, with the browser's state cookie.
            const browser = request.agent(baseUrl);
            const started = await authorizeWithDevProvider(browser, { email: `contract.${Date.now()}@example.com`, name: 'Membro Novo' });
            sent = { ...call, ...json(started) };
            sentCookie = cookieOf(browser);
          }
          const answer = await send(baseUrl, op.method, sent, sentCookie);
          calls += 1;
          if (answer.status < 400) succeeded.add(op.id);
          const finding = judge(op, answer);
          if (finding) findings.push(`${caller} ${op.method.toUpperCase()} ${op.path} [${call.label}] → ${answer.status}: ${finding}`);
        }
      }
    }
    // The valid inputs stay valid: every operation succeeded for someone.
    const neverSucceeded = operations.map((op) => op.id).filter((id) => !succeeded.has(id));
    expect({ findings, neverSucceeded }).toEqual({ findings: [], neverSucceeded: [] });
    expect(operations.length).toBeGreaterThanOrEqual(99);
    expect(calls).toBeGreaterThan(operations.length * 3 * 8);
    // About 3 000 calls, some 35 s of CPU with the app's start; bounded generously for a busy machine.
  }, 600_000);
});
