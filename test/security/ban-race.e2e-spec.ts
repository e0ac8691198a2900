import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { TestApp } from '../support/app.js';
import { GENERAL_ROOM } from '../support/chat.js';
import { createCommunityApp, publishPost, signInModerator } from '../support/community.js';
import { testDatabaseUrl } from '../support/database.js';
import { signIn, type Agent } from '../support/sign-in.js';
import { OutboxDispatcher } from '../../src/shared/events/index.js';

const ROUNDS = 10;
const LIKE_ROUNDS = 8;

/** Resolves once some statement of this database waits for a row lock. */
async function someoneWaitsForALock(db: pg.Client): Promise<void> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
    const { rows } = await db.query(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (rows[0].n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no statement ever waited for the lock');
}

/** What the member's writes left behind, read in one statement. */
const TRACES = `select
  (select count(*) from post_like where member_id = $1)::int as likes,
  (select count(*) from chat_message where author_id = $1)::int as messages,
  (select count(*) from chat_presence where member_id = $1)::int as presence,
  (select name || '|' || biography || '|' || preferred_language || '|' || profile_skipped from member where id = $1) as member`;

/** Twenty writes of every kind a member makes, each changing something when it commits. */
function twentyWrites(agent: Agent, round: number, postIds: string[]): Promise<{ status: number }>[] {
  const writes: Promise<{ status: number }>[] = [];
  for (const postId of postIds) writes.push(agent.post(`/api/community/posts/${postId}/like`).send({ liked: true }).then((r) => r));
  for (let i = 0; i < 4; i += 1) {
    writes.push(agent.put('/api/settings').send({ name: `Corrida ${round} ${i}`, biography: `Escrita ${i}` }).then((r) => r));
  }
  writes.push(agent.put('/api/settings/language').send({ preferredLanguage: 'en' }).then((r) => r));
  writes.push(agent.post('/api/profile/skip').send({}).then((r) => r));
  for (let i = 0; i < 3; i += 1) {
    writes.push(agent.post(`/api/chat/rooms/${GENERAL_ROOM}/join`).send({ connectionId: `aba-${i}` }).then((r) => r));
  }
  writes.push(agent.post(`/api/chat/rooms/${GENERAL_ROOM}/messages`).send({ content: `Mensagem da corrida ${round}` }).then((r) => r));
  return writes;
}

describe('a ban racing a burst of writes', () => {
  let t: TestApp;
  let baseUrl: string;
  let postIds: string[];

  beforeAll(async () => {
    let orm: MikroORM;
    ({ t, baseUrl, orm } = await createCommunityApp());
    void orm;
    const admin = await signInModerator(baseUrl);
    const author = await signIn(baseUrl, { name: 'Autora' });
    postIds = [];
    for (let i = 0; i < 10; i += 1) postIds.push(await publishPost(t, author.agent, admin));
  });
  afterAll(async () => {
    await t.close();
  });

  it(`no write commits after the ban, over ${ROUNDS} rounds of twenty writes released with it`, async () => {
    let accepted = 0;
    let refused = 0;
    const db = new pg.Client({ connectionString: testDatabaseUrl() });
    await db.connect();
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        const member = await signIn(baseUrl, { name: `Membro ${round}` });
        const ban = () => db.query(`update member set banned_permanently = true, ban_reason = 'Corrida' where id = $1`, [member.memberId]);
        let writes: Promise<{ status: number }>[];
        await db.query('begin');
        if (round % 2 === 0) {
          // The ban is written first and commits while the writes, past every early check, wait for its row.
          await ban();
          writes = twentyWrites(member.agent, round, postIds);
          await someoneWaitsForALock(db);
        } else {
          // The writes go first; the ban goes in as the first of them is answered.
          writes = twentyWrites(member.agent, round, postIds);
          await Promise.race(writes);
          await ban();
        }
        expect(writes).toHaveLength(20);
        // What had committed when the ban held its row; nothing may join it afterwards. The ban's
        // transaction stays open a moment, as the real one writes its history and audit line.
        await db.query('select pg_sleep(0.1)');
        const { rows: [atBan] } = await db.query(TRACES, [member.memberId]);
        await db.query('commit');
        const answers = await Promise.all(writes);
        const { rows: [after] } = await db.query(TRACES, [member.memberId]);
        expect({ round, ...after }).toEqual({ round, ...atBan });
        accepted += answers.filter((a) => a.status < 300).length;
        refused += answers.filter((a) => a.status === 403).length;
      }
    } finally {
      await db.end();
    }
    // Both sides of the race were seen: writes before the ban, refusals after it.
    expect(accepted).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  }, 120_000);

  it(`no XP reaches a member once their ban commits, over ${LIKE_ROUNDS} rounds of likes racing it`, async () => {
    const drain = () => t.app.get(OutboxDispatcher).dispatchDue(1000);
    const ledgerRows = async (client: pg.Client, memberId: string) =>
      (await client.query<{ n: number }>('select count(*)::int as n from xp_ledger_entry where member_id = $1', [memberId])).rows[0].n;
    let likedBeforeBan = 0;
    const db = new pg.Client({ connectionString: testDatabaseUrl() });
    await db.connect();
    try {
      for (let round = 0; round < LIKE_ROUNDS; round += 1) {
        const member = await signIn(baseUrl, { name: `Curtidor ${round}` });
        await drain();
        const ban = () => db.query(`update member set banned_permanently = true, ban_reason = 'Corrida' where id = $1`, [member.memberId]);
        const like = (postId: string) => member.agent.post(`/api/community/posts/${postId}/like`).send({ liked: true }).then((r) => r);
        let likes: Promise<{ status: number }>[];
        await db.query('begin');
        if (round % 2 === 0) {
          // The likes go first; the ban goes in as the first of them is answered, while their awards are on their way.
          likes = postIds.map(like);
          await Promise.race(likes);
          await ban();
        } else {
          await ban();
          likes = postIds.map(like);
          await someoneWaitsForALock(db);
        }
        // Once the ban holds the member's row, every like that passed has committed: what XP the
        // member has now is all they may ever have. Awards that run while the ban is open wait for it.
        const atBan = await ledgerRows(db, member.memberId);
        await db.query('select pg_sleep(0.1)');
        await db.query('commit');
        likedBeforeBan += (await Promise.all(likes)).filter((r) => r.status < 300).length;
        await drain();
        expect({ round, rows: await ledgerRows(db, member.memberId) }).toEqual({ round, rows: atBan });
      }
    } finally {
      await db.end();
    }
    // The race was run: likes passed before bans, and their events reached gamification after.
    expect(likedBeforeBan).toBeGreaterThan(0);
  }, 120_000);
});
