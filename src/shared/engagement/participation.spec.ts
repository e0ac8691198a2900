import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { unitTransaction } from '../../../test/support/unit-transaction.js';
import { FixedClock } from '../time/index.js';
import { CommentThread } from './comment-thread.js';
import { LikeToggle } from './like-toggle.js';
import { FakeParticipation, MemberMayNotParticipate } from './participation.fake.js';

const member = randomUUID();
const target = randomUUID();
const refuse = () => new Error('unexpected');

/**
 * The like toggle and the comment thread ask "may this member act?" first, in
 * the write's transaction: a member who may not gets the answer before any lock,
 * read or write (the unit transaction throws on any statement but a lock).
 */
describe('Participation in the shared like toggle and comment thread', () => {
  function setUp() {
    const participation = new FakeParticipation();
    participation.banned.add(member);
    const em = unitTransaction();
    const clock = new FixedClock(new Date('2026-03-11T15:00:00Z'));
    const loaded: string[] = [];
    return { participation, em, clock, loaded };
  }

  it('a banned member’s like is refused before the target is even loaded', async () => {
    const { participation, em, clock, loaded } = setUp();
    const likes = new LikeToggle(em, clock, participation);

    await expect(
      likes.like({
        table: { likes: 'post_like', key: 'post_id', target: 'post' },
        memberId: member,
        targetId: target,
        load: async () => {
          loaded.push('post');
          return { likesCount: 0 };
        },
        notFound: refuse,
      }),
    ).rejects.toBeInstanceOf(MemberMayNotParticipate);

    expect(participation.asked).toEqual([member]);
    expect(loaded).toEqual([]);
    expect(em.locks).toEqual([]);
  });

  it('a banned member’s comment is refused before the target is even loaded', async () => {
    const { participation, em, clock, loaded } = setUp();
    const comments = new CommentThread(em, clock, participation);

    await expect(
      comments.add({
        table: { comments: 'post_comment', key: 'post_id', counter: 'post' },
        authorId: member,
        targetId: target,
        content: 'Olá',
        intervalSeconds: 5,
        load: async () => {
          loaded.push('post');
          return {};
        },
        notFound: refuse,
        tooSoon: refuse,
        duplicate: refuse,
        added: () => undefined,
      }),
    ).rejects.toBeInstanceOf(MemberMayNotParticipate);

    expect(participation.asked).toEqual([member]);
    expect(loaded).toEqual([]);
    expect(em.locks).toEqual([]);
  });
});
