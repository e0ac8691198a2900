import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { baseUrlOf, createTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/community.js';
import { signIn, type Agent } from '../support/sign-in.js';

type Member = Awaited<ReturnType<typeof signIn>>;

/**
 * What the dashboard and the profile say of corrections (issue 47, ADR 0138). The database is
 * the run's shared one: every count is compared before and after this file's own rows.
 */
describe('corrections on the dashboard and the profile', () => {
  let t: TestApp;
  let baseUrl: string;
  let orm: MikroORM;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    baseUrl = baseUrlOf(t.app);
    orm = t.app.get(MikroORM);
  });
  afterAll(async () => {
    await t.close();
  });

  async function member(name: string, userLanguages: { language: string; proficiency: string }[] = []): Promise<Member> {
    const signedIn = await signIn(baseUrl, { name });
    if (userLanguages.length > 0) await signedIn.agent.put('/api/settings').send({ name, userLanguages }).expect(200);
    return signedIn;
  }

  /** A text as the corrections module stores it, `correctionsCount` corrections given. */
  async function writing(authorId: string, language: string, options: { corrections?: number; hidden?: boolean } = {}): Promise<string> {
    const id = randomUUID();
    const corrections = options.corrections ?? 0;
    await sql(
      orm,
      `insert into writing (id, author_id, language, title, text, sentences, corrections_count, first_correction_at, hidden_at, created_at, updated_at)
       values (?, ?, ?, null, 'I goed home.', '["I goed home."]'::jsonb, ?, ?, ?, now() - interval '1 hour', now() - interval '1 hour')`,
      [id, authorId, language, corrections, corrections > 0 ? new Date() : null, options.hidden ? new Date() : null],
    );
    return id;
  }

  async function correction(writingId: string, correctorId: string, options: { helpful?: boolean; hidden?: boolean } = {}): Promise<void> {
    await sql(
      orm,
      `insert into writing_correction (id, writing_id, corrector_id, sentences, comment, helpful, helpful_at, reply_count, hidden_at, created_at, updated_at)
       values (?, ?, ?, '[{"index":0,"verdict":"corrected","corrected":"I went home."}]'::jsonb, null, ?, ?, 0, ?, now(), now())`,
      [randomUUID(), writingId, correctorId, options.helpful ?? false, options.helpful ? new Date() : null, options.hidden ? new Date() : null],
    );
  }

  const corrections = async (agent: Agent) => (await agent.get('/api/dashboard').expect(200)).body.corrections as {
    waiting: { language: string; count: number }[];
    mineWaiting: number;
  };
  const waitingIn = (figures: { waiting: { language: string; count: number }[] }, language: string) =>
    figures.waiting.find((entry) => entry.language === language)?.count ?? 0;

  it('counts the texts waiting in the languages a member corrects, never their own, across a block or already corrected', async () => {
    const reader = await member('Leitora Nativa', [
      { language: 'en', proficiency: 'Nativo' },
      { language: 'pt', proficiency: 'Intermediário' },
    ]);
    const author = await member('Autor Aprendiz');
    const blocked = await member('Autor Bloqueado');
    const blocker = await member('Autora Que Bloqueia');
    await reader.agent.put(`/api/blocks/${blocked.memberId}`).expect(200);
    await blocker.agent.put(`/api/blocks/${reader.memberId}`).expect(200);

    const before = await corrections(reader.agent);
    expect(before.waiting.every((entry) => entry.language === 'en')).toBe(true);
    expect(before.mineWaiting).toBe(0);

    await writing(author.memberId, 'en');
    // Not counted: a text in a language the reader only learns, one already corrected, a hidden one,
    // and texts of members a block stands between, either way.
    await writing(author.memberId, 'pt');
    await writing(author.memberId, 'en', { corrections: 1 });
    await writing(author.memberId, 'en', { hidden: true });
    await writing(blocked.memberId, 'en');
    await writing(blocker.memberId, 'en');
    // The reader's own: in their own list, not in their queue.
    await writing(reader.memberId, 'pt');
    await writing(reader.memberId, 'pt', { corrections: 1 });

    const after = await corrections(reader.agent);
    expect(waitingIn(after, 'en')).toBe(waitingIn(before, 'en') + 1);
    expect(waitingIn(after, 'pt')).toBe(0);
    expect(after.mineWaiting).toBe(1);

    // A member who corrects nothing is told of their own texts only.
    const learner = await corrections(author.agent);
    expect(learner.waiting).toEqual([]);
    expect(learner.mineWaiting).toBe(2);
  });

  it('follows a member who declares a language Fluente later: the count appears with the declaration', async () => {
    const reader = await member('Leitor Fluente', [{ language: 'pt', proficiency: 'Avançado' }]);
    const author = await member('Autora Inglesa');
    await writing(author.memberId, 'pt');
    const before = await corrections(reader.agent);
    expect(waitingIn(before, 'pt')).toBe(0);
    await reader.agent.put('/api/settings').send({ name: 'Leitor Fluente', userLanguages: [{ language: 'pt', proficiency: 'Fluente' }] }).expect(200);
    expect(waitingIn(await corrections(reader.agent), 'pt')).toBeGreaterThanOrEqual(1);
  });

  it('shows the corrections a member gave and those marked helpful on their profile, hidden ones aside', async () => {
    const corrector = await member('Corretora Pública', [{ language: 'en', proficiency: 'Nativo' }]);
    const author = await member('Autor Agradecido');
    const reader = await member('Visitante');
    const empty = (await reader.agent.get(`/api/profile/public/${corrector.memberId}/stats`).expect(200)).body;
    expect(empty).toMatchObject({ correctionsGiven: 0, correctionsHelpful: 0 });

    await correction(await writing(author.memberId, 'en', { corrections: 1 }), corrector.memberId, { helpful: true });
    await correction(await writing(author.memberId, 'en', { corrections: 1 }), corrector.memberId);
    await correction(await writing(author.memberId, 'en', { corrections: 1 }), corrector.memberId, { helpful: true, hidden: true });
    // Another member's correction of the same author is not the corrector's.
    await correction(await writing(author.memberId, 'en', { corrections: 1 }), reader.memberId, { helpful: true });

    const shown = (await reader.agent.get(`/api/profile/public/${corrector.memberId}/stats`).expect(200)).body;
    expect(shown).toMatchObject({ correctionsGiven: 2, correctionsHelpful: 1 });
    expect((await corrector.agent.get('/api/profile/stats').expect(200)).body).toMatchObject({ correctionsGiven: 2, correctionsHelpful: 1 });
  });
});
