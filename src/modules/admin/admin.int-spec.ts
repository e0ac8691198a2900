import { describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { insertMember, moduleUnderTest } from '../../../test/support/module.js';
import { IdentityApi } from '../identity/index.js';
import { AdminModule } from './index.js';
import { AdminHomeService } from './application/admin-home.service.js';
import { MemberManagementService } from './application/member-management.service.js';

const ADMIN = 'admin-suite@poliglota.test';

/** The admin module with the modules it spans and the shared kernel, on the run's PostgreSQL (ADR 0008, ADR 0043). */
describe('the admin module', () => {
  const t = moduleUnderTest({ imports: [AdminModule] });
  const management = () => t.get(MemberManagementService);
  const home = () => t.get(AdminHomeService);

  const mayAct = (memberId: string) =>
    t
      .get(EntityManager)
      .fork()
      .transactional((em) => t.get(IdentityApi).assertCanParticipate(em, memberId));

  it('bans through identity until the term ends or an administrator lifts it, and audits both', async () => {
    const gil = await insertMember(t.moduleRef, 'Gil');
    await mayAct(gil);

    const ban = await management().banMember(ADMIN, gil, { reason: 'Spam', days: 1, permanent: false });
    expect(ban).toMatchObject({ success: true, permanent: false, bannedUntil: expect.any(String) });
    await expect(mayAct(gil)).rejects.toMatchObject({ code: 'IDENTITY.MEMBER_BANNED' });
    t.clock.advance(2 * 86_400_000);
    await mayAct(gil);

    await management().banMember(ADMIN, gil, { reason: 'De novo', days: null, permanent: true });
    await expect(mayAct(gil)).rejects.toMatchObject({ code: 'IDENTITY.MEMBER_BANNED' });
    t.clock.advance(1_000);
    await management().unbanMember(ADMIN, gil);
    await mayAct(gil);

    const audit = await home().audit({ memberId: gil });
    expect(audit.entries.map((e) => [e.action, e.admin_email, e.reason, e.member_name])).toEqual([
      ['member_unbanned', ADMIN, null, 'Gil'],
      ['member_banned', ADMIN, 'De novo', 'Gil'],
      ['member_banned', ADMIN, 'Spam', 'Gil'],
    ]);
  });

  it('grants XP once per idempotency key, and refuses the key for another grant', async () => {
    const hana = await insertMember(t.moduleRef, 'Hana');
    const input = { amount: 120, reason: 'Ajudou no chat', idempotencyKey: 'grant-key-0001' };
    const [a, b] = await Promise.all([management().giveXp(ADMIN, hana, input), management().giveXp(ADMIN, hana, input)]);
    expect([a.applied, b.applied].sort()).toEqual([false, true]);
    expect(a.grantId).toBe(b.grantId);
    await expect(management().giveXp(ADMIN, hana, { ...input, amount: 121 })).rejects.toMatchObject({ code: expect.stringMatching(/^ADMIN\./) });
    const audit = await home().audit({ memberId: hana, action: 'xp_granted' });
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({ reason: '120 XP: Ajudou no chat', member_name: 'Hana' });
  });
});
