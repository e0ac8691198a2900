import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { Body, Controller, Module, Param, Query } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import request from 'supertest';
import { Endpoint } from './endpoint.js';

class ThingDto {
  name!: string;
}

@Controller('things')
class ThingsController {
  @Endpoint({ method: 'GET', operationId: 'listThings', summary: 'Things', auth: 'public', ok: [ThingDto] })
  list(): ThingDto[] {
    return [];
  }

  @Endpoint({ method: 'GET', path: 'search', operationId: 'searchThings', summary: 'Search', auth: 'optional', ok: [ThingDto] })
  search(@Query('q') _q: string): ThingDto[] {
    return [];
  }

  @Endpoint({
    method: 'POST', path: ':id/rename', operationId: 'renameThing', summary: 'Rename', auth: 'member', status: 200, ok: ThingDto,
    errors: { 404: 'No such thing' },
  })
  rename(@Param('id') _id: string, @Body() body: ThingDto): ThingDto {
    return body;
  }

  @Endpoint({
    method: 'GET', path: 'feed', operationId: 'followThings', summary: 'Feed', auth: 'public', ok: { type: 'string' }, produces: 'text/event-stream',
  })
  feed(): string {
    return '';
  }

  @Endpoint({ method: 'DELETE', path: ':id', operationId: 'deleteThing', summary: 'Delete', auth: 'admin', status: 204 })
  remove(@Param('id') _id: string): void {}
}

@Module({ controllers: [ThingsController] })
class ThingsModule {}

async function documentOf() {
  const app = await NestFactory.create(ThingsModule, new ExpressAdapter(), { logger: false });
  await app.init();
  return { app, document: SwaggerModule.createDocument(app, new DocumentBuilder().build()) };
}

describe('@Endpoint', () => {
  it('declares every status a route can answer, by its kind, besides its own errors', async () => {
    const { app, document } = await documentOf();
    const statuses = (path: string, method: string) => Object.keys(document.paths[path]?.[method as 'get']?.responses ?? {}).sort();
    // Any request's JSON body is judged by the body parser: 400 and 413 everywhere.
    expect(statuses('/things', 'get')).toEqual(['200', '400', '413', '503']);
    expect(statuses('/things/search', 'get')).toEqual(['200', '400', '413', '503']);
    expect(statuses('/things/{id}/rename', 'post')).toEqual(['200', '400', '401', '403', '404', '413', '415', '503']);
    // A path parameter may be written `.`, `..` or empty: the request path check answers 404 for it.
    expect(statuses('/things/{id}', 'delete')).toEqual(['204', '400', '401', '403', '404', '413', '415', '503']);
    expect(document.paths['/things/{id}/rename'].post!.security).toEqual([{ memberSession: [] }]);
    expect(document.paths['/things/{id}'].delete!.security).toEqual([{ adminSession: [] }]);
    expect(document.paths['/things/search'].get!.security).toEqual([{ memberSession: [] }, {}]);
    expect(document.paths['/things/{id}/rename'].post!.responses['404']).toMatchObject({ description: 'No such thing' });
    expect(document.paths['/things/{id}'].delete!.responses['404']).toMatchObject({ description: expect.stringContaining('`..`') });
    // An event stream's success is in its own media type; its errors are JSON like every other.
    const feed = document.paths['/things/feed'].get!.responses as Record<string, { content?: object }>;
    expect(Object.keys(feed['200'].content ?? {})).toEqual(['text/event-stream']);
    expect(Object.keys(feed['400'].content ?? {})).toEqual(['application/json']);
    // Statuses that ask the client to wait say for how long.
    expect(document.paths['/things'].get!.responses['503']).toMatchObject({ headers: { 'Retry-After': { schema: { type: 'integer' } } } });
    expect(document.paths['/things/{id}/rename'].post!.responses['400']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    });
    // The declared success status is the one the route answers with.
    await request(app.getHttpServer()).post('/things/1/rename').send({ name: 'x' }).expect(200);
    await request(app.getHttpServer()).delete('/things/1').expect(204);
    await app.close();
  });
});
