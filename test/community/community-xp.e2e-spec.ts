import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestApp } from '../support/app.js';
import { addComment, createCommunityApp, publishPost, signInModerator, submitPost } from '../support/community.js';
import { signIn, type Agent } from '../support/sign-in.js';

/**
 * Community actions as members feel them through gamification and identity:
 * XP awarded once, reversed on deletion, and the author notified.
 */
describe('community actions and their consequences', () => {
  let t: TestApp;
  let baseUrl: string;
  let admin: Agent;

  beforeAll(async () => {
    ({ t, baseUrl } = await createCommunityApp());
    admin = await signInModerator(baseUrl);
  });
  afterAll(async () => {
    await t.close();
  });

  const xpOf = async (member: Agent) => (await member.get('/api/dashboard').expect(200)).body.user.xp_total as number;
  const historyOf = async (member: Agent) =>
    (await member.get('/api/xp/history').query({ limit: 50 }).expect(200)).body.entries as { action_type: string; amount: number }[];
  const notificationsOf = async (member: Agent) =>
    (await member.get('/api/notifications').query({ lang: 'pt' }).expect(200)).body.notifications as {
      title: string;
      message: string;
      notification_type: string;
    }[];

  it('gives the author +20 once when a post is approved, with a notification; the dashboard lists the latest posts', async () => {
    const author = await signIn(baseUrl, { name: 'Autora Aprovada' });
    const before = await xpOf(author.agent);
    const post = await submitPost(t, author.agent);
    expect(await xpOf(author.agent)).toBe(before);

    const approvals = await Promise.all([
      admin.post(`/api/admin/posts/${post.id}/approve`),
      admin.post(`/api/admin/posts/${post.id}/approve`),
    ]);
    expect(approvals.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await xpOf(author.agent)).toBe(before + 20);
    expect((await historyOf(author.agent)).filter((e) => e.action_type === 'post_approved')).toEqual([
      expect.objectContaining({ amount: 20 }),
    ]);
    const notes = await notificationsOf(author.agent);
    expect(notes.some((n) => n.notification_type === 'community' && /aprovad/i.test(`${n.title} ${n.message}`))).toBe(true);

    // Other test files publish in the same database, so which posts are the latest is theirs to
    // decide too: the dashboard lists at most 5 published posts, newest first, with their authors.
    const dashboard = await author.agent.get('/api/dashboard').expect(200);
    const recent = dashboard.body.recentPosts as { id: string; created_at: string; author_name: string }[];
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.length).toBeLessThanOrEqual(5);
    const times = recent.map((p) => Date.parse(p.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const listed of recent) {
      expect(listed.author_name).toEqual(expect.any(String));
      // Published: any member may read its comments.
      await author.agent.get(`/api/community/posts/${listed.id}/comments`).expect(200);
    }
  });

  it('gives nothing for a rejected post', async () => {
    const author = await signIn(baseUrl);
    const before = await xpOf(author.agent);
    const post = await submitPost(t, author.agent);
    await admin.post(`/api/admin/posts/${post.id}/reject`).send({ reason: 'Fora do tema' }).expect(200);
    expect(await xpOf(author.agent)).toBe(before);
    expect((await notificationsOf(author.agent)).length).toBeGreaterThan(0);
  });

  it('awards like XP once per liker and post, never for liking your own post', async () => {
    const author = await signIn(baseUrl);
    const fan = await signIn(baseUrl);
    const postId = await publishPost(t, author.agent, admin);
    const [authorBefore, fanBefore] = [await xpOf(author.agent), await xpOf(fan.agent)];

    for (const liked of [true, false, true, false, true]) {
      await fan.agent.post(`/api/community/posts/${postId}/like`).send({ liked }).expect(200);
    }
    expect(await xpOf(fan.agent)).toBe(fanBefore + 2);
    expect(await xpOf(author.agent)).toBe(authorBefore + 2);

    await author.agent.post(`/api/community/posts/${postId}/like`).send({ liked: true }).expect(200);
    expect(await xpOf(author.agent)).toBe(authorBefore + 2);
  });

  it('gives +10 per comment and +50 once for the quality badge, under parallel grants', async () => {
    const author = await signIn(baseUrl);
    const reader = await signIn(baseUrl);
    const postId = await publishPost(t, author.agent, admin);
    const readerBefore = await xpOf(reader.agent);
    await addComment(t, reader.agent, postId);
    expect(await xpOf(reader.agent)).toBe(readerBefore + 10);

    const authorBefore = await xpOf(author.agent);
    const grants = await Promise.all([
      admin.post(`/api/admin/posts/${postId}/quality-badge`),
      admin.post(`/api/admin/posts/${postId}/quality-badge`),
    ]);
    expect(grants.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await xpOf(author.agent)).toBe(authorBefore + 50);
  });

  it('takes back what a deleted post earned, so posting and deleting earns nothing', async () => {
    const author = await signIn(baseUrl);
    const fan = await signIn(baseUrl);
    const [authorStart, fanStart] = [await xpOf(author.agent), await xpOf(fan.agent)];
    const postId = await publishPost(t, author.agent, admin);
    await fan.agent.post(`/api/community/posts/${postId}/like`).send({ liked: true }).expect(200);
    await admin.post(`/api/admin/posts/${postId}/quality-badge`).expect(200);
    expect(await xpOf(author.agent)).toBe(authorStart + 20 + 2 + 50);

    await admin.delete(`/api/admin/posts/${postId}`).expect(200);
    expect(await xpOf(author.agent)).toBe(authorStart);
    expect(await xpOf(fan.agent)).toBe(fanStart);
    const reversals = (await historyOf(author.agent)).filter((e) => e.action_type.endsWith('_reversal'));
    expect(reversals.map((e) => e.amount).sort((a, b) => a - b)).toEqual([-50, -20, -2]);
  });
});
