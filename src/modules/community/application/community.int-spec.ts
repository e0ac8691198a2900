import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { TestingModule } from '@nestjs/testing';
import { MikroORM } from '@mikro-orm/postgresql';
import { ownDatabase } from '../../../../test/support/database.js';
import { createTestModule } from '../../../../test/support/module.js';
import { FixedClock } from '../../../shared/time/index.js';
import { CommunityApi, CommunityModule } from '../index.js';
import { ModerationService } from './moderation.service.js';
import { PostingService } from './posting.service.js';

/**
 * The module on a database of its own (a copy of the migrated template): counts over all
 * posts are exact here, whatever the files before it left in the worker's database.
 */
describe('the community API', () => {
  let db: Awaited<ReturnType<typeof ownDatabase>>;
  const clock = new FixedClock(new Date('2026-03-10T12:00:00Z'));
  let moduleRef: TestingModule;
  let orm: MikroORM;
  let api: CommunityApi;
  let posting: PostingService;
  let moderation: ModerationService;

  beforeAll(async () => {
    db = await ownDatabase('community', { migrated: true });
    ({ moduleRef } = await createTestModule({ imports: [CommunityModule] }, clock, db.url));
    orm = moduleRef.get(MikroORM);
    api = moduleRef.get(CommunityApi);
    posting = moduleRef.get(PostingService);
    moderation = moduleRef.get(ModerationService);
  }, 60_000);

  afterAll(async () => {
    await moduleRef?.close();
    await db?.drop();
  });

  /** A member row, as identity would have made it (identity's table: tests only). */
  async function member(name: string): Promise<string> {
    const id = randomUUID();
    await orm.em.fork().execute(
      `insert into member (id, google_sub, email, name, google_name, created_at, updated_at) values (?, ?, ?, ?, ?, now(), now())`,
      [id, `sub-${id}`, `${id}@example.com`, name, name],
    );
    return id;
  }

  async function post(authorId: string, title: string): Promise<string> {
    clock.advance(31_000);
    return (await posting.submitPost(authorId, { title, content: 'texto', languages: ['pt'] })).id;
  }

  it('counts posts and lists the newest published ones with their authors', async () => {
    expect(await api.countPosts()).toEqual({ total: 0, approved: 0, pending: 0 });
    const gil = await member('Gil');
    const hana = await member('Hana');
    const first = await post(gil, 'primeiro');
    const second = await post(hana, 'segundo');
    await post(gil, 'ainda pendente');
    await moderation.approvePost('mod@poliglota.test', first);
    await moderation.approvePost('mod@poliglota.test', second);
    await posting.addComment({ memberId: hana }, first, 'comentário');

    expect(await api.countPosts()).toEqual({ total: 3, approved: 2, pending: 1 });
    const recent = await api.recentApprovedPosts(5);
    expect(recent).toEqual([
      { id: second, title: 'segundo', authorId: hana, authorName: 'Hana', createdAt: expect.any(Date), likesCount: 0, commentsCount: 0 },
      { id: first, title: 'primeiro', authorId: gil, authorName: 'Gil', createdAt: expect.any(Date), likesCount: 0, commentsCount: 1 },
    ]);
    expect(recent[0].createdAt.getTime()).toBeGreaterThan(recent[1].createdAt.getTime());
    expect(await api.recentApprovedPosts(1)).toHaveLength(1);
  });

  it('keeps an audit entry per moderation action, and none for an action that failed', async () => {
    const ivo = await member('Ivo');
    const kept = await post(ivo, 'bom');
    const spam = await post(ivo, 'spam');
    await moderation.approvePost('ana.mod@poliglota.test', kept);
    clock.advance(1_000);
    await moderation.markQuality('ana.mod@poliglota.test', kept);
    clock.advance(1_000);
    await moderation.rejectPost('bia.mod@poliglota.test', spam, 'Propaganda');
    clock.advance(1_000);
    await expect(moderation.approvePost('bia.mod@poliglota.test', kept)).rejects.toMatchObject({ code: 'COMMUNITY.POST_NOT_PENDING' });
    await expect(moderation.markQuality('bia.mod@poliglota.test', kept)).rejects.toMatchObject({
      code: 'COMMUNITY.QUALITY_BADGE_ALREADY_GIVEN',
    });

    const trail = (await api.recentModerationActions(100)).filter((a) => a.targetAuthorId === ivo);
    expect(trail.map((a) => [a.action, a.adminEmail, a.targetId, a.reason])).toEqual([
      ['post_rejected', 'bia.mod@poliglota.test', spam, 'Propaganda'],
      ['post_quality_marked', 'ana.mod@poliglota.test', kept, null],
      ['post_approved', 'ana.mod@poliglota.test', kept, null],
    ]);
    expect(trail[0]).toMatchObject({ targetType: 'post', details: { title: 'spam' }, createdAt: expect.any(Date) });
  });
});
