import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import type { TestingModule } from '@nestjs/testing';
import { createTestModule } from '../../../../test/support/module.js';
import { IdentityModule, MemberReportsApi } from '../index.js';

describe('identity’s reports API: which members no longer exist', () => {
  let moduleRef: TestingModule;
  let orm: MikroORM;
  let reports: MemberReportsApi;

  beforeAll(async () => {
    ({ moduleRef } = await createTestModule({ imports: [IdentityModule] }));
    orm = moduleRef.get(MikroORM);
    reports = moduleRef.get(MemberReportsApi);
  });
  afterAll(async () => {
    await moduleRef.close();
  });

  it('checks 80 000 ids in one statement (past PostgreSQL’s 65 535 parameters) and names only the missing', async () => {
    const existing = randomUUID();
    await orm.em.fork().execute(
      `insert into member (id, google_sub, email, name, google_name, created_at, updated_at) values (?, ?, ?, 'Rita', 'Rita', now(), now())`,
      [existing, `sub-${existing}`, `${existing}@example.com`],
    );
    const gone = Array.from({ length: 80_000 }, () => randomUUID());
    const missing = await reports.missingMemberIds([existing, ...gone, existing, 'not-a-uuid', "x'); drop table member; --"]);
    expect(missing).toHaveLength(80_000);
    expect(new Set(missing)).toEqual(new Set(gone));
    expect(await reports.missingMemberIds([])).toEqual([]);
    expect(await reports.missingMemberIds([existing])).toEqual([]);
  });
});
