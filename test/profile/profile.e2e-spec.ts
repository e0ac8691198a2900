import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { baseUrlOf, createTestApp, type TestApp } from '../support/app.js';
import { MODERATOR, addComment, publishPost, signInModerator, submitPost } from '../support/community.js';
import { signIn, type Agent } from '../support/sign-in.js';

describe('own and public profiles', () => {
  let t: TestApp;
  let baseUrl: string;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp({ listen: true, env: { ADMIN_EMAIL: MODERATOR.email, ADMIN_PASSWORD: MODERATOR.password } });
    baseUrl = baseUrlOf(t.app);
    admin = await signInModerator(baseUrl);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses guests', async () => {
    await request(baseUrl).get('/api/profile/stats').expect(401);
    await request(baseUrl).get(`/api/profile/public/${randomUUID()}`).expect(401);
  });

  it('answers 404 for no such member, whatever the id looks like', async () => {
    const { agent } = await signIn(baseUrl);
    for (const id of [randomUUID(), 'not-a-uuid', "1' or '1'='1"]) {
      const res = await agent.get(`/api/profile/public/${encodeURIComponent(id)}`).expect(404);
      expect(res.body).toMatchObject({ message: 'Usuário não encontrado', code: 'PROFILE.NOT_FOUND' });
      await agent.get(`/api/profile/public/${encodeURIComponent(id)}/stats`).expect(404);
    }
  });

  it('shows a public profile to others, and a private one only to its owner (403 to others)', async () => {
    const owner = await signIn(baseUrl, { name: 'Rita Prado' });
    const other = await signIn(baseUrl, { name: 'Outro' });
    await owner.agent
      .put('/api/settings')
      .send({ name: 'Rita Prado', biography: 'Estudo coreano.', userLanguages: [{ language: 'ko', proficiency: 'Iniciante' }] })
      .expect(200);

    const seen = await other.agent.get(`/api/profile/public/${owner.memberId}`).expect(200);
    expect(seen.body).toMatchObject({
      id: owner.memberId,
      name: 'Rita Prado',
      biography: 'Estudo coreano.',
      userLanguages: [{ language: 'ko', proficiency: 'Iniciante' }],
      level: 1,
      currentRank: { level: 1 },
      is_profile_public: true,
      is_own: false,
    });
    expect(seen.body).not.toHaveProperty('email');
    await other.agent.get(`/api/profile/public/${owner.memberId}/stats`).expect(200);

    await owner.agent.put('/api/settings').send({ name: 'Rita Prado', isProfilePublic: false }).expect(200);
    const refused = await other.agent.get(`/api/profile/public/${owner.memberId}`).expect(403);
    expect(refused.body.code).toBe('PROFILE.PRIVATE');
    await other.agent.get(`/api/profile/public/${owner.memberId}/stats`).expect(403);

    const own = await owner.agent.get(`/api/profile/public/${owner.memberId}`).expect(200);
    expect(own.body).toMatchObject({ is_own: true, is_profile_public: false });
    await owner.agent.get(`/api/profile/public/${owner.memberId}/stats`).expect(200);
    await owner.agent.get('/api/profile/stats').expect(200);
  });

  it('counts what the member did: published posts, likes received, badges, ranking position', async () => {
    const author = await signIn(baseUrl, { name: 'Autora' });
    const fans = await Promise.all([signIn(baseUrl, { name: 'Fã 1' }), signIn(baseUrl, { name: 'Fã 2' })]);

    const posts = [];
    for (let i = 0; i < 3; i += 1) posts.push(await publishPost(t, author.agent, admin));
    await submitPost(t, author.agent); // waiting for review: not counted
    // Likes: post 0 by both fans, post 1 by one fan; one like given then taken back.
    await fans[0].agent.post(`/api/community/posts/${posts[0]}/like`).expect(200);
    await fans[1].agent.post(`/api/community/posts/${posts[0]}/like`).expect(200);
    await fans[0].agent.post(`/api/community/posts/${posts[1]}/like`).expect(200);
    await fans[1].agent.post(`/api/community/posts/${posts[2]}/like`).send({ liked: true }).expect(200);
    t.clock.advance(61_000);
    const undone = await fans[1].agent.post(`/api/community/posts/${posts[2]}/like`).send({ liked: false }).expect(200);
    expect(undone.body.is_liked).toBe(false);
    // The author's comment on a fan's post, liked by that fan.
    const fanPost = await publishPost(t, fans[0].agent, admin);
    const comment = await addComment(t, author.agent, fanPost);
    await fans[0].agent.post(`/api/community/comments/${comment.id}/like`).expect(200);

    const expected = { totalPosts: 3, totalLikes: 3 + 1 };
    const own = (await author.agent.get('/api/profile/stats').expect(200)).body;
    const ranking = (await author.agent.get('/api/ranking').expect(200)).body;
    const badges = (await author.agent.get('/api/badges').expect(200)).body;
    expect(own).toEqual({
      ...expected,
      rankingPosition: ranking.currentUser.rank,
      coursesCompleted: 0,
      completedCourses: [],
      coursesInProgress: [],
      totalBadges: badges.userBadges.length,
      correctionsGiven: 0,
      correctionsHelpful: 0,
    });
    expect(own.totalBadges).toBeGreaterThan(0); // the first post earns a badge
    const seenByFan = (await fans[0].agent.get(`/api/profile/public/${author.memberId}/stats`).expect(200)).body;
    expect(seenByFan).toEqual(own);
    // Two round trips: may the reader see the profile, then the three modules' figures in one statement (ADR 0080).
    const again = await fans[0].agent.get(`/api/profile/public/${author.memberId}/stats`).expect(200);
    expect(again.body).toEqual(own);
    expect(again.headers['server-timing']).toBe('db;desc="2 round trips"');

    const profile = (await fans[0].agent.get(`/api/profile/public/${author.memberId}`).expect(200)).body;
    expect(profile.xp_total).toBe(ranking.currentUser.xp_total);
    expect(profile.badges).toHaveLength(Math.min(10, badges.userBadges.length));
  });
});
