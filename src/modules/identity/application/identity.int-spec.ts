import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestingModule } from '@nestjs/testing';
import { createTestModule } from '../../../../test/support/module.js';
import { IdentityApi, IdentityModule } from '../index.js';

describe('identity’s public API', () => {
  let moduleRef: TestingModule;
  let identity: IdentityApi;

  beforeAll(async () => {
    ({ moduleRef } = await createTestModule({ imports: [IdentityModule] }));
    identity = moduleRef.get(IdentityApi);
  });
  afterAll(async () => {
    await moduleRef.close();
  });

  it('answers daily goals in one call, the default for unknown members', async () => {
    const goals = await identity.getDailyGoals([randomUUID()]);
    expect([...goals.values()]).toEqual([50]);
  });

  it('answers no contact for an unknown member', async () => {
    expect((await identity.contacts([randomUUID()], new Date())).size).toBe(0);
  });
});
