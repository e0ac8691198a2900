import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { baseUrlOf, createTestApp, type TestApp } from '../support/app.js';
import { signIn, uniqueEmail, type Agent } from '../support/sign-in.js';
import { MODERATOR, addComment, findInFeed, publishPost, signInModerator } from '../support/community.js';
import { ownDatabase } from '../support/database.js';
import { publishCourse } from '../support/courses.js';

type Member = Awaited<ReturnType<typeof signIn>>;

/**
 * The count of comments on a post is the number of comments its reader is shown (ADR 0129): not a
 * comment hidden by its reports (but to its author and administrators), not one by a member the
 * reader blocks — on the feed, the post's page and the dashboard alike.
 */
describe('comment counts a member reads', () => {
  let t: TestApp;
  let baseUrl: string;
  let moderator: Agent;
  const administratorEmail = uniqueEmail('administradora');
  // The dashboard lists the latest posts: a database of its own, so no other suite's come first.
  let db: Awaited<ReturnType<typeof ownDatabase>>;

  beforeAll(async () => {
    db = await ownDatabase('comment_counts', { migrated: true });
    t = await createTestApp({
      listen: true,
      databaseUrl: db.url,
      env: { ADMIN_EMAIL: MODERATOR.email, ADMIN_PASSWORD: MODERATOR.password, ADMIN_EMAILS: administratorEmail },
    });
    baseUrl = baseUrlOf(t.app);
    moderator = await signInModerator(baseUrl);
  });
  afterAll(async () => {
    await t?.close();
    await db?.drop();
  });

  /** What each place that shows the post says of its comments, and the thread itself. */
  async function seenBy(reader: Member, postId: string) {
    const [feed, page, dashboard, thread] = await Promise.all([
      findInFeed(reader.agent, postId),
      reader.agent.get(`/api/community/posts/${postId}`).expect(200),
      reader.agent.get('/api/dashboard').expect(200),
      reader.agent.get(`/api/community/posts/${postId}/comments`).expect(200),
    ]);
    const onDashboard = (dashboard.body.recentPosts as { id: string; comments_count: number }[]).find((p) => p.id === postId);
    return {
      feed: feed?.comments_count,
      page: page.body.post.comments_count,
      dashboard: onDashboard?.comments_count,
      thread: (thread.body.comments as { content: string }[]).map((c) => c.content),
    };
  }

  it('one visible, one hidden and one from a blocked member: 1 to the blocker, and the hidden one to its author and administrators', async () => {
    const [author, visible, hiddenAuthor, blocked, reader, ...reporters] = await Promise.all(
      ['Ana Autora', 'Vera Visível', 'Otto Oculto', 'Bento Bloqueado', 'Rita Leitora', 'D1', 'D2', 'D3'].map((name) => signIn(baseUrl, { name })),
    );
    const administrator = await signIn(baseUrl, { email: administratorEmail, name: 'Alice Administradora' });
    const postId = await publishPost(t, author.agent, moderator, { title: 'Como treinar a pronúncia?', content: 'Dicas, por favor.', languages: ['en'] });
    await addComment(t, visible.agent, postId, 'Visível');
    const hidden = await addComment(t, hiddenAuthor.agent, postId, 'Oculto');
    await addComment(t, blocked.agent, postId, 'Bloqueado');
    for (const reporter of reporters) {
      await reporter.agent.post('/api/flags').send({ targetType: 'post_comment', targetId: hidden.id, reason: 'spam' }).expect(201);
    }
    await reader.agent.put(`/api/blocks/${blocked.memberId}`).expect(200);

    expect(await seenBy(reader, postId)).toEqual({ feed: 1, page: 1, dashboard: 1, thread: ['Visível'] });
    expect(await seenBy(hiddenAuthor, postId)).toEqual({ feed: 3, page: 3, dashboard: 3, thread: ['Visível', 'Oculto', 'Bloqueado'] });
    expect(await seenBy(administrator, postId)).toEqual({ feed: 3, page: 3, dashboard: 3, thread: ['Visível', 'Oculto', 'Bloqueado'] });
    // The blocked member is not told of the block: they read what everyone else reads.
    expect(await seenBy(blocked, postId)).toEqual({ feed: 2, page: 2, dashboard: 2, thread: ['Visível', 'Bloqueado'] });

    // Kept by an administrator, the hidden comment counts again for everyone who is shown it.
    await moderator.post(`/api/admin/flags/post_comment/${hidden.id}/resolve`).send({ action: 'keep' }).expect(200);
    expect(await seenBy(reader, postId)).toEqual({ feed: 2, page: 2, dashboard: 2, thread: ['Visível', 'Oculto'] });
  });

  it('a course’s page counts its comments the same way', async () => {
    const [uploader, visible, hiddenAuthor, blocked, reader, ...reporters] = await Promise.all(
      ['Ugo Uploader', 'Vera Visível', 'Otto Oculto', 'Bento Bloqueado', 'Rita Leitora', 'D1', 'D2', 'D3'].map((name) => signIn(baseUrl, { name })),
    );
    const courseId = await publishCourse(t, uploader.agent, moderator);
    const comment = async (member: Member, content: string) => {
      t.clock.advance(6_000);
      return (await member.agent.post(`/api/courses/${courseId}/comments`).send({ content }).expect(201)).body.comment as { id: string };
    };
    await comment(visible, 'Visível');
    const hidden = await comment(hiddenAuthor, 'Oculto');
    await comment(blocked, 'Bloqueado');
    for (const reporter of reporters) {
      await reporter.agent.post('/api/flags').send({ targetType: 'course_comment', targetId: hidden.id, reason: 'spam' }).expect(201);
    }
    await reader.agent.put(`/api/blocks/${blocked.memberId}`).expect(200);
    const seenBy = async (member: Member) => {
      const [details, thread] = await Promise.all([
        member.agent.get(`/api/courses/${courseId}/details`).expect(200),
        member.agent.get(`/api/courses/${courseId}/comments`).expect(200),
      ]);
      return { count: details.body.course.comments_count, thread: (thread.body.comments as { content: string }[]).map((c) => c.content) };
    };
    expect(await seenBy(reader)).toEqual({ count: 1, thread: ['Visível'] });
    expect(await seenBy(hiddenAuthor)).toEqual({ count: 3, thread: ['Visível', 'Oculto', 'Bloqueado'] });
  });
});
