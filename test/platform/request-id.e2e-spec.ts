import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Body, Controller, Logger, Module, Post } from '@nestjs/common';
import { pino } from 'pino';
import request from 'supertest';
import { AppLogger } from '../../src/shared/logging/app-logger.js';
import { createTestApp, type TestApp } from '../support/app.js';

/** A route that logs on its way, after its JSON body was read, and then fails unexpectedly. */
@Controller('request-id-probe')
class RequestIdProbeController {
  private readonly logger = new Logger('RequestIdProbe');

  @Post()
  async fail(@Body() body: { note?: string }): Promise<never> {
    await new Promise((resolve) => setImmediate(resolve));
    this.logger.log(`probing ${String(body.note)}`);
    throw new Error('the probe fails on purpose');
  }
}

@Module({ controllers: [RequestIdProbeController] })
class RequestIdProbeModule {}

describe('request ids in logs and failures', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    t = await createTestApp({ imports: [RequestIdProbeModule] });
    // Every line goes through the application logger's one pino logger: read what it writes.
    const { root } = t.app.get(AppLogger);
    root.level = 'info';
    (root as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = {
      write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
    };
  });
  afterAll(async () => {
    await t.close();
  });

  it("tags every line logged while a request is handled with the caller's id, and puts it in the 500's body", async () => {
    const res = await request(t.app.getHttpServer())
      .post('/api/request-id-probe')
      .set('X-Request-Id', 'report-4711')
      .send({ note: 'n1' })
      .expect(500);
    expect(res.headers['x-request-id']).toBe('report-4711');
    expect(res.body).toMatchObject({ statusCode: 500, code: 'INTERNAL_ERROR', requestId: 'report-4711' });

    const probe = lines.find((line) => line.msg === 'probing n1');
    expect(probe).toMatchObject({ reqId: 'report-4711', context: 'RequestIdProbe' });
    const failure = lines.find((line) => typeof line.msg === 'string' && line.msg.startsWith('Unexpected error on POST'));
    expect(failure).toMatchObject({ reqId: 'report-4711' });
    expect(lines.find((line) => line.msg === 'request completed' && line.reqId === 'report-4711')).toMatchObject({ statusCode: 500 });
  });

  it('makes up an id for a request without a sane one, returns it, and logs under it', async () => {
    const res = await request(t.app.getHttpServer())
      .post('/api/request-id-probe')
      .set('X-Request-Id', 'forged id\twith spaces')
      .send({ note: 'n2' })
      .expect(500);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.requestId).toBe(id);
    expect(lines.find((line) => line.msg === 'probing n2')).toMatchObject({ reqId: id });
  });

  it('keeps the id out of 4xx bodies and out of lines logged outside any request', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/does-not-exist').expect(404);
    expect(res.body.requestId).toBeUndefined();
    new Logger('Outside').log('outside any request');
    expect(lines.find((line) => line.msg === 'outside any request')).not.toHaveProperty('reqId');
  });
});
