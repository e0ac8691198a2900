import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import { ownDatabase } from '../support/database.js';
import { freePort, startServer, waitFor, type ServerProcess } from '../support/process.js';

/** A GET on a connection of its own (node:cluster hands each new connection to the next worker). */
function get(url: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      })
      .on('error', reject);
  });
}

/** `WEB_CONCURRENCY=2`: the built server's primary and two workers sharing one port (ADR 0067, ADR 0095). */
describe('metrics of a host with several workers', () => {
  let db: Awaited<ReturnType<typeof ownDatabase>>;
  let server: ServerProcess;
  let baseUrl: string;

  beforeAll(async () => {
    db = await ownDatabase('workers');
    server = startServer({ DATABASE_URL: db.url, WEB_CONCURRENCY: '2' }, await freePort());
    baseUrl = `http://127.0.0.1:${server.port}`;
    // Both workers listening, not only the first one up.
    await waitFor(async () => server.output().split('Poliglota is running').length - 1 === 2, 100_000, server.output);
  }, 120_000);
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await db?.drop();
  });

  it('answers every scrape for the whole host: the workers’ counters summed, Node’s figures under their own names', async () => {
    expect(server.output()).toContain('Starting 2 workers');
    // Each on a connection of its own, all at once: node:cluster hands them to both workers.
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(`${baseUrl}/api/health`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    for (let scrape = 0; scrape < 4; scrape += 1) {
      const { status, text } = await get(`${baseUrl}/metrics`);
      expect(status).toBe(200);
      const count = /^poliglota_http_requests_total\{method="GET",route="\/api\/health",status="200"\} (\d+)$/m.exec(text)?.[1];
      expect({ scrape, count: Number(count) }).toEqual({ scrape, count: 20 });
      expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
      expect(text).not.toMatch(/^poliglota_process_/m);
    }
  });
});
