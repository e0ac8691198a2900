import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { TestApp } from '../support/app.js';
import { createCommunityApp, signInModerator, sql } from '../support/community.js';
import { waitFor } from '../support/process.js';
import { signIn, uniqueEmail, type Agent } from '../support/sign-in.js';

type Level = 'Iniciante' | 'Intermediário' | 'Avançado' | 'Fluente' | 'Nativo';
type Member = { agent: Agent; memberId: string };
type Notice = { title: string; message: string; link?: string | null };

/**
 * Texts, corrections and replies in the reports queue (ADR 0103, ADR 0133): each kind reported
 * reaches administrators described, hides at the threshold from everyone but its author and
 * administrators, is removed audited with its counters and XP right, and its reporters and author
 * are told which item it was and where.
 */
describe('corrections in the reports queue', () => {
  let t: TestApp;
  let baseUrl: string;
  let orm: MikroORM;
  let admin: Agent;
  /** A member who is an administrator (ADMIN_EMAILS): reads the members' pages as administrators do. */
  let administrator: Member;
  const administratorEmail = uniqueEmail('administradora');

  beforeAll(async () => {
    ({ t, baseUrl, orm } = await createCommunityApp({ ADMIN_EMAILS: administratorEmail }));
    admin = await signInModerator(baseUrl);
    administrator = await signIn(baseUrl, { name: 'Administradora', email: administratorEmail });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  async function member(name: string, languages: Partial<Record<'pt' | 'en', Level>> = { pt: 'Nativo' }): Promise<Member> {
    const m = await signIn(baseUrl, { name });
    const userLanguages = Object.entries(languages).map(([language, proficiency]) => ({ language, proficiency }));
    await m.agent.post('/api/profile/setup').send({ name, userLanguages }).expect(200);
    return m;
  }
  const report = (m: Member, targetType: string, targetId: string, reason = 'harassment') => m.agent.post('/api/flags').send({ targetType, targetId, reason });
  const openItem = async (targetId: string) =>
    ((await admin.get('/api/admin/flags').query({ status: 'open' }).expect(200)).body.items as Record<string, any>[]).find((i) => i.targetId === targetId);
  const closedItem = async (targetId: string) =>
    ((await admin.get('/api/admin/flags').query({ status: 'closed' }).expect(200)).body.items as Record<string, any>[]).find((i) => i.targetId === targetId);
  const inbox = async (m: Member): Promise<Notice[]> => (await m.agent.get('/api/notifications').expect(200)).body.notifications as Notice[];
  const page = (m: Member, writingId: string) => m.agent.get(`/api/writings/${writingId}`);
  const replies = async (m: Member, writingId: string, correctionId: string): Promise<string[]> =>
    ((await m.agent.get(`/api/writings/${writingId}/corrections/${correctionId}/replies`).expect(200)).body.items as { id: string }[]).map((r) => r.id);

  /** A text by a learner, corrected by a native speaker, with a reply under the correction. */
  async function correctedText() {
    const stamp = randomUUID().slice(0, 8);
    const author = await member(`Autora ${stamp}`, { en: 'Nativo', pt: 'Intermediário' });
    const corrector = await member(`Corretor ${stamp}`);
    const replier = await member(`Quem responde ${stamp}`);
    const title = `Meu fim de semana ${stamp}`;
    t.clock.advance(1_000);
    const writingId = (await author.agent.post('/api/writings').send({ language: 'pt', title, text: 'Eu fui no parque ontem. Foi muito legal!' }).expect(201)).body.id as string;
    const corrected = await corrector.agent
      .put(`/api/writings/${writingId}/correction`)
      .send({ sentences: [{ index: 0, verdict: 'corrected', corrected: `Eu fui ao parque ontem ${stamp}.`, note: 'ir a' }, { index: 1, verdict: 'correct' }], comment: 'Muito bem!' })
      .expect(201);
    const correctionId = corrected.body.id as string;
    const replyId = (await replier.agent.post(`/api/writings/${writingId}/corrections/${correctionId}/replies`).send({ text: `Obrigada pela dica ${stamp}` }).expect(201)).body.id as string;
    return { stamp, title, author, corrector, replier, writingId, correctionId, replyId };
  }

  it('each kind reaches the administrators described: its text, its author, the text it sits on', async () => {
    const { stamp, title, author, corrector, replier, writingId, correctionId, replyId } = await correctedText();
    const reporter = await member(`Denunciante ${stamp}`);
    await report(reporter, 'writing', writingId).expect(201);
    await report(reporter, 'correction', correctionId).expect(201);
    await report(reporter, 'writing_reply', replyId).expect(201);

    expect(await openItem(writingId)).toMatchObject({ targetType: 'writing', parentId: null, author: { id: author.memberId }, count: 1, hidden: false });
    expect((await openItem(writingId))!.preview).toBe(`${title}: Eu fui no parque ontem. Foi muito legal!`);
    expect(await openItem(correctionId)).toMatchObject({ targetType: 'correction', parentId: writingId, author: { id: corrector.memberId } });
    expect((await openItem(correctionId))!.preview).toBe(`Eu fui ao parque ontem ${stamp}. (ir a) Muito bem!`);
    expect(await openItem(replyId)).toMatchObject({ targetType: 'writing_reply', parentId: writingId, author: { id: replier.memberId }, preview: `Obrigada pela dica ${stamp}` });
    const review = (await admin.get(`/api/admin/flags/correction/${correctionId}`).expect(200)).body;
    expect(review.place).toEqual({ kind: 'writing', id: writingId, path: `/correcoes/${writingId}`, title: { pt: title, en: title } });

    // One's own item is not reported; an unknown one is a missing one.
    await report(corrector, 'correction', correctionId).expect(400);
    await report(reporter, 'writing_reply', randomUUID()).expect(404);
  });

  it('three reporters hide each kind from others, never from its author nor administrators; keep shows it again', async () => {
    const { stamp, author, corrector, replier, writingId, correctionId, replyId } = await correctedText();
    const reporters = await Promise.all([1, 2, 3].map((i) => member(`Denunciante ${i} ${stamp}`)));
    const reader = await member(`Leitora ${stamp}`);
    for (const r of reporters) await report(r, 'writing_reply', replyId).expect(201);
    expect(await openItem(replyId)).toMatchObject({ hidden: true, count: 3 });
    expect(await replies(author, writingId, correctionId)).not.toContain(replyId);
    expect(await replies(replier, writingId, correctionId)).toContain(replyId);
    expect(await replies(administrator, writingId, correctionId)).toContain(replyId);

    for (const r of reporters) await report(r, 'correction', correctionId).expect(201);
    expect(await openItem(correctionId)).toMatchObject({ hidden: true, count: 3 });
    const correctionsOn = async (who: Member) => ((await page(who, writingId).expect(200)).body.corrections as { id: string }[]).map((c) => c.id);
    expect(await correctionsOn(reader)).not.toContain(correctionId);
    expect(await correctionsOn(corrector)).toContain(correctionId);
    expect(await correctionsOn(administrator)).toContain(correctionId);
    // Its replies are a missing correction's to the others.
    await reader.agent.get(`/api/writings/${writingId}/corrections/${correctionId}/replies`).expect(404);

    // A hidden text is a missing one to anyone but its author and administrators.
    for (const r of reporters) await report(r, 'writing', writingId).expect(201);
    await page(reader, writingId).expect(404);
    await page(author, writingId).expect(200);
    await page(administrator, writingId).expect(200);
    const fourth = await member(`Quarta ${stamp}`);
    await report(fourth, 'writing', writingId).expect(404);

    await admin.post(`/api/admin/flags/writing/${writingId}/resolve`).send({ action: 'keep' }).expect(200);
    await page(reader, writingId).expect(200);
  });

  it('removing a correction marked helpful: audited, gone with its replies, its text counts it no more, its XP reversed; reporters and author told which', async () => {
    const { stamp, title, author, corrector, writingId, correctionId, replyId } = await correctedText();
    await author.agent.put(`/api/writings/${writingId}/corrections/${correctionId}/helpful`).expect(200);
    const xp = async () =>
      Number((await sql<{ n: number }>(orm, 'select coalesce(sum(amount), 0)::int as n from xp_ledger_entry where member_id = ? and reference_id = ?', [corrector.memberId, correctionId]))[0].n);
    expect(await xp()).toBe(10);
    const reporter = await member(`Denunciante ${stamp}`);
    await report(reporter, 'correction', correctionId).expect(201);
    await report(reporter, 'writing_reply', replyId).expect(201);

    await admin.post(`/api/admin/flags/correction/${correctionId}/resolve`).send({ action: 'remove', note: 'Ofensiva' }).expect(200);

    const text = (await page(author, writingId).expect(200)).body;
    expect(text.corrections).toEqual([]);
    expect(await sql(orm, 'select corrections_count, first_correction_at from writing where id = ?', [writingId])).toEqual([{ corrections_count: 0, first_correction_at: null }]);
    expect(await sql(orm, 'select count(*)::int as n from writing_correction_reply where id = ?', [replyId])).toEqual([{ n: 0 }]);
    expect(await xp()).toBe(0);
    const audit = await sql(orm, 'select module, action, member_id, reason from admin_audit_entry where target_id = ? order by action', [correctionId]);
    expect(audit).toEqual([
      { module: 'corrections', action: 'correction_deleted', member_id: corrector.memberId, reason: 'Ofensiva' },
      { module: 'admin', action: 'flags_removed', member_id: corrector.memberId, reason: 'Ofensiva' },
    ]);
    // The reply went with it: its report closes as gone.
    await waitFor(async () => (await closedItem(replyId))?.decision === 'gone', 10_000, () => "the reply's report closed as gone");

    // What the corrector wrote, in the text's order: it is short enough to be named whole.
    const excerpt = `Eu fui ao parque ontem ${stamp}. (ir a) Muito bem!`;
    const told = (await inbox(reporter)).find((n) => n.title === 'Sua denúncia foi analisada');
    expect(told?.message).toBe(
      `Analisamos sua denúncia. A correção «${excerpt}» do texto «${title}» foi removida por um administrador. Obrigado por ajudar a manter a comunidade segura.`,
    );
    const removed = (await inbox(corrector)).find((n) => n.title === 'Conteúdo removido');
    expect(removed?.message).toBe(`Sua correção «${excerpt}» do texto «${title}» foi removida por um administrador após denúncias. Motivo: assédio.`);
  });

  it('removing a reply: its correction counts one reply less; removing a text: its corrections and replies go, and their reports close', async () => {
    const { stamp, title, author, replier, writingId, correctionId, replyId } = await correctedText();
    const second = (await replier.agent.post(`/api/writings/${writingId}/corrections/${correctionId}/replies`).send({ text: 'Mais uma' }).expect(201)).body.id as string;
    const reporter = await member(`Denunciante ${stamp}`);
    await report(reporter, 'writing_reply', replyId).expect(201);
    await admin.post(`/api/admin/flags/writing_reply/${replyId}/resolve`).send({ action: 'remove' }).expect(200);
    expect(await replies(author, writingId, correctionId)).toEqual([second]);
    expect(await sql(orm, 'select reply_count from writing_correction where id = ?', [correctionId])).toEqual([{ reply_count: 1 }]);
    expect(await sql(orm, 'select action from admin_audit_entry where target_id = ? and module = ?', [replyId, 'corrections'])).toEqual([{ action: 'writing_reply_deleted' }]);

    await report(reporter, 'correction', correctionId).expect(201);
    await report(reporter, 'writing', writingId).expect(201);
    await admin.post(`/api/admin/flags/writing/${writingId}/resolve`).send({ action: 'remove' }).expect(200);
    await page(author, writingId).expect(404);
    expect(await sql(orm, 'select count(*)::int as n from writing_correction where writing_id = ?', [writingId])).toEqual([{ n: 0 }]);
    await waitFor(async () => (await closedItem(correctionId))?.decision === 'gone', 10_000, () => "the correction's report closed as gone");
    expect(await sql(orm, 'select action, target_label from admin_audit_entry where target_id = ? and module = ?', [writingId, 'corrections'])).toEqual([
      { action: 'writing_deleted', target_label: title },
    ]);
    const removed = (await inbox(author)).find((n) => n.title === 'Conteúdo removido');
    expect(removed?.message).toBe(`Seu texto «${title}» foi removido por um administrador após denúncias. Motivo: assédio.`);
  });

  it('the author deleting their text closes its reports and those of its corrections as gone', async () => {
    const { stamp, author, writingId, correctionId } = await correctedText();
    const reporter = await member(`Denunciante ${stamp}`);
    await report(reporter, 'writing', writingId).expect(201);
    await report(reporter, 'correction', correctionId).expect(201);
    await author.agent.delete(`/api/writings/${writingId}`).expect(200);
    await waitFor(async () => (await closedItem(writingId))?.decision === 'gone' && (await closedItem(correctionId))?.decision === 'gone', 10_000, () => 'both reports closed as gone');
    expect(await openItem(writingId)).toBeUndefined();
  });

  it('a block does not stop a report, as for every other kind: a member who blocked the author still reports the text', async () => {
    const { stamp, author, writingId } = await correctedText();
    const blocker = await member(`Bloqueadora ${stamp}`);
    await blocker.agent.put(`/api/blocks/${author.memberId}`).expect((res) => expect(res.status).toBeLessThan(300));
    await report(blocker, 'writing', writingId).expect(201);
    expect(await openItem(writingId)).toMatchObject({ count: 1 });
  });
});
