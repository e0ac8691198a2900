/**
 * The frameworks' floor for `npm run bench:http`: the least any request through
 * them can cost. Serves `GET /api/health` answering `{"status":"ok"}` in one of
 * two ways, with nothing else on the path (no middleware, no logging, no sessions):
 *
 *   node dist/scripts/bench-http-floor.js express <port>   plain Express 5
 *   node dist/scripts/bench-http-floor.js nest <port>      NestJS on its Express adapter (the app's)
 *
 * Prints `ready` when listening. The app's own figures sit between this floor and
 * the bare Node server's.
 */
import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';

@Controller('health')
class FloorController {
  @Get()
  health(): { status: string } {
    return { status: 'ok' };
  }
}

@Module({ controllers: [FloorController] })
class FloorModule {}

const [kind, rawPort] = process.argv.slice(2);
const port = Number(rawPort);

if (kind === 'express') {
  const app = express();
  app.get('/api/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
} else if (kind === 'nest') {
  const app = await NestFactory.create<NestExpressApplication>(FloorModule, { logger: false });
  app.setGlobalPrefix('api');
  await app.listen(port, '127.0.0.1');
  process.stdout.write('ready\n');
} else {
  throw new Error('usage: bench-http-floor.js express|nest <port>');
}
