import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import sharp from 'sharp';
import request from 'supertest';
import { EmbeddedPostgres } from '../../src/database/index.js';
import { migrateDatabase } from '../../src/database/migrate.js';
import { AppConfig } from '../../src/config/app-config.js';
import { takeBackup } from '../../scripts/backup/backup.js';
import { freePort, projectRoot, startServer, waitFor, type ServerProcess } from '../support/process.js';
import { signIn, uniqueEmail, type Agent } from '../support/sign-in.js';

/**
 * `npm run db:backup` and `npm run db:restore` as an operator runs them (ADR 0097): a database
 * with the demo data and a member's picture is backed up while the app serves it, restored into
 * a fresh database and folder, and the app started on the copy shows the same members, XP,
 * posts and picture.
 */

const DEMO_MEMBER = { email: 'ana@poliglota.dev', name: 'Ana Souza' };

interface Script {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * A compiled script of scripts/ with exactly the given environment (and PATH), under the umask
 * most systems give their users (022: what is created is readable by everyone unless said).
 */
function runScript(name: 'db-backup' | 'db-restore', args: string[], env: Record<string, string>): Promise<Script> {
  return new Promise((resolve) => {
    execFile(
      '/bin/sh',
      ['-c', 'umask 022 && exec "$@"', 'sh', process.execPath, path.join(projectRoot, 'dist', 'scripts', `${name}.js`), ...args],
      { cwd: projectRoot, env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/**
 * The bin folder of an installed PostgreSQL with a server and pg_dump no newer than the
 * embedded one: PG_BIN_DIR, else Debian's newest (`.ci/run` installs postgresql-15).
 */
function installedPostgres(): string {
  const complete = (dir: string) => ['initdb', 'postgres', 'pg_dump', 'pg_restore'].every((tool) => fs.existsSync(path.join(dir, tool)));
  const candidates = process.env.PG_BIN_DIR
    ? [process.env.PG_BIN_DIR]
    : (fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql') : [])
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => `/usr/lib/postgresql/${version}/bin`);
  const found = candidates.find(complete);
  if (!found) {
    throw new Error('The pg_dump backup test needs an installed PostgreSQL server with its client tools: apt-get install postgresql-15, or set PG_BIN_DIR to their bin folder.');
  }
  return found;
}

interface Running {
  server: ServerProcess;
  baseUrl: string;
}

async function startApp(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const server = startServer(env, port);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${baseUrl}/api/health/ready`)).ok, 90_000, server.output);
  return { server, baseUrl };
}

async function stopApp(app: Running | undefined): Promise<void> {
  if (!app || app.server.child.exitCode !== null) return;
  app.server.child.kill('SIGTERM');
  await app.server.exited;
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/**
 * What the database holds that a restore must keep: every member, their XP from the ledger, every
 * post. Daily logins aside: the demo member the app is read through earns one on the first request
 * of a São Paulo day, so a run that crosses midnight there (03:00 UTC) would add one after the facts.
 */
function databaseFacts(url: string) {
  return withClient(url, async (client) => ({
    members: (await client.query('select id, email, name, picture from member order by id')).rows,
    ledger: (
      await client.query(
        `select member_id, sum(amount)::int as xp, count(*)::int as entries from xp_ledger_entry where action_type <> 'daily_login' group by member_id order by member_id`,
      )
    ).rows,
    totals: (
      await client.query(
        `select m.member_id, m.xp_total - coalesce((select sum(amount) from xp_ledger_entry e where e.member_id = m.member_id and e.action_type = 'daily_login'), 0)::int as xp_total
           from member_xp m order by m.member_id`,
      )
    ).rows,
    posts: (await client.query('select id, author_id, title, content, status from post order by id')).rows,
  }));
}

/** Waits until the app delivered every integration event (the demo's XP and badges follow its posts). */
function delivered(url: string, app: Running): Promise<void> {
  return waitFor(
    () => withClient(url, async (client) => (await client.query('select 1 from outbox_event where dispatched_at is null')).rowCount === 0),
    60_000,
    () => `every outbox event delivered\n${app.server.output()}`,
  );
}

async function uploadPicture(baseUrl: string, signedIn?: Agent, green = 140): Promise<string> {
  const agent = signedIn ?? (await signIn(baseUrl, DEMO_MEMBER)).agent;
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 20, g: green, b: 90 } } }).png().toBuffer();
  const uploaded = await agent.post('/api/upload/profile-picture').attach('image', png, { filename: 'ana.png', contentType: 'image/png' }).expect(200);
  return uploaded.body.imageUrl as string;
}

/** Runs tar with these arguments (the test's hostile archives). */
function tar(args: string[]): void {
  const result = spawnSync('tar', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`tar ${args.join(' ')}: ${result.stderr}`);
}

/** The permission bits of a path. */
const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

/** What a member sees through the app: who they are, their picture's bytes, the ranking and the posts. */
async function seenThroughTheApp(baseUrl: string) {
  const { agent } = await signIn(baseUrl, DEMO_MEMBER);
  const me = (await agent.get('/api/users/me').expect(200)).body as { id: string; picture: string };
  const picture = await request(baseUrl)
    .get(me.picture)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);
  const ranking = (await agent.get('/api/ranking').expect(200)).body as { ranking: unknown[] };
  const posts = (await agent.get('/api/community/posts').expect(200)).body as unknown;
  return { id: me.id, picture: me.picture, pictureBytes: (picture.body as Buffer).toString('base64'), ranking, posts };
}

describe('backups that restore', () => {
  let runDir: string;

  beforeAll(() => {
    runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poliglota-backup-'));
    fs.chmodSync(runDir, 0o755);
  });
  afterAll(() => fs.rmSync(runDir, { recursive: true, force: true }));

  describe('the embedded cluster, copied while the app serves it', () => {
    let source: Running | undefined;
    let restored: Running | undefined;
    let sourceEnv: Record<string, string>;
    let restoredEnv: Record<string, string>;
    let archive: string;

    beforeAll(async () => {
      sourceEnv = {
        EMBEDDED_PG_DIR: path.join(runDir, 'cluster-a'),
        EMBEDDED_PG_PORT: String(await freePort()),
        UPLOADS_DIR: path.join(runDir, 'uploads-a'),
      };
      restoredEnv = {
        EMBEDDED_PG_DIR: path.join(runDir, 'cluster-b'),
        EMBEDDED_PG_PORT: String(await freePort()),
        UPLOADS_DIR: path.join(runDir, 'uploads-b'),
      };
      archive = path.join(runDir, 'embedded.tar.gz');
    });
    afterAll(async () => {
      await stopApp(source);
      await stopApp(restored);
    });

    const urlOf = (env: Record<string, string>) => `postgresql://postgres:postgres@127.0.0.1:${env.EMBEDDED_PG_PORT}/poliglota`;

    it('restores the demo data and a picture into a fresh cluster and folder, and the app serves them as before', async () => {
      // A first start creates the cluster and seeds the demo (SEED_DEMO: startServer turns it off).
      source = await startApp({ ...sourceEnv, SEED_DEMO: 'true' });
      const pictureUrl = await uploadPicture(source.baseUrl);
      await delivered(urlOf(sourceEnv), source);
      const before = await databaseFacts(urlOf(sourceEnv));
      expect(before.members.length).toBeGreaterThan(5);
      expect(before.posts.length).toBeGreaterThan(3);
      expect(before.ledger.length).toBeGreaterThan(3);
      const seenBefore = await seenThroughTheApp(source.baseUrl);
      expect(seenBefore.picture).toBe(pictureUrl);

      const backup = await runScript('db-backup', [archive], sourceEnv);
      expect(backup).toMatchObject({ code: 0, stderr: '' });
      expect(backup.stdout).toContain('without stopping it');
      await stopApp(source);

      const restore = await runScript('db-restore', [archive], restoredEnv);
      expect(restore).toMatchObject({ code: 0, stderr: '' });
      restored = await startApp(restoredEnv);
      expect(await databaseFacts(urlOf(restoredEnv))).toEqual(before);
      expect(await seenThroughTheApp(restored.baseUrl)).toEqual(seenBefore);
    });

    it('never restores over a data directory in use, nor over a non-empty one without --force', async () => {
      const inUse = await runScript('db-restore', [archive, '--force'], restoredEnv);
      expect(inUse.code).toBe(1);
      expect(inUse.stderr).toContain('stop the app first');
      await stopApp(restored);
      const notEmpty = await runScript('db-restore', [archive], restoredEnv);
      expect(notEmpty.code).toBe(1);
      expect(notEmpty.stderr).toContain('is not empty');
      expect(fs.existsSync(path.join(restoredEnv.EMBEDDED_PG_DIR, 'PG_VERSION'))).toBe(true);
    });

    it('refuses to overwrite an archive without --force', async () => {
      const again = await runScript('db-backup', [archive], sourceEnv);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('pass --force to replace it');
    });

    it('writes the archive for its owner only, in folders it makes 0700, whatever the umask', async () => {
      // The first backup, under umask 022, into a folder that existed (mode 0755).
      expect(modeOf(archive)).toBe(0o600);
      const nested = path.join(runDir, 'private', 'daily', 'one.tar.gz');
      const made = await runScript('db-backup', [nested], sourceEnv);
      expect(made).toMatchObject({ code: 0, stderr: '' });
      expect(modeOf(nested)).toBe(0o600);
      expect(modeOf(path.join(runDir, 'private', 'daily'))).toBe(0o700);
      expect(modeOf(path.join(runDir, 'private'))).toBe(0o700);

      // A folder the operator named keeps its mode (it may be shared), and the script says so.
      const shared = path.join(runDir, 'shared');
      fs.mkdirSync(shared);
      fs.chmodSync(shared, 0o755);
      const two = path.join(shared, 'two.tar.gz');
      fs.writeFileSync(two, 'an older archive');
      fs.chmodSync(two, 0o644);
      const replaced = await runScript('db-backup', [two, '--force'], sourceEnv);
      expect(replaced).toMatchObject({ code: 0, stderr: '' });
      expect(replaced.stdout).toContain('may be listed by other users');
      expect(modeOf(two)).toBe(0o600);
      expect(modeOf(shared)).toBe(0o755);
      expect(fs.readdirSync(shared)).toEqual(['two.tar.gz']);
    });

    it('refuses an archive holding a link, a device or a path out of it, and writes nothing', async () => {
      const secret = path.join(runDir, 'secret');
      fs.mkdirSync(secret);
      fs.writeFileSync(path.join(secret, 'passwords.txt'), 'not for the web');
      const outside = path.join(runDir, 'outside.txt');
      fs.writeFileSync(outside, 'not in the archive');
      const hostileEnv = {
        EMBEDDED_PG_DIR: path.join(runDir, 'cluster-hostile'),
        EMBEDDED_PG_PORT: String(await freePort()),
        UPLOADS_DIR: path.join(runDir, 'uploads-hostile'),
      };
      /** A folder holding the genuine manifest and an uploads folder, for one hostile archive. */
      const stage = (name: string, withCluster = false) => {
        const dir = path.join(runDir, `stage-${name}`);
        fs.mkdirSync(dir);
        tar(['--extract', '--gzip', `--file=${archive}`, `--directory=${dir}`, ...(withCluster ? [] : ['./manifest.json', './uploads'])]);
        return dir;
      };
      const hostile: Record<string, { build: (file: string) => void; refusal: RegExp }> = {
        // A genuine backup whose uploads folder became a link to a folder of the host.
        'a symbolic link': {
          build: (file) => {
            const dir = stage('link', true);
            fs.rmSync(path.join(dir, 'uploads'), { recursive: true });
            fs.symlinkSync(secret, path.join(dir, 'uploads'));
            tar(['--create', '--gzip', `--file=${file}`, `--directory=${dir}`, '.']);
          },
          refusal: /it holds a symbolic link \("\.\/uploads"\)/,
        },
        'a ".." path': {
          build: (file) => tar(['--create', '--gzip', '--absolute-names', `--file=${file}`, `--directory=${stage('dots')}`, './manifest.json', './uploads', '../outside.txt']),
          refusal: /it holds a path with "\.\." \("\.\.\/outside\.txt"\)/,
        },
        'an absolute path': {
          build: (file) => tar(['--create', '--gzip', '--absolute-names', `--file=${file}`, `--directory=${stage('absolute')}`, './manifest.json', './uploads', outside]),
          refusal: /it holds an absolute path \("\/.*outside\.txt"\)/,
        },
        'a fifo': {
          build: (file) => {
            const dir = stage('fifo');
            expect(spawnSync('mkfifo', [path.join(dir, 'uploads', 'pipe')]).status).toBe(0);
            tar(['--create', '--gzip', `--file=${file}`, `--directory=${dir}`, '.']);
          },
          refusal: /it holds a fifo \("\.\/uploads\/pipe"\)/,
        },
        'a hard link': {
          build: (file) => {
            const dir = stage('hard');
            fs.writeFileSync(path.join(dir, 'uploads', 'a.webp'), 'a');
            fs.linkSync(path.join(dir, 'uploads', 'a.webp'), path.join(dir, 'uploads', 'b.webp'));
            tar(['--create', '--gzip', `--file=${file}`, `--directory=${dir}`, '.']);
          },
          refusal: /it holds a hard link \("\.\/uploads\/[ab]\.webp"\)/,
        },
      };
      for (const [name, { build, refusal }] of Object.entries(hostile)) {
        const file = path.join(runDir, `hostile-${name.replace(/\W+/g, '-')}.tar.gz`);
        build(file);
        const restore = await runScript('db-restore', [file], hostileEnv);
        expect({ name, code: restore.code }).toEqual({ name, code: 1 });
        expect(restore.stderr).toMatch(refusal);
        expect(restore.stderr).toContain('Nothing was restored');
        expect(fs.existsSync(hostileEnv.UPLOADS_DIR)).toBe(false);
        expect(fs.existsSync(hostileEnv.EMBEDDED_PG_DIR)).toBe(false);
      }
    });

    it('says which client tools to install when pg_dump is older than the server', async () => {
      const oldBin = path.join(runDir, 'old-bin');
      fs.mkdirSync(oldBin);
      fs.writeFileSync(path.join(oldBin, 'pg_dump'), '#!/bin/sh\necho "pg_dump (PostgreSQL) 12.22"\n', { mode: 0o755 });
      const server = new EmbeddedPostgres({ dataDir: sourceEnv.EMBEDDED_PG_DIR, port: Number(sourceEnv.EMBEDDED_PG_PORT) });
      await server.start();
      try {
        const old = await runScript('db-backup', [path.join(runDir, 'never.tar.gz')], { DATABASE_URL: urlOf(sourceEnv), PG_BIN_DIR: oldBin });
        expect(old.code).toBe(1);
        expect(old.stderr).toMatch(/pg_dump 12 \(.*\) cannot dump a PostgreSQL 18 server: install PostgreSQL 18's client tools .*PG_BIN_DIR=\/usr\/lib\/postgresql\/18\/bin/);
        expect(fs.existsSync(path.join(runDir, 'never.tar.gz'))).toBe(false);
      } finally {
        await server.stop();
      }
    });
  });

  describe('a backup taken while members replace their pictures', () => {
    let source: Running | undefined;
    let server: EmbeddedPostgres | undefined;
    afterAll(async () => {
      await stopApp(source);
      await server?.stop();
    });

    it('keeps every file the copied database names, so the restore finds each picture', async () => {
      const sourceEnv = {
        EMBEDDED_PG_DIR: path.join(runDir, 'cluster-w'),
        EMBEDDED_PG_PORT: String(await freePort()),
        UPLOADS_DIR: path.join(runDir, 'uploads-w'),
      };
      const restoredEnv = {
        EMBEDDED_PG_DIR: path.join(runDir, 'cluster-x'),
        EMBEDDED_PG_PORT: String(await freePort()),
        UPLOADS_DIR: path.join(runDir, 'uploads-x'),
      };
      const archive = path.join(runDir, 'under-writes.tar.gz');
      source = await startApp(sourceEnv);
      const app = source;
      const members = await Promise.all(
        Array.from({ length: 8 }, async (_, i) => {
          const { agent } = await signIn(app.baseUrl, { email: uniqueEmail('backup'), name: `Membro ${i}` });
          return { agent, first: await uploadPicture(app.baseUrl, agent, 10 + i) };
        }),
      );

      // Each member replaces their picture after the database is copied and before the files are:
      // the copied database names the first pictures, which the app deletes once replaced.
      const replaced: string[] = [];
      await takeBackup(AppConfig.load({ NODE_ENV: 'test', ...sourceEnv }), archive, {
        afterDatabase: async () => {
          for (const [i, member] of members.entries()) replaced.push(await uploadPicture(app.baseUrl, member.agent, 200 - i));
        },
      });
      expect(new Set(replaced).size).toBe(members.length);
      await stopApp(source);

      const restore = await runScript('db-restore', [archive], restoredEnv);
      expect(restore).toMatchObject({ code: 0, stderr: '' });
      server = new EmbeddedPostgres({ dataDir: restoredEnv.EMBEDDED_PG_DIR, port: Number(restoredEnv.EMBEDDED_PG_PORT) });
      await server.start();
      const named = await withClient(server.urlFor('poliglota'), async (client) =>
        (await client.query<{ picture: string }>('select picture from member where picture is not null')).rows.map((row) => row.picture),
      );
      expect(named.sort()).toEqual(members.map((member) => member.first).sort());
      const missing = named.filter((url) => !fs.existsSync(path.join(restoredEnv.UPLOADS_DIR, url.slice('/uploads/'.length))));
      expect(missing).toEqual([]);
    });
  });

  describe('a database given by DATABASE_URL, through pg_dump and pg_restore', () => {
    let server: EmbeddedPostgres;
    let source: Running | undefined;
    let restored: Running | undefined;
    let binDir: string;
    let sourceEnv: Record<string, string>;
    let restoredEnv: Record<string, string>;
    let archive: string;

    beforeAll(async () => {
      binDir = installedPostgres();
      server = new EmbeddedPostgres({ dataDir: path.join(runDir, 'server'), port: await freePort(), binDir });
      await server.start();
      await server.ensureDatabase('poliglota_source');
      sourceEnv = { DATABASE_URL: server.urlFor('poliglota_source'), UPLOADS_DIR: path.join(runDir, 'uploads-c'), PG_BIN_DIR: binDir };
      restoredEnv = { DATABASE_URL: server.urlFor('poliglota_restored'), UPLOADS_DIR: path.join(runDir, 'uploads-d'), PG_BIN_DIR: binDir };
      archive = path.join(runDir, 'dump.tar.gz');
    });
    afterAll(async () => {
      await stopApp(source);
      await stopApp(restored);
      await server?.stop();
    });

    it('restores the demo data and a picture into a database it creates, and the app serves them as before', async () => {
      await migrateDatabase(sourceEnv.DATABASE_URL, { seedDemoWhenEmpty: true });
      source = await startApp(sourceEnv);
      const pictureUrl = await uploadPicture(source.baseUrl);
      await delivered(sourceEnv.DATABASE_URL, source);
      const before = await databaseFacts(sourceEnv.DATABASE_URL);
      expect(before.members.length).toBeGreaterThan(5);
      expect(before.posts.length).toBeGreaterThan(3);
      const seenBefore = await seenThroughTheApp(source.baseUrl);
      expect(seenBefore.picture).toBe(pictureUrl);

      const backup = await runScript('db-backup', [archive], sourceEnv);
      expect(backup).toMatchObject({ code: 0, stderr: '' });
      expect(backup.stdout).toContain('with pg_dump');
      await stopApp(source);

      const restore = await runScript('db-restore', [archive], restoredEnv);
      expect(restore).toMatchObject({ code: 0, stderr: '' });
      expect(restore.stdout).toContain('Created the database poliglota_restored');
      restored = await startApp(restoredEnv);
      expect(await databaseFacts(restoredEnv.DATABASE_URL)).toEqual(before);
      expect(await seenThroughTheApp(restored.baseUrl)).toEqual(seenBefore);
    });

    it('refuses a database that holds tables without --force', async () => {
      const again = await runScript('db-restore', [archive], { ...restoredEnv, UPLOADS_DIR: path.join(runDir, 'uploads-e') });
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('already holds');
    });
  });
});
