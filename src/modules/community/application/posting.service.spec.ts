import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { CommentThread } from '../../../shared/engagement/index.js';
import type { EventPublisher } from '../../../shared/events/index.js';
import { FixedClock } from '../../../shared/time/index.js';
import type { IdentityApi } from '../../identity/index.js';
import { unitTransaction } from '../../../../test/support/unit-transaction.js';
import type { CommunityQueries } from '../adapters/persistence/community.queries.js';
import { MAX_PENDING_POSTS, POST_INTERVAL_SECONDS } from '../domain/rate-limit.js';
import type { AuthorDirectory } from './author-directory.service.js';
import { InMemoryCommunity } from './ports/community.fake.js';
import { PostingService } from './posting.service.js';

const author = randomUUID();
const input = { title: 'Olá', content: 'Primeiro post', languages: ['pt'] };

function setUp() {
  const community = new InMemoryCommunity();
  const clock = new FixedClock(new Date('2026-03-11T15:00:00Z'));
  const published: string[] = [];
  const banned = new Set<string>();
  const em = unitTransaction();
  const identity = {
    assertCanParticipate: async (_em: unknown, memberId: string) => {
      if (banned.has(memberId)) throw new Error('banned');
    },
  } as unknown as IdentityApi;
  const events = { publish: (_em: unknown, type: string) => published.push(type) } as unknown as EventPublisher;
  // The view after the write is a read of the stored post, not a decision.
  const queries = {
    findPost: async (id: string) => {
      const p = community.posts.get(id)!;
      return { id, author_id: p.authorId, title: p.title, content: p.content, languages: p.languages, status: p.status, created_at: p.createdAt };
    },
  } as unknown as CommunityQueries;
  const authors = { lookUp: async () => () => ({}) } as unknown as AuthorDirectory;
  const service = new PostingService(em, identity, events, clock, queries, authors, community, {} as CommentThread);
  return { community, clock, published, banned, em, service };
}

describe('PostingService.submitPost', () => {
  it('sends a post to the review queue, serialised per author', async () => {
    const { community, published, em, service } = setUp();

    const view = await service.submitPost(author, input);

    expect(community.posts.get(view.id)).toMatchObject({ authorId: author, status: 'pending', title: 'Olá' });
    expect(published).toEqual(['community.post_submitted']);
    expect(em.locks).toEqual([`community-post:${author}`]);
  });

  it('allows one post per interval and says how long to wait', async () => {
    const { clock, service } = setUp();
    await service.submitPost(author, input);

    clock.advance((POST_INTERVAL_SECONDS - 10) * 1000);
    await expect(service.submitPost(author, input)).rejects.toMatchObject({ code: 'COMMUNITY.POST_RATE_LIMITED', params: { seconds: 10 } });

    clock.advance(10 * 1000);
    await expect(service.submitPost(author, input)).resolves.toMatchObject({ title: 'Olá' });
  });

  it('refuses a post while the author has the maximum waiting in the queue', async () => {
    const { community, service } = setUp();
    for (let i = 0; i < MAX_PENDING_POSTS; i += 1) community.addPost({ id: randomUUID(), authorId: author, status: 'pending' });

    await expect(service.submitPost(author, input)).rejects.toMatchObject({ code: 'COMMUNITY.TOO_MANY_PENDING_POSTS' });

    // Once one of them is decided, the author may post again.
    const [first] = community.posts.values();
    first.status = 'approved';
    await expect(service.submitPost(author, input)).resolves.toBeDefined();
  });

  it('writes nothing for a member who may not participate', async () => {
    const { community, banned, published, service } = setUp();
    banned.add(author);

    await expect(service.submitPost(author, input)).rejects.toThrow('banned');

    expect(community.posts.size).toBe(0);
    expect(published).toEqual([]);
  });
});
