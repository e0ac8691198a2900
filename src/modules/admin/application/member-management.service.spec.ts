import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { PgPool } from '../../../shared/pg-pool/index.js';
import { FixedClock } from '../../../shared/time/index.js';
import type { CommunityAdminApi } from '../../community/index.js';
import type { GamificationApi } from '../../gamification/index.js';
import type { MemberAdminApi } from '../../identity/index.js';
import { unitTransaction } from '../../../../test/support/unit-transaction.js';
import type { AdminQueries } from '../adapters/persistence/admin.queries.js';
import { MAX_GRANT_XP } from '../domain/ban.js';
import { AuditHandlers } from './audit.handler.js';
import { MemberManagementService } from './member-management.service.js';
import { InMemoryAdmin } from './ports/admin.fake.js';

const admin = 'admin@example.com';
const member = randomUUID();

function setUp() {
  const repository = new InMemoryAdmin();
  const clock = new FixedClock(new Date('2026-03-11T15:00:00Z'));
  const bans: { memberId: string; ban: unknown }[] = [];
  const lifted: string[] = [];
  const granted: { memberId: string; amount: number; grantId: string }[] = [];
  const members = {
    findMember: async (id: string) => (id === member ? { id } : null),
    applyBan: async (_em: unknown, memberId: string, ban: unknown) => {
      bans.push({ memberId, ban });
    },
    liftBan: async (_em: unknown, memberId: string) => {
      lifted.push(memberId);
    },
  } as unknown as MemberAdminApi;
  const gamification = {
    grantXp: async (_em: unknown, grant: { memberId: string; amount: number; grantId: string }) => {
      granted.push({ memberId: grant.memberId, amount: grant.amount, grantId: grant.grantId });
      return { newLevel: 2, levelUp: true };
    },
    getMemberRanks: async (ids: string[]) => new Map(ids.map((id) => [id, { level: 2 }])),
  } as unknown as GamificationApi;
  const service = new MemberManagementService(
    unitTransaction(),
    clock,
    members,
    gamification,
    {} as CommunityAdminApi,
    {} as AdminQueries,
    repository,
    {} as PgPool,
  );
  return { repository, clock, bans, lifted, granted, service };
}

describe('MemberManagementService', () => {
  describe('giveXp', () => {
    const key = 'grant-key-0001';

    it('grants once per idempotency key: a retry answers the first grant without awarding again', async () => {
      const { repository, granted, service } = setUp();

      const first = await service.giveXp(admin, member, { amount: 100, reason: ' Ajuda na comunidade ', idempotencyKey: key });
      const retry = await service.giveXp(admin, member, { amount: 100, reason: 'Ajuda na comunidade', idempotencyKey: key });

      expect(first).toMatchObject({ applied: true, amount: 100, newLevel: 2, levelUp: true });
      expect(retry).toMatchObject({ applied: false, grantId: first.grantId, amount: 100, levelUp: false });
      expect(granted).toEqual([{ memberId: member, amount: 100, grantId: first.grantId }]);
      expect(repository.audit).toEqual([expect.objectContaining({ action: 'xp_granted', memberId: member, reason: '100 XP: Ajuda na comunidade' })]);
    });

    it('refuses a key reused for another amount or member', async () => {
      const { service } = setUp();
      await service.giveXp(admin, member, { amount: 100, reason: 'Ajuda', idempotencyKey: key });

      await expect(service.giveXp(admin, member, { amount: 50, reason: 'Ajuda', idempotencyKey: key })).rejects.toMatchObject({
        code: 'ADMIN.IDEMPOTENCY_KEY_REUSED',
      });
    });

    it('refuses an amount out of bounds, an empty reason, a malformed key and an unknown member, granting nothing', async () => {
      const { repository, granted, service } = setUp();
      const grant = (input: Partial<{ amount: number; reason: string; idempotencyKey: string }>, to = member) =>
        service.giveXp(admin, to, { amount: 10, reason: 'Ajuda', ...input });

      await expect(grant({ amount: 0 })).rejects.toMatchObject({ code: 'ADMIN.GRANT_AMOUNT_INVALID' });
      await expect(grant({ amount: 1.5 })).rejects.toMatchObject({ code: 'ADMIN.GRANT_AMOUNT_INVALID' });
      await expect(grant({ amount: MAX_GRANT_XP + 1 })).rejects.toMatchObject({ code: 'ADMIN.GRANT_AMOUNT_TOO_LARGE' });
      await expect(grant({ reason: '   ' })).rejects.toMatchObject({ code: 'ADMIN.GRANT_REASON_REQUIRED' });
      await expect(grant({ idempotencyKey: 'short' })).rejects.toMatchObject({ code: 'ADMIN.IDEMPOTENCY_KEY_INVALID' });
      await expect(grant({}, randomUUID())).rejects.toMatchObject({ code: 'ADMIN.MEMBER_NOT_FOUND' });

      expect(granted).toEqual([]);
      expect(repository.grants.size).toBe(0);
      expect(await grant({ amount: MAX_GRANT_XP })).toMatchObject({ applied: true });
    });
  });

  describe('banMember', () => {
    it('bans for whole days from now, with its history and audit entry', async () => {
      const { repository, bans, service } = setUp();

      const result = await service.banMember(admin, member, { reason: ' Spam ', days: 7, permanent: false });

      expect(result).toEqual({ success: true, bannedUntil: '2026-03-18T15:00:00.000Z', permanent: false });
      expect(bans).toEqual([{ memberId: member, ban: { until: new Date('2026-03-18T15:00:00Z'), reason: 'Spam' } }]);
      expect(repository.bans).toEqual([expect.objectContaining({ action: 'ban', days: 7, permanent: false, reason: 'Spam', adminEmail: admin })]);
      expect(repository.audit).toEqual([expect.objectContaining({ action: 'member_banned', targetId: member, reason: 'Spam' })]);
    });

    it('a permanent ban has no end and no duration', async () => {
      const { repository, bans, service } = setUp();
      await service.banMember(admin, member, { reason: 'Abuso', days: null, permanent: true });
      expect(bans).toEqual([{ memberId: member, ban: { permanent: true, reason: 'Abuso' } }]);
      expect(repository.bans[0]).toMatchObject({ days: null, permanent: true, until: null });
    });

    it('needs a reason and one of the offered durations; a refused ban records nothing', async () => {
      const { repository, bans, service } = setUp();
      await expect(service.banMember(admin, member, { reason: '  ', days: 7, permanent: false })).rejects.toMatchObject({ code: 'ADMIN.BAN_REASON_REQUIRED' });
      await expect(service.banMember(admin, member, { reason: 'Spam', days: 2, permanent: false })).rejects.toMatchObject({ code: 'ADMIN.BAN_DURATION_INVALID' });
      expect(bans).toEqual([]);
      expect(repository.bans).toEqual([]);
      expect(repository.audit).toEqual([]);
    });

    it('an unban lifts the ban and is recorded in the history and the audit log', async () => {
      const { repository, lifted, service } = setUp();
      await service.unbanMember(admin, member);
      expect(lifted).toEqual([member]);
      expect(repository.bans).toEqual([expect.objectContaining({ action: 'unban', reason: null })]);
      expect(repository.audit).toEqual([expect.objectContaining({ action: 'member_unbanned' })]);
    });
  });
});

describe('AuditHandlers', () => {
  it('records another module’s action once, however often its event is delivered', async () => {
    const repository = new InMemoryAdmin();
    const handlers = new AuditHandlers(repository);
    const event = {
      id: randomUUID(),
      type: 'chat.admin_action_recorded' as const,
      occurredAt: '2026-03-11T15:00:00.000Z',
      payload: {
        adminEmail: admin,
        action: 'chat_message_deleted',
        targetType: 'chat_message',
        targetId: randomUUID(),
        memberId: member,
        reason: null,
        targetLabel: 'a rude message',
      },
    };

    await handlers.onChatAction(event, unitTransaction());
    await handlers.onChatAction(event, unitTransaction());

    expect(repository.audit).toEqual([
      expect.objectContaining({ module: 'chat', action: 'chat_message_deleted', memberId: member, targetLabel: 'a rude message', at: new Date(event.occurredAt) }),
    ]);
  });
});
