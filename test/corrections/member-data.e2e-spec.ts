import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { strFromU8, unzipSync } from 'fflate';
import { AccountErasure } from '../../src/modules/admin/index.js';
import type { TestApp } from '../support/app.js';
import { createCommunityApp, sql } from '../support/community.js';
import { waitFor } from '../support/process.js';
import { signIn, type Agent } from '../support/sign-in.js';

type Level = 'Iniciante' | 'Intermediário' | 'Avançado' | 'Fluente' | 'Nativo';
type Member = { agent: Agent; memberId: string; name: string };
type Rows = Record<string, Record<string, unknown>[]>;

/** The download as bytes. */
const bytes = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/**
 * Corrections' share of a member's data (ADR 0106, ADR 0108, ADR 0133): the copy holds their
 * texts, the corrections they gave and received, their replies and the helpful marks both ways,
 * named on its page; leaving for good keeps them under "Membro removido" or erases them, by the
 * member's choice, with every other member's counts right.
 */
describe("corrections in a member's copy and erasure", () => {
  let t: TestApp;
  let baseUrl: string;
  let orm: MikroORM;
  let erasure: AccountErasure;

  beforeAll(async () => {
    ({ t, baseUrl, orm } = await createCommunityApp({ ACCOUNT_DELETION_GRACE_HOURS: '0' }));
    erasure = t.app.get(AccountErasure);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  let serial = 0;
  async function member(name: string, languages: Partial<Record<'pt' | 'en', Level>>): Promise<Member> {
    const unique = `${name} ${(serial += 1)}${Date.now().toString(36)}`;
    const m = await signIn(baseUrl, { name: unique });
    const userLanguages = Object.entries(languages).map(([language, proficiency]) => ({ language, proficiency }));
    await m.agent.post('/api/profile/setup').send({ name: unique, userLanguages }).expect(200);
    return { ...m, name: unique };
  }
  async function write(author: Member, title: string, language: 'pt' | 'en' = 'pt'): Promise<string> {
    t.clock.advance(1_000);
    const text = language === 'pt' ? 'Eu fui no parque ontem. Foi muito legal!' : 'I goed to the park yesterday. It was fun!';
    return (await author.agent.post('/api/writings').send({ language, title, text }).expect(201)).body.id as string;
  }
  async function correct(corrector: Member, writingId: string, comment: string): Promise<string> {
    t.clock.advance(1_000);
    const body = { sentences: [{ index: 0, verdict: 'corrected', corrected: 'Eu fui ao parque ontem.' }, { index: 1, verdict: 'correct' }], comment };
    return (await corrector.agent.put(`/api/writings/${writingId}/correction`).send(body).expect(201)).body.id as string;
  }
  async function reply(m: Member, writingId: string, correctionId: string, text: string): Promise<string> {
    t.clock.advance(1_000);
    return (await m.agent.post(`/api/writings/${writingId}/corrections/${correctionId}/replies`).send({ text }).expect(201)).body.id as string;
  }
  async function copyOf(m: Member): Promise<{ json: { corrections: Rows }; html: string }> {
    await m.agent.post('/api/me/export').expect(202);
    await waitFor(async () => (await m.agent.get('/api/me/export').expect(200)).body.status === 'ready', 60_000, () => 'the copy to be ready');
    const { url } = (await m.agent.get('/api/me/export').expect(200)).body as { url: string };
    const files = unzipSync(new Uint8Array((await m.agent.get(url).buffer(true).parse(bytes).expect(200)).body as Buffer));
    return { json: JSON.parse(strFromU8(files['poliglota-meus-dados.json'])), html: strFromU8(files['poliglota-meus-dados.html']) };
  }
  const leave = async (m: Member, keepContent: boolean) => {
    await m.agent.delete('/api/me').send({ confirm: m.name, keepContent }).expect(202);
    expect(await erasure.run()).toMatchObject({ unfinished: 0 });
  };
  const counts = (writingId: string) => sql(orm, 'select corrections_count from writing where id = ?', [writingId]);

  it("holds the member's texts, the corrections they gave and received, their replies and the helpful marks given and received, named on its page", async () => {
    const writer = await member('Wanda Escritora', { en: 'Nativo', pt: 'Intermediário' });
    const corrector = await member('Caio Corretor', { pt: 'Nativo', en: 'Iniciante' });
    const title = 'Meu domingo no parque';
    const writingId = await write(writer, title);
    const correctionId = await correct(corrector, writingId, 'Muito bem!');
    await writer.agent.put(`/api/writings/${writingId}/corrections/${correctionId}/helpful`).expect(200);
    const writersReply = await reply(writer, writingId, correctionId, 'Obrigada, não sabia!');
    const correctorsReply = await reply(corrector, writingId, correctionId, 'De nada.');
    // The corrector writes too, and the writer corrects it: the writer's correction given.
    const theirs = await write(corrector, 'My first text', 'en');
    const given = await correct(writer, theirs, 'Nice!');

    const { json, html } = await copyOf(writer);
    const c = json.corrections;
    expect(c.writings.map((w) => [w.id, w.title])).toEqual([[writingId, title]]);
    expect(c.correctionsReceived).toEqual([expect.objectContaining({ id: correctionId, writing_id: writingId, corrector_id: corrector.memberId, comment: 'Muito bem!', helpful: true })]);
    expect(c.correctionsGiven).toEqual([expect.objectContaining({ id: given, writing_id: theirs, comment: 'Nice!', helpful: false })]);
    expect(c.replies.map((r) => [r.id, r.text])).toEqual([[writersReply, 'Obrigada, não sabia!']]);
    expect(c.helpfulMarksGiven).toEqual([{ correction_id: correctionId, writing_id: writingId, corrector_id: corrector.memberId, helpful_at: expect.any(String) }]);
    expect(c.helpfulMarksReceived).toEqual([]);
    expect(JSON.stringify(c)).not.toContain(correctorsReply);
    // The page's section names the texts, the correction and the corrector, never their ids.
    const section = /<section id="corrections".*?<\/section>/s.exec(html)![0];
    expect(section).toContain('<caption>Correções dos seus textos</caption>');
    expect(section).toContain('<caption>Correções que você marcou como úteis</caption>');
    expect(section).toContain(`<th scope="row">Sobre o texto</th><td>${title}</td>`);
    expect(section).toContain(`<th scope="row">Correção do texto</th><td>${title}</td>`);
    expect(section).toContain(`<th scope="row">Quem corrigiu</th><td>${corrector.name}</td>`);
    expect(section).toContain('<td>My first text</td>');
    for (const id of [writingId, correctionId, corrector.memberId, theirs]) expect(section).not.toContain(id);

    const correctorsCopy = (await copyOf(corrector)).json.corrections;
    expect(correctorsCopy.helpfulMarksReceived).toEqual([{ correction_id: correctionId, writing_id: writingId, helpful_at: expect.any(String) }]);
    expect(correctorsCopy.correctionsGiven.map((r) => r.id)).toEqual([correctionId]);
    expect(correctorsCopy.replies.map((r) => r.id)).toEqual([correctorsReply]);
  });

  it('leaving and keeping what they wrote: their text, correction and reply stay under "Membro removido", every count as it was', async () => {
    const writer = await member('Lia Fica', { en: 'Nativo', pt: 'Intermediário' });
    const corrector = await member('Rui Sai', { pt: 'Nativo' });
    const reader = await member('Ivo Lê', { pt: 'Nativo' });
    const writingId = await write(writer, 'Texto que fica');
    const correctionId = await correct(corrector, writingId, 'Ficou ótimo');
    await reply(corrector, writingId, correctionId, 'Qualquer dúvida, pergunte.');
    const ownText = await write(corrector, 'Texto do Rui', 'en');

    await leave(corrector, true);

    const page = (await reader.agent.get(`/api/writings/${writingId}`).expect(200)).body;
    expect(page.corrections).toEqual([expect.objectContaining({ id: correctionId, corrector: expect.objectContaining({ name: 'Membro removido' }), replyCount: 1 })]);
    expect(JSON.stringify(page)).not.toContain(corrector.memberId);
    const replies = (await reader.agent.get(`/api/writings/${writingId}/corrections/${correctionId}/replies`).expect(200)).body.items;
    expect(replies).toEqual([expect.objectContaining({ text: 'Qualquer dúvida, pergunte.', author: expect.objectContaining({ name: 'Membro removido' }) })]);
    expect(await counts(writingId)).toEqual([{ corrections_count: 1 }]);
    const kept = (await writer.agent.get(`/api/writings/${ownText}`).expect(200)).body;
    expect(kept.author).toMatchObject({ name: 'Membro removido' });
    for (const [table, column] of [['writing', 'author_id'], ['writing_correction', 'corrector_id'], ['writing_correction_reply', 'author_id']]) {
      expect(await sql(orm, `select 1 from ${table} where ${column} = ?`, [corrector.memberId])).toEqual([]);
    }
  });

  it('leaving and erasing: their corrections and replies go with the counts lowered, their texts take the corrections others gave', async () => {
    const writer = await member('Bia Apaga', { en: 'Nativo', pt: 'Intermediário' });
    const leaving = await member('Teo Apaga', { pt: 'Nativo' });
    const staying = await member('Gil Fica', { pt: 'Nativo' });
    const writingId = await write(writer, 'Texto corrigido por dois');
    const leavingCorrection = await correct(leaving, writingId, 'Do Teo');
    const stayingCorrection = await correct(staying, writingId, 'Do Gil');
    await reply(leaving, writingId, stayingCorrection, 'Concordo com o Gil.');
    await reply(writer, writingId, stayingCorrection, 'Obrigada aos dois.');
    // A text of the leaving member, corrected by someone who stays.
    const leavingText = await write(leaving, 'Texto do Teo', 'en');
    const onLeavingText = await correct(writer, leavingText, 'Da Bia');

    await leave(leaving, false);

    const page = (await writer.agent.get(`/api/writings/${writingId}`).expect(200)).body;
    expect(page.corrections.map((c: { id: string }) => c.id)).toEqual([stayingCorrection]);
    expect(page.corrections[0].replyCount).toBe(1);
    expect(await counts(writingId)).toEqual([{ corrections_count: 1 }]);
    expect(await sql(orm, 'select count(*)::int as n from writing_correction where id in (?, ?)', [leavingCorrection, onLeavingText])).toEqual([{ n: 0 }]);
    await writer.agent.get(`/api/writings/${leavingText}`).expect(404);
    // Leaving twice erases nothing more (the part is idempotent).
    expect(await erasure.run()).toMatchObject({ unfinished: 0 });
    expect(await counts(writingId)).toEqual([{ corrections_count: 1 }]);
  });
});
