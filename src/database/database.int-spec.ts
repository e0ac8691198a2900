import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { createAppAsMainDoes } from '../../test/support/app.js';
import { ownDatabase } from '../../test/support/database.js';
import { freePort } from '../../test/support/process.js';
import { EmbeddedPostgres } from './embedded/embedded-postgres.js';
import { migrateDatabase } from './migrate.js';
import { migrationsList } from './migrations/index.js';

describe('migrations', () => {
  let db: Awaited<ReturnType<typeof ownDatabase>>;
  let url: URL;

  beforeAll(async () => {
    db = await ownDatabase('lock');
    url = new URL(db.url);
  });
  afterAll(() => db?.drop());

  it('are applied once when two instances start together on an empty database', async () => {
    const [first, second] = await Promise.all([migrateDatabase(url.toString()), migrateDatabase(url.toString())]);
    expect([first.applied.length, second.applied.length].sort()).toEqual([0, migrationsList.length]);
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const { rows } = await client.query('select name, count(*)::int as n from mikro_orm_migrations group by name');
    await client.end();
    expect(rows).toHaveLength(migrationsList.length);
    expect(rows.every((r) => r.n === 1)).toBe(true);
  });
});

describe('demo data', () => {
  let db: Awaited<ReturnType<typeof ownDatabase>>;
  let url: URL;

  beforeAll(async () => {
    db = await ownDatabase('demo');
    url = new URL(db.url);
  });
  afterAll(() => db?.drop());

  it('is seeded into a new database only, with its facts published as events', async () => {
    await migrateDatabase(url.toString(), { seedDemoWhenEmpty: true });
    // A second start finds the database migrated and seeds nothing again.
    await migrateDatabase(url.toString(), { seedDemoWhenEmpty: true });
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const count = async (sql: string) => Number((await client.query(sql)).rows[0].n);
    try {
      expect(await count('select count(*) as n from member')).toBe(6);
      expect(await count(`select count(*) as n from post where status = 'approved'`)).toBe(5);
      expect(await count(`select count(*) as n from outbox_event where type = 'identity.member_registered'`)).toBe(6);
      expect(await count(`select count(*) as n from outbox_event where type = 'community.post_approved'`)).toBe(5);
      // Courses: 8 approved uploads and 2 admin courses (one public), one pending, one rejected with its reason.
      expect(await count(`select count(*) as n from course`)).toBe(12);
      expect(await count(`select count(*) as n from course where approval_status = 'approved' and is_published`)).toBe(9);
      expect(await count(`select count(*) as n from course where approval_status = 'pending'`)).toBe(1);
      expect(await count(`select count(*) as n from course where approval_status = 'rejected' and rejection_reason is not null`)).toBe(1);
      expect(await count(`select count(*) as n from course where origin = 'admin'`)).toBe(2);
      expect(await count(`select count(*) as n from outbox_event where type = 'courses.upload_approved'`)).toBe(8);
      expect(
        await count(
          `select count(*) as n from course c where likes_count <> (select count(*) from course_like l where l.course_id = c.id and l.liked)
             or comments_count <> (select count(*) from course_comment m where m.course_id = c.id)`,
        ),
      ).toBe(0);
      // Learning: members enrolled in the public administrators' course, lessons completed as facts, ratings.
      expect(await count(`select count(*) as n from course_enrollment`)).toBe(4);
      expect(await count(`select count(*) as n from lesson_progress where is_completed`)).toBe(6);
      expect(await count(`select count(*) as n from outbox_event where type = 'courses.lesson_completed'`)).toBe(6);
      expect(await count(`select count(*) as n from course_rating`)).toBe(2);
      expect(
        await count(
          `select count(*) as n from course c where enrollment_count <> (select count(*) from course_enrollment e where e.course_id = c.id)
             or rating <> coalesce((select round(avg(rating), 2) from course_rating r where r.course_id = c.id), 0)`,
        ),
      ).toBe(0);
      // Counters equal their rows.
      expect(
        await count(
          `select count(*) as n from post p where likes_count <> (select count(*) from post_like l where l.post_id = p.id and l.liked)
             or comments_count <> (select count(*) from post_comment c where c.post_id = p.id)`,
        ),
      ).toBe(0);
    } finally {
      await client.end();
    }
  });
});

describe('when the database goes away', () => {
  let tmpDir: string;
  let server: EmbeddedPostgres;
  let app: Awaited<ReturnType<typeof createAppAsMainDoes>>;

  beforeAll(async () => {
    tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poliglota-outage-'));
    fs.chmodSync(tmpDir, 0o755);
    server = new EmbeddedPostgres({ dataDir: path.join(tmpDir, 'data'), port: await freePort() });
    await server.start();
    await server.ensureDatabase('outage');
    await migrateDatabase(server.urlFor('outage'));
    app = await createAppAsMainDoes(server.urlFor('outage'));
    await app.init();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await server?.stop();
    fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  it('keeps the process up, answers 503 quickly, and recovers when it returns', async () => {
    const http = app.getHttpServer();
    await request(http).get('/api/health/ready').expect(200);

    await server.stop();
    const ready = await request(http).get('/api/health/ready');
    expect(ready.status).toBe(503);
    // A call that must write (a sign-in attempt) fails fast with 503 through the exception filter.
    const signIn = await request(http).get('/api/oauth/google/start');
    expect(signIn.status).toBe(503);
    expect(signIn.body.code).toBe('SERVICE_UNAVAILABLE');
    await request(http).get('/api/health').expect(200);

    await server.start();
    let recovered = 0;
    for (let i = 0; i < 20 && recovered !== 200; i += 1) {
      recovered = (await request(http).get('/api/health/ready')).status;
      if (recovered !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(recovered).toBe(200);
    await request(http).get('/api/oauth/google/start').expect(302);
  }, 60_000);
});
