import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { insertMember, moduleUnderTest } from '../../../../test/support/module.js';
import { IdentityModule, MemberReportsApi } from '../index.js';

describe('identity’s reports API: which members no longer exist', () => {
  const app = moduleUnderTest({ imports: [IdentityModule] });

  it('checks 80 000 ids in one statement (past PostgreSQL’s 65 535 parameters) and names only the missing', async () => {
    const reports = app.get(MemberReportsApi);
    const existing = await insertMember(app.moduleRef, 'Rita');
    const gone = Array.from({ length: 80_000 }, () => randomUUID());
    const missing = await reports.missingMemberIds([existing, ...gone, existing, 'not-a-uuid', "x'); drop table member; --"]);
    expect(missing).toHaveLength(80_000);
    expect(new Set(missing)).toEqual(new Set(gone));
    expect(await reports.missingMemberIds([])).toEqual([]);
    expect(await reports.missingMemberIds([existing])).toEqual([]);
  });
});
