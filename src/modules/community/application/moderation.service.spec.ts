import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { EventPublisher } from '../../../shared/events/index.js';
import { FixedClock } from '../../../shared/time/index.js';
import type { IdentityApi } from '../../identity/index.js';
import type { NotificationsApi } from '../../notifications/index.js';
import { unitTransaction } from '../../../../test/support/unit-transaction.js';
import type { CommunityQueries } from '../adapters/persistence/community.queries.js';
import type { AuthorDirectory } from './author-directory.service.js';
import { ModerationService } from './moderation.service.js';
import { InMemoryCommunity } from './ports/community.fake.js';

const admin = 'admin@example.com';
const author = randomUUID();

function setUp() {
  const community = new InMemoryCommunity();
  const notified: { memberId: string; messageKey: string; params: unknown; email?: string }[] = [];
  const published: { type: string; payload: Record<string, unknown> }[] = [];
  // The notifications the use case sends, recorded.
  const identity = {
    notify: async (_em: unknown, memberId: string, input: { messageKey: string; params: unknown; email?: string }) => {
      notified.push({ memberId, messageKey: input.messageKey, params: input.params, email: input.email });
      return 'notification';
    },
  } as unknown as IdentityApi;
  const events = {
    publish: (_em: unknown, type: string, payload: Record<string, unknown>) => published.push({ type, payload }),
  } as unknown as EventPublisher;
  // The list reads are not decisions: they go to the read queries, untouched here.
  const service = new ModerationService(
    unitTransaction(),
    events,
    new FixedClock(new Date('2026-03-11T15:00:00Z')),
    {} as CommunityQueries,
    {} as AuthorDirectory,
    {} as IdentityApi,
    identity as unknown as NotificationsApi,
    community,
  );
  return { community, notified, published, service };
}

describe('ModerationService', () => {
  it('approves a pending post once: the second click is a conflict and publishes nothing more', async () => {
    const { community, notified, published, service } = setUp();
    const post = community.addPost({ id: randomUUID(), authorId: author, status: 'pending', title: 'Olá' });

    await service.approvePost(admin, post.id);
    await expect(service.approvePost(admin, post.id)).rejects.toMatchObject({ code: 'COMMUNITY.POST_NOT_PENDING' });

    expect(community.posts.get(post.id)).toMatchObject({ status: 'approved', approvedBy: admin });
    expect(published.filter((e) => e.type === 'community.post_approved')).toEqual([
      { type: 'community.post_approved', payload: { postId: post.id, authorId: author, approvedBy: admin } },
    ]);
    expect(notified).toEqual([{ memberId: author, messageKey: 'community.post_approved.message', params: { title: 'Olá' }, email: 'at_once' }]);
    expect(community.moderationActions.map((a) => a.action)).toEqual(['post_approved']);
  });

  it('tells a missing post from one already decided, and a malformed id is not found', async () => {
    const { service } = setUp();
    await expect(service.approvePost(admin, randomUUID())).rejects.toMatchObject({ code: 'COMMUNITY.POST_NOT_FOUND' });
    await expect(service.approvePost(admin, 'not-a-uuid')).rejects.toMatchObject({ code: 'COMMUNITY.POST_NOT_FOUND' });
  });

  it('rejects only a pending post, removes it and tells the author the reason', async () => {
    const { community, notified, service } = setUp();
    const pending = community.addPost({ id: randomUUID(), authorId: author, status: 'pending', title: 'Rascunho' });
    const published = community.addPost({ id: randomUUID(), authorId: author, status: 'approved' });

    await service.rejectPost(admin, pending.id, 'Fora do tema');
    await expect(service.rejectPost(admin, published.id)).rejects.toMatchObject({
      code: 'COMMUNITY.POST_NOT_PENDING',
      params: { reason: 'reject' },
    });

    expect(community.posts.has(pending.id)).toBe(false);
    expect(community.posts.has(published.id)).toBe(true);
    expect(notified).toEqual([
      expect.objectContaining({ messageKey: 'community.post_rejected_with_reason.message', params: { title: 'Rascunho', reason: 'Fora do tema' } }),
    ]);
  });

  it('deletes only a published post: a pending one is to be rejected', async () => {
    const { community, published, service } = setUp();
    const pending = community.addPost({ id: randomUUID(), authorId: author, status: 'pending' });
    const post = community.addPost({ id: randomUUID(), authorId: author, status: 'approved', likesCount: 3 });
    community.addComment({ id: randomUUID(), postId: post.id, authorId: randomUUID(), likesCount: 0 });

    await expect(service.deletePost(admin, pending.id)).rejects.toMatchObject({ code: 'COMMUNITY.POST_NOT_APPROVED', params: { reason: 'delete' } });
    await service.deletePost(admin, post.id, 'Spam');

    expect(community.posts.has(pending.id)).toBe(true);
    expect(community.posts.has(post.id)).toBe(false);
    expect(community.comments.size).toBe(0);
    expect(community.moderationActions).toEqual([
      expect.objectContaining({ action: 'post_deleted', targetId: post.id, reason: 'Spam', details: { title: 'A post', likesCount: 3, commentsCount: 1 } }),
    ]);
    expect(published.map((e) => e.type)).toEqual(['community.moderation_action_recorded', 'community.post_deleted']);
  });

  it('gives the quality badge once, and only to a published post', async () => {
    const { community, published, service } = setUp();
    const post = community.addPost({ id: randomUUID(), authorId: author, status: 'approved' });
    const pending = community.addPost({ id: randomUUID(), authorId: author, status: 'pending' });

    await service.markQuality(admin, post.id);
    await expect(service.markQuality(admin, post.id)).rejects.toMatchObject({ code: 'COMMUNITY.QUALITY_BADGE_ALREADY_GIVEN' });
    await expect(service.markQuality(admin, pending.id)).rejects.toMatchObject({ code: 'COMMUNITY.POST_NOT_APPROVED', params: { reason: 'quality' } });
    await expect(service.markQuality(admin, randomUUID())).rejects.toMatchObject({ code: 'COMMUNITY.POST_NOT_FOUND' });

    expect(published.filter((e) => e.type === 'community.post_quality_marked')).toHaveLength(1);
  });

  it('deletes a comment once, uncounting it on its post', async () => {
    const { community, published, service } = setUp();
    const post = community.addPost({ id: randomUUID(), authorId: author });
    const commenter = randomUUID();
    const comment = { id: randomUUID(), postId: post.id, authorId: commenter, likesCount: 2 };
    community.addComment(comment);

    await service.deleteComment(admin, comment.id);
    await expect(service.deleteComment(admin, comment.id)).rejects.toMatchObject({ code: 'COMMUNITY.COMMENT_NOT_FOUND' });

    expect(community.posts.get(post.id)?.commentsCount).toBe(0);
    expect(published.find((e) => e.type === 'community.comment_deleted')?.payload).toEqual({ commentId: comment.id, postId: post.id, authorId: commenter });
  });
});
