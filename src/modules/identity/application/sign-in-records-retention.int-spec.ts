import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { moduleUnderTest } from '../../../../test/support/module.js';
import { IdentityModule } from '../index.js';
import { SignInRecordsRetention } from './sign-in-records-retention.js';

const DAY_MS = 86_400_000;

describe('retention of sign-in records (SIGN_IN_RECORD_RETENTION_DAYS, 30 by default)', () => {
  const app = moduleUnderTest({ imports: [IdentityModule] });

  it('deletes failed administrator sign-ins and their addresses past the period, and expired sign-ins begun; keeps the rest', async () => {
    const em = app.get(EntityManager).fork();
    const now = app.clock.now();
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const address = `198.51.100.${Math.floor(Math.random() * 250)}`;
    const old = randomUUID();
    const recent = randomUUID();
    await em.execute('insert into admin_login_failure (id, email, address, created_at) values (?, ?, ?, ?), (?, ?, ?, ?)', [
      old, 'old@example.com', address, ago(31),
      recent, 'recent@example.com', address, ago(29),
    ]);
    const [expired, open] = [randomUUID(), randomUUID()];
    await em.execute('insert into oauth_attempt (state_hash, code_verifier, expires_at, created_at) values (?, ?, ?, ?), (?, ?, ?, ?)', [
      expired, 'v', ago(1 / 24), ago(1),
      open, 'v', new Date(now.getTime() + 600_000), now,
    ]);

    await app.get(SignInRecordsRetention).prune();

    const failures = await em.execute<{ id: string }[]>('select id from admin_login_failure where address = ?', [address]);
    expect(failures.map((row) => row.id)).toEqual([recent]);
    const attempts = await em.execute<{ state_hash: string }[]>('select state_hash from oauth_attempt where state_hash in (?, ?)', [expired, open]);
    expect(attempts.map((row) => row.state_hash)).toEqual([open]);
  });
});
