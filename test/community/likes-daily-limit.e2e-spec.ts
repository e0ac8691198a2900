import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { TestApp } from '../support/app.js';
import { addComment, createCommunityApp, publishPost, signInModerator, sql } from '../support/community.js';
import { signIn } from '../support/sign-in.js';
import { addDays, saoPauloDay, startOfSaoPauloDay } from '../../src/shared/time/index.js';

const LIMIT = 50;

describe('likes have a daily limit per member', () => {
  let t: TestApp;
  let baseUrl: string;
  let orm: MikroORM;
  let commentIds: string[];

  beforeAll(async () => {
    ({ t, baseUrl, orm } = await createCommunityApp());
    const admin = await signInModerator(baseUrl);
    const author = await signIn(baseUrl, { name: 'Autora' });
    const postId = await publishPost(t, author.agent, admin);
    commentIds = [];
    for (let i = 0; i < LIMIT + 10; i += 1) commentIds.push((await addComment(t, author.agent, postId, `Comentário ${i}`)).id as string);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it(`accepts exactly ${LIMIT} of sixty likes sent at once, refuses the rest with 429, Retry-After and the São Paulo midnight that resets them`, async () => {
    const member = await signIn(baseUrl, { name: 'Curtidora' });
    const answers = await Promise.all(
      commentIds.map((id) => member.agent.post(`/api/community/comments/${id}/like`).send({ liked: true }).then((r) => r)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(commentIds.length - LIMIT);
    expect(await sql(orm, 'select 1 from comment_like where member_id = ? and liked', [member.memberId])).toHaveLength(LIMIT);

    const now = t.clock.now();
    const resetAt = startOfSaoPauloDay(addDays(saoPauloDay(now), 1));
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body).toMatchObject({
      code: 'LIKES_DAILY_LIMIT_REACHED',
      message: 'Você já curtiu 50 vezes hoje. Novas curtidas à meia-noite (horário de Brasília).',
      resetAt: resetAt.toISOString(),
      params: { max: LIMIT, resetAt: resetAt.toISOString() },
    });
    expect(Number(refused.headers['retry-after'])).toBe(Math.ceil((resetAt.getTime() - now.getTime()) / 1000));

    // Taking a like back gives none back.
    const liked = commentIds.filter((_id, i) => answers[i].status === 200);
    await member.agent.post(`/api/community/comments/${liked[0]}/like`).send({ liked: false }).expect(200);
    await member.agent.post(`/api/community/comments/${liked[0]}/like`).send({ liked: true }).expect(429);

    // A new São Paulo day brings them back.
    t.clock.set(new Date(resetAt.getTime() + 1_000));
    await member.agent.post(`/api/community/comments/${liked[0]}/like`).send({ liked: true }).expect(200);
  }, 60_000);
});
