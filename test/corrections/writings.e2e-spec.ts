import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { TestApp } from '../support/app.js';
import { createCommunityApp, signInModerator, sql } from '../support/community.js';
import { signIn, uniqueEmail, type Agent } from '../support/sign-in.js';
import { testDatabaseUrl } from '../support/database.js';

/** Resolves once some statement of this database waits for a row lock. */
async function someoneWaitsForALock(db: pg.Client): Promise<void> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
    const { rows } = await db.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
    if (rows[0].n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no statement ever waited for the lock');
}

type Level = 'Iniciante' | 'Intermediário' | 'Avançado' | 'Fluente' | 'Nativo';
type Member = { agent: Agent; memberId: string; email: string };

/**
 * Correct each other (ADR 0133) over HTTP: writing and its split, the edit lock, who may correct,
 * one correction per corrector replaced until helpful, the helpful mark and its XP once, the
 * queue's order, limits, bans, replies and their notices, and the prompts.
 */
describe('corrections', () => {
  let t: TestApp;
  let baseUrl: string;
  let orm: MikroORM;
  let moderator: Agent;
  const administratorEmail = uniqueEmail('administradora');

  beforeAll(async () => {
    ({ t, baseUrl, orm } = await createCommunityApp({ ADMIN_EMAILS: administratorEmail }));
    moderator = await signInModerator(baseUrl);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** A member who declared these languages. */
  async function member(name: string, languages: Partial<Record<'pt' | 'en', Level>>, email?: string): Promise<Member> {
    const m = await signIn(baseUrl, { name, ...(email ? { email } : {}) });
    const userLanguages = Object.entries(languages).map(([language, proficiency]) => ({ language, proficiency }));
    await m.agent.post('/api/profile/setup').send({ name, userLanguages }).expect(200);
    return m;
  }

  async function write(m: Member, body: Record<string, unknown> = {}): Promise<string> {
    t.clock.advance(1_000);
    const res = await m.agent.post('/api/writings').send({ language: 'en', text: 'I goed to the park yesterday. It was fun!', ...body }).expect(201);
    return res.body.id as string;
  }

  const correction = { sentences: [{ index: 0, verdict: 'corrected', corrected: 'I went to the park yesterday.', note: 'go → went' }, { index: 1, verdict: 'correct' }], comment: 'Muito bem!' };

  const ledger = (memberId: string, correctionId: string) =>
    sql<{ action_type: string; amount: number }>(
      orm,
      `select action_type, amount from xp_ledger_entry where member_id = ? and reference_id = ? order by created_at, action_type`,
      [memberId, correctionId],
    );

  it('writes a text split into sentences as stored, edits it until its first correction, then locks it', async () => {
    const writer = await member('Wanda Escritora', { pt: 'Nativo', en: 'Intermediário' });
    const native = await member('Nate Native', { en: 'Nativo' });
    const posted = await writer.agent
      .post('/api/writings')
      .send({ language: 'en', title: 'My weekend', text: 'I goed to the park with Mr. Smith. It costed 3.5 dollars!\nThen I comed home.' })
      .expect(201);
    expect(posted.body).toMatchObject({
      language: 'en',
      title: 'My weekend',
      sentences: [
        { index: 0, text: 'I goed to the park with Mr. Smith.' },
        { index: 1, text: 'It costed 3.5 dollars!' },
        { index: 2, text: 'Then I comed home.' },
      ],
      corrections: 0,
      author: { id: writer.memberId, name: 'Wanda Escritora' },
    });
    const id = posted.body.id as string;
    const [stored] = await sql<{ sentences: string[] }>(orm, 'select sentences from writing where id = ?', [id]);
    expect(stored.sentences).toHaveLength(3);
    // The text's XP, in the same transaction as the text.
    expect(await ledger(writer.memberId, id)).toEqual([{ action_type: 'writing_posted', amount: 5 }]);

    const edited = await writer.agent.put(`/api/writings/${id}`).send({ language: 'en', text: 'I goed to the park. It was fun.' }).expect(200);
    expect(edited.body.sentences.map((s: { text: string }) => s.text)).toEqual(['I goed to the park.', 'It was fun.']);
    expect(edited.body.title).toBeNull();

    await native.agent.put(`/api/writings/${id}/correction`).send({ sentences: [{ index: 0, verdict: 'corrected', corrected: 'I went to the park.' }] }).expect(201);
    const locked = await writer.agent.put(`/api/writings/${id}`).send({ language: 'en', text: 'Something else.' }).expect(409);
    expect(locked.body.code).toBe('CORRECTIONS.WRITING_LOCKED');

    const page = await writer.agent.get(`/api/writings/${id}`).expect(200);
    expect(page.body.locked).toBe(true);
    expect(page.body.viewer).toEqual({ isAuthor: true, canCorrect: false, myCorrectionId: null });
    expect(page.body.sentences[0].corrections[0]).toMatchObject({
      verdict: 'corrected',
      corrected: 'I went to the park.',
      diff: expect.arrayContaining([expect.objectContaining({ op: 'delete', text: expect.stringContaining('goed') }), expect.objectContaining({ op: 'insert', text: expect.stringContaining('went') })]),
    });
    expect(page.body.corrections[0].corrector).toMatchObject({ id: native.memberId, name: 'Nate Native', level: 'Nativo', rank: { level: expect.any(Number), name: expect.any(String) } });

    // Bad input: a native language, a text with too many sentences, an unknown id.
    expect((await writer.agent.post('/api/writings').send({ language: 'pt', text: 'Olá.' }).expect(400)).body.code).toBe('CORRECTIONS.NATIVE_LANGUAGE');
    const long = Array.from({ length: 41 }, (_, i) => `Sentence ${i + 1}.`).join(' ');
    expect((await writer.agent.post('/api/writings').send({ language: 'en', text: long }).expect(400)).body.code).toBe('CORRECTIONS.TOO_MANY_SENTENCES');
    await writer.agent.post('/api/writings').send({ language: 'fr', text: 'Bonjour.' }).expect(400);
    await writer.agent.get('/api/writings/not-a-uuid').expect(404);
    await writer.agent.get('/api/writings/00000000-0000-4000-8000-000000000000').expect(404);
  });

  it('lets only a Nativo or Fluente member correct, never their own text nor across a block', async () => {
    const writer = await member('Otávio Autor', { en: 'Iniciante' });
    const learner = await member('Lia Aprendiz', { en: 'Avançado' });
    const fluent = await member('Fabi Fluente', { en: 'Fluente' });
    const blocker = await member('Bruno Bloqueador', { en: 'Nativo' });
    const blocked = await member('Beto Bloqueado', { en: 'Nativo' });
    const id = await write(writer);

    const notFluent = await learner.agent.put(`/api/writings/${id}/correction`).send(correction).expect(403);
    expect(notFluent.body.code).toBe('CORRECTIONS.NOT_FLUENT');
    expect((await writer.agent.put(`/api/writings/${id}/correction`).send(correction).expect(400)).body.code).toBe('CORRECTIONS.OWN_WRITING');
    await fluent.agent.put(`/api/writings/${id}/correction`).send(correction).expect(201);

    // Either side's block: the text is not there for the other.
    await blocker.agent.put(`/api/blocks/${writer.memberId}`).expect(200);
    await writer.agent.put(`/api/blocks/${blocked.memberId}`).expect(200);
    for (const m of [blocker, blocked]) {
      await m.agent.get(`/api/writings/${id}`).expect(404);
      expect((await m.agent.put(`/api/writings/${id}/correction`).send(correction).expect(404)).body.code).toBe('CORRECTIONS.WRITING_NOT_FOUND');
    }

    // Bad corrections: nothing judged, an index out of the text or twice, an unchanged sentence.
    const bad = [
      { sentences: [] },
      { sentences: [{ index: 5, verdict: 'correct' }] },
      { sentences: [{ index: 0, verdict: 'correct' }, { index: 0, verdict: 'correct' }] },
      { sentences: [{ index: 0, verdict: 'corrected' }] },
      { sentences: [{ index: 0, verdict: 'corrected', corrected: 'I goed to the park yesterday.' }] },
      { sentences: [{ index: 0, verdict: 'correct', note: 'x'.repeat(301) }] },
    ];
    for (const body of bad) await fluent.agent.put(`/api/writings/${id}/correction`).send(body).expect(400);
  });

  it('creates a correction (201), replaces it (200) until it is marked helpful (409), and ten marks award the XP once', async () => {
    const writer = await member('Helena Autora', { en: 'Intermediário' });
    const corrector = await member('Carl Corrector', { en: 'Nativo' });
    const other = await member('Olga Outra', { en: 'Nativo' });
    const id = await write(writer);

    const created = await corrector.agent.put(`/api/writings/${id}/correction`).send(correction).expect(201);
    const correctionId = created.body.id as string;
    expect(created.body).toMatchObject({ writingId: id, helpful: false, comment: 'Muito bem!', sentences: correction.sentences });
    const replaced = await corrector.agent.put(`/api/writings/${id}/correction`).send({ sentences: [{ index: 1, verdict: 'correct' }] }).expect(200);
    expect(replaced.body).toMatchObject({ id: correctionId, comment: null, sentences: [{ index: 1, verdict: 'correct' }] });
    const [counted] = await sql<{ corrections_count: number; n: number }>(
      orm,
      'select corrections_count, (select count(*)::int from writing_correction where writing_id = w.id) as n from writing w where id = ?',
      [id],
    );
    expect(counted).toEqual({ corrections_count: 1, n: 1 });

    // Only the author marks: another member who can read the text is refused.
    const notAuthor = await other.agent.put(`/api/writings/${id}/corrections/${correctionId}/helpful`).expect(403);
    expect(notAuthor.body.code).toBe('CORRECTIONS.NOT_THE_AUTHOR');
    await writer.agent.put(`/api/writings/${id}/corrections/00000000-0000-4000-8000-000000000000/helpful`).expect(404);

    const marks = await Promise.all(Array.from({ length: 10 }, () => writer.agent.put(`/api/writings/${id}/corrections/${correctionId}/helpful`)));
    expect(marks.map((m) => m.status)).toEqual(Array(10).fill(200));
    expect(marks.map((m) => m.body.xpAwarded).sort((a, b) => b - a)).toEqual([10, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(await ledger(corrector.memberId, correctionId)).toEqual([{ action_type: 'correction_helpful', amount: 10 }]);
    // Announced once, with the sentences it changed for the review deck (none: this version only judged one correct).
    const announced = await sql<{ payload: Record<string, unknown> }>(orm, `select payload from outbox_event where type = 'corrections.correction_marked' and payload->>'correctionId' = ?`, [correctionId]);
    expect(announced.map((e) => e.payload)).toEqual([expect.objectContaining({ helpful: true, language: 'en', corrected: [] })]);

    const lockedCorrection = await corrector.agent.put(`/api/writings/${id}/correction`).send(correction).expect(409);
    expect(lockedCorrection.body.code).toBe('CORRECTIONS.CORRECTION_LOCKED');

    const unmarked = await writer.agent.delete(`/api/writings/${id}/corrections/${correctionId}/helpful`).expect(200);
    expect(unmarked.body).toEqual({ helpful: false, xpAwarded: -10 });
    const entries = await ledger(corrector.memberId, correctionId);
    expect(entries.map((e) => e.amount).sort()).toEqual([-10, 10]);
    expect((await writer.agent.delete(`/api/writings/${id}/corrections/${correctionId}/helpful`).expect(200)).body).toEqual({ helpful: false, xpAwarded: 0 });
    // Unmarked, the corrector may change it again.
    await corrector.agent.put(`/api/writings/${id}/correction`).send(correction).expect(200);

    // The corrector heard of the mark once.
    const inbox = (await corrector.agent.get('/api/notifications').query({ lang: 'pt' }).expect(200)).body.notifications as { title: string; path: string }[];
    expect(inbox.filter((n) => n.title === 'Correção útil!').map((n) => n.path)).toEqual([`/correcoes/${id}`]);
  });

  it('queues texts without a correction first, oldest first, givers first within each group, with a cursor', async () => {
    const stamp = Date.now().toString(36);
    const reader = await member(`Rita Leitora ${stamp}`, { en: 'Nativo', pt: 'Fluente' });
    const [a, b, c, d, giver, blockedAuthor] = await Promise.all(
      ['A', 'B', 'C', 'D', 'Giver', 'Blocked'].map((n) => member(`${n} ${stamp}`, { en: 'Iniciante', pt: 'Nativo' })),
    );
    const helper = await member(`Helper ${stamp}`, { en: 'Nativo' });
    const second = await member(`Second ${stamp}`, { en: 'Nativo' });
    const ptWriter = await member(`Pt ${stamp}`, { pt: 'Iniciante', en: 'Nativo' });
    const oldest = await write(a);
    const oneCorrection = await write(b);
    const corrected = await write(c);
    const own = await write(reader, { language: 'pt', text: 'Eu fui ao parque.' });
    const fromGiver = await write(giver);
    const fromBlocked = await write(blockedAuthor);
    const ptText = await write(ptWriter, { language: 'pt', text: 'Eu fui no parque ontem.' });
    const twoCorrections = await write(d);
    const learnerPt = await write(ptWriter, { language: 'pt', text: 'Nós vai embora.' });
    // The giver corrected someone this week: their text rises within its group.
    await giver.agent.put(`/api/writings/${learnerPt}/correction`).send({ sentences: [{ index: 0, verdict: 'corrected', corrected: 'Nós vamos embora.' }] }).expect(201);
    await helper.agent.put(`/api/writings/${oneCorrection}/correction`).send({ sentences: [{ index: 0, verdict: 'correct' }] }).expect(201);
    for (const m of [helper, second]) await m.agent.put(`/api/writings/${twoCorrections}/correction`).send({ sentences: [{ index: 0, verdict: 'correct' }] }).expect(201);
    await reader.agent.put(`/api/writings/${corrected}/correction`).send({ sentences: [{ index: 0, verdict: 'correct' }] }).expect(201);
    await reader.agent.put(`/api/blocks/${blockedAuthor.memberId}`).expect(200);

    // Every page, walked with the cursor; only this test's texts kept, in the order given.
    async function walk(query: Record<string, string>): Promise<{ id: string; authorGives: boolean }[]> {
      const seen: { id: string; authorGives: boolean }[] = [];
      let cursor: string | null = null;
      do {
        const res = await reader.agent.get('/api/writings/queue').query({ ...query, ...(cursor ? { cursor } : {}) }).expect(200);
        seen.push(...(res.body.items as { id: string; authorGives: boolean }[]));
        cursor = res.body.nextCursor as string | null;
      } while (cursor);
      return seen;
    }
    const ours = new Set([oldest, oneCorrection, corrected, own, fromGiver, fromBlocked, ptText, twoCorrections, learnerPt]);
    const order = (await walk({})).filter((i) => ours.has(i.id));
    // No correction (the giver's first, then oldest first), then one; never the reader's own, one they
    // corrected, one by a member they block, or one with two corrections.
    expect(order.map((i) => i.id)).toEqual([fromGiver, oldest, ptText, oneCorrection, learnerPt]);
    expect(order.map((i) => i.authorGives)).toEqual([true, false, false, false, false]);
    expect((await walk({ language: 'pt' })).filter((i) => ours.has(i.id)).map((i) => i.id)).toEqual([ptText, learnerPt]);
    // The blocked author does not see the reader's text either.
    const blockedSees = (await blockedAuthor.agent.get('/api/writings/queue').expect(200)).body.items as { id: string }[];
    expect(blockedSees.map((i) => i.id)).not.toContain(own);

    await reader.agent.get('/api/writings/queue').query({ cursor: 'não-é-um-cursor' }).expect(400);
    await reader.agent.get('/api/writings/queue').query({ language: 'fr' }).expect(400);

    const myOwn = (await reader.agent.get('/api/writings/mine').expect(200)).body;
    expect(myOwn.items.map((i: { id: string }) => i.id)).toEqual([own]);
    expect(myOwn.items[0]).toMatchObject({ language: 'pt', excerpt: 'Eu fui ao parque.', sentenceCount: 1, corrections: 0 });
    await reader.agent.get('/api/writings/mine').query({ cursor: 'x' }).expect(400);
  });

  it('limits texts to five a day with Retry-After, and a banned member writes, corrects, replies and marks nothing', async () => {
    const writer = await member('Paula Prolífica', { en: 'Iniciante' });
    for (let i = 0; i < 5; i += 1) await write(writer, { text: `Text number ${i + 1}.` });
    const refused = await writer.agent.post('/api/writings').send({ language: 'en', text: 'One more.' }).expect(429);
    expect(refused.body.code).toBe('CORRECTIONS.WRITINGS_PER_DAY');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const author = await member('Ana Autora Banida', { en: 'Iniciante' });
    const corrector = await member('Cid Corretor Banido', { en: 'Nativo' });
    const id = await write(author);
    const given = (await corrector.agent.put(`/api/writings/${id}/correction`).send(correction).expect(201)).body.id as string;

    // A ban committed while the correction waits on the member row: the write's own check refuses it.
    const db = new pg.Client({ connectionString: testDatabaseUrl() });
    await db.connect();
    try {
      await db.query('begin');
      await db.query('update member set banned_permanently = true where id = $1', [corrector.memberId]);
      const response = corrector.agent.put(`/api/writings/${id}/correction`).send({ sentences: [{ index: 1, verdict: 'correct' }] }).then((res) => res);
      await someoneWaitsForALock(db);
      await db.query('commit');
      const res = await response;
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('IDENTITY.MEMBER_BANNED');
      await db.query('update member set banned_permanently = true where id = $1', [author.memberId]);
    } finally {
      await db.end();
    }
    expect((await sql<{ n: number }>(orm, `select jsonb_array_length(sentences)::int as n from writing_correction where id = ?`, [given]))[0].n).toBe(2);
    for (const [m, send] of [
      [author, () => author.agent.post('/api/writings').send({ language: 'en', text: 'Banned.' })],
      [author, () => author.agent.put(`/api/writings/${id}/corrections/${given}/helpful`)],
      [corrector, () => corrector.agent.post(`/api/writings/${id}/corrections/${given}/replies`).send({ text: 'Oi' })],
    ] as const) {
      const res = await send();
      expect([m.memberId, res.status, res.body.code]).toEqual([m.memberId, 403, 'IDENTITY.MEMBER_BANNED']);
    }
  });

  it('takes replies under a correction and tells the author and the corrector, never the replier', async () => {
    const stamp = Date.now().toString(36);
    const author = await member(`Alice ${stamp}`, { en: 'Iniciante' });
    const corrector = await member(`Carlos ${stamp}`, { en: 'Nativo' });
    const reader = await member(`Rui ${stamp}`, { en: 'Avançado' });
    const id = await write(author, { title: `Diário ${stamp}` });
    const correctionId = (await corrector.agent.put(`/api/writings/${id}/correction`).send(correction).expect(201)).body.id as string;
    const reply = await reader.agent.post(`/api/writings/${id}/corrections/${correctionId}/replies`).send({ text: '  Obrigado pela dica!  ' }).expect(201);
    expect(reply.body).toMatchObject({ correctionId, text: 'Obrigado pela dica!', author: { id: reader.memberId } });
    t.clock.advance(1_000);
    await corrector.agent.post(`/api/writings/${id}/corrections/${correctionId}/replies`).send({ text: 'De nada.' }).expect(201);
    await reader.agent.post(`/api/writings/${id}/corrections/${correctionId}/replies`).send({ text: '' }).expect(400);
    await reader.agent.post(`/api/writings/${id}/corrections/${correctionId}/replies`).send({ text: 'x'.repeat(1_001) }).expect(400);

    const list = (await author.agent.get(`/api/writings/${id}/corrections/${correctionId}/replies`).expect(200)).body;
    expect(list.items.map((r: { text: string }) => r.text)).toEqual(['Obrigado pela dica!', 'De nada.']);
    expect(list.nextCursor).toBeNull();
    expect((await author.agent.get(`/api/writings/${id}`).expect(200)).body.corrections[0].replyCount).toBe(2);

    const heard = async (m: Member) =>
      ((await m.agent.get('/api/notifications').query({ lang: 'pt' }).expect(200)).body.notifications as { title: string; message: string }[])
        .filter((n) => n.message.includes(`Diário ${stamp}`))
        .map((n) => n.title)
        .sort();
    expect(await heard(author)).toEqual(['Nova resposta', 'Nova resposta', 'Seu texto foi corrigido']);
    expect(await heard(corrector)).toEqual(['Nova resposta']);
    expect(await heard(reader)).toEqual([]);
  });

  it('offers today’s prompts, checks a text’s prompt, and lets administrators replace the list', async () => {
    const writer = await member('Priscila Proposta', { en: 'Intermediário' });
    const today = (await writer.agent.get('/api/writing-prompts').expect(200)).body as { day: string; prompts: { id: string; language: string; text: string }[] };
    expect(today.prompts.filter((p) => p.language === 'en')).toHaveLength(3);
    expect(today.prompts.filter((p) => p.language === 'pt')).toHaveLength(3);
    const enPrompt = today.prompts.find((p) => p.language === 'en')!;
    const ptPrompt = today.prompts.find((p) => p.language === 'pt')!;
    await writer.agent.post('/api/writings').send({ language: 'en', text: 'My weekend was calm.', promptId: enPrompt.id }).expect(201);
    expect((await writer.agent.post('/api/writings').send({ language: 'en', text: 'Hello.', promptId: ptPrompt.id }).expect(400)).body.code).toBe(
      'CORRECTIONS.PROMPT_NOT_OFFERED',
    );

    const guest = await import('supertest').then((m) => m.default(baseUrl));
    await guest.get('/api/writing-prompts').expect(401);
    await guest.get('/api/admin/writing-prompts').expect(401);
    await writer.agent.get('/api/admin/writing-prompts').expect(403);
    await writer.agent.put('/api/admin/writing-prompts').send({ prompts: [] }).expect(403);
    const listed = (await moderator.get('/api/admin/writing-prompts').expect(200)).body.prompts as { id: string; language: string; text: string }[];
    expect(listed.length).toBeGreaterThanOrEqual(6);

    await moderator.put('/api/admin/writing-prompts').send({ prompts: [{ language: 'en', text: 'Only English.' }] }).expect(400);
    await moderator.put('/api/admin/writing-prompts').send({ prompts: [{ language: 'en', text: '' }, { language: 'pt', text: 'Oi' }] }).expect(400);
    await moderator.put('/api/admin/writing-prompts').send({ prompts: [{ language: 'en', text: 'x'.repeat(201) }, { language: 'pt', text: 'Oi' }] }).expect(400);

    const kept = listed.find((p) => p.language === 'pt')!;
    const replaced = await moderator
      .put('/api/admin/writing-prompts')
      .send({ prompts: [{ id: kept.id, language: 'pt', text: 'Descreva sua casa.' }, { language: 'en', text: 'Describe your home.' }] })
      .expect(200);
    expect(replaced.body.prompts.map((p: { language: string; text: string }) => `${p.language}: ${p.text}`)).toEqual(['en: Describe your home.', 'pt: Descreva sua casa.']);
    const after = (await writer.agent.get('/api/writing-prompts').expect(200)).body.prompts as { id: string }[];
    expect(after.map((p) => p.id)).toContain(kept.id);
    // The earlier prompt is kept for the texts that name it, no longer offered.
    const [old] = await sql<{ active: boolean }>(orm, 'select active from writing_prompt where id = ?', [enPrompt.id]);
    expect(old.active).toBe(false);
    // Put the seeded list back for the other suites that share this database.
    await moderator.put('/api/admin/writing-prompts').send({ prompts: listed.map(({ id, language, text }) => ({ id, language, text })) }).expect(200);
  });

  it('deletes a text by its author or an administrator (audited), no one else', async () => {
    const author = await member('Dora Deleta', { en: 'Iniciante' });
    const stranger = await member('Sergio Estranho', { en: 'Nativo' });
    const administrator = await member('Alice Moura', { en: 'Nativo' }, administratorEmail);
    const first = await write(author);
    const second = await write(author);
    expect((await stranger.agent.delete(`/api/writings/${first}`).expect(403)).body.code).toBe('CORRECTIONS.NOT_THE_AUTHOR');
    await author.agent.delete(`/api/writings/${first}`).expect(200);
    await author.agent.get(`/api/writings/${first}`).expect(404);
    await administrator.agent.delete(`/api/writings/${second}`).expect(200);
    await author.agent.get(`/api/writings/${second}`).expect(404);
  });
});
