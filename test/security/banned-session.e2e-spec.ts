import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import request from 'supertest';
import { baseUrlOf, createTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/community.js';
import { signIn } from '../support/sign-in.js';

/**
 * The routes a suspended member must still reach (`@OpenToBannedMembers()`, ADR 0050), and the
 * rights a ban does not take away (`@OpenToSuspendedMembers()`, ADR 0123; test/security/banned-member-rights).
 */
const OPEN_TO_BANNED = ['createSession', 'adminLogin', 'adminLogout', 'deleteAccount', 'cancelAccountDeletion', 'requestDataExport'];

/** Bodies that an honest member's call would have changed something with. */
const VALID_BODIES: Record<string, object> = {
  updateSettings: { name: 'Nome Depois do Banimento', biography: 'Mudou depois do banimento' },
  changeInterfaceLanguage: { preferredLanguage: 'en' },
  setUpProfile: { name: 'Nome Depois do Banimento', biography: 'Mudou', userLanguages: [] },
  getAwardForAction: { actionType: 'daily_login', referenceId: new Date().toISOString().slice(0, 10), referenceType: 'day' },
  createCommunityPost: { title: 'Depois do banimento', content: 'Texto', languages: ['en'] },
};

type Operation = { method: string; path: string; operationId: string; multipart: boolean };

function mutatingOperations(document: any): Operation[] {
  const operations: Operation[] = [];
  for (const [route, item] of Object.entries<Record<string, any>>(document.paths)) {
    for (const [method, op] of Object.entries<any>(item)) {
      if (!['post', 'put', 'patch', 'delete'].includes(method)) continue;
      const multipart = Object.keys(op.requestBody?.content ?? {}).includes('multipart/form-data');
      operations.push({ method, path: route.replace(/\{[^}]+\}/g, () => randomUUID()), operationId: op.operationId, multipart });
    }
  }
  return operations;
}

describe('a banned member whose session outlived the ban', () => {
  let t: TestApp;
  let baseUrl: string;
  let orm: MikroORM;
  let uploadsDir: string;

  beforeAll(async () => {
    uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poliglota-uploads-'));
    t = await createTestApp({ listen: true, env: { UPLOADS_DIR: uploadsDir } });
    baseUrl = baseUrlOf(t.app);
    orm = t.app.get(MikroORM);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('is refused with 403 IDENTITY.MEMBER_BANNED by every state-changing operation of the OpenAPI document, and nothing changes', async () => {
    const member = await signIn(baseUrl, { name: 'Membro Antes' });
    const memberColumns = 'name, biography, picture, preferred_language, daily_goal, profile_completed, profile_skipped, updated_at';
    const [before] = await sql(orm, `select ${memberColumns} from member where id = ?`, [member.memberId]);
    const xpBefore = await sql(orm, 'select id from xp_ledger_entry where member_id = ? order by id', [member.memberId]);
    // Written as another instance would: the session is not ended.
    await sql(orm, `update member set banned_permanently = true, ban_reason = 'Spam' where id = ?`, [member.memberId]);

    const document = (await request(baseUrl).get('/docs-json').expect(200)).body;
    const operations = mutatingOperations(document);
    expect(operations.length).toBeGreaterThan(40);
    const picture = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#c03' } }).png().toBuffer();

    const answers: Record<string, string> = {};
    const skipped: string[] = [];
    for (const op of operations) {
      if (OPEN_TO_BANNED.includes(op.operationId)) {
        skipped.push(op.operationId);
        continue;
      }
      const call = (member.agent as any)[op.method](op.path);
      const res = op.multipart ? await call.attach('image', picture, { filename: 'a.png', contentType: 'image/png' }) : await call.send(VALID_BODIES[op.operationId] ?? {});
      answers[`${op.method.toUpperCase()} ${op.operationId}`] = `${res.status} ${res.body?.code}`;
    }
    const refused = Object.fromEntries(Object.keys(answers).map((key) => [key, '403 IDENTITY.MEMBER_BANNED']));
    expect(answers).toEqual(refused);
    expect(skipped.sort()).toEqual([...OPEN_TO_BANNED].sort());

    const [after] = await sql(orm, `select ${memberColumns} from member where id = ?`, [member.memberId]);
    expect(after).toEqual(before);
    expect(await sql(orm, 'select id from xp_ledger_entry where member_id = ? order by id', [member.memberId])).toEqual(xpBefore);
    expect(await sql(orm, 'select 1 from post where author_id = ?', [member.memberId])).toHaveLength(0);
    expect(fs.readdirSync(uploadsDir, { recursive: true }).filter((f) => String(f).endsWith('.webp'))).toHaveLength(0);

    // Signing out stays open to them.
    await member.agent.get('/api/logout').expect(200);
    await member.agent.put('/api/settings').send(VALID_BODIES.updateSettings).expect(401);
  });

  it('leaves members who are not banned alone', async () => {
    const member = await signIn(baseUrl, { name: 'Membro Livre' });
    await member.agent.put('/api/settings').send(VALID_BODIES.updateSettings).expect(200);
    await member.agent.put('/api/settings/language').send({ preferredLanguage: 'en' }).expect(200);
  });
});
