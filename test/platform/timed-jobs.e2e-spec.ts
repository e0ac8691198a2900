import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { migrateDatabase } from '../../src/database/index.js';
import { TimedJobs } from '../../src/shared/jobs/timed-jobs.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { ownDatabase } from '../support/database.js';

/** The cluster's timed jobs, each registered by the module that owns the data. */
const JOBS = ['outbox.prune', 'rate-limit.prune', 'chat.presence.prune', 'sessions.prune', 'data-export.expire'];

describe('timed jobs across three instances on one database', () => {
  let db: Awaited<ReturnType<typeof ownDatabase>>;
  const instances: TestApp[] = [];
  const jobsOf = (t: TestApp) => t.app.get(TimedJobs);
  const everyone = () => instances.map(jobsOf);
  const totalRuns = (name: string) => everyone().reduce((sum, jobs) => sum + jobs.runs(name), 0);
  /** One look by every instance, as their timers would take. */
  const lookAll = () => Promise.all(everyone().map((jobs) => jobs.tick()));

  beforeAll(async () => {
    db = await ownDatabase('timed_jobs');
    await migrateDatabase(db.url);
    // Timers slowed down: the test makes the instances look, so every look is counted.
    for (let i = 0; i < 3; i += 1) {
      instances.push(await createTestApp({ databaseUrl: db.url, env: { JOBS_LEADER_CHECK_MS: '600000' } }));
    }
  });
  afterAll(async () => {
    for (const t of instances) await t.close();
    await db.drop();
  });

  it('runs each job once across the instances, however often they all look', async () => {
    for (let round = 0; round < 5; round += 1) await lookAll();
    expect(everyone().filter((jobs) => jobs.leading)).toHaveLength(1);
    for (const name of JOBS) expect(totalRuns(name)).toBe(1);
  });

  it('hands the jobs to another instance when the one running them stops, still once', async () => {
    const leader = instances.find((t) => jobsOf(t).leading)!;
    instances.splice(instances.indexOf(leader), 1);
    const ranBefore = Object.fromEntries(JOBS.map((name) => [name, leader.app.get(TimedJobs).runs(name)]));
    await leader.close();

    for (let round = 0; round < 5; round += 1) await lookAll();
    expect(everyone().filter((jobs) => jobs.leading)).toHaveLength(1);
    // The new leader runs each job at once (it cannot know when the old one last did), and once.
    for (const name of JOBS) {
      expect(ranBefore[name]).toBe(1);
      expect(totalRuns(name)).toBe(1);
    }
  });
});
