import fs from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Logger, PinoLogger } from 'nestjs-pino';
import { AppConfig, spaDistDir } from './config/index.js';
import { registerSessions, SessionMiddleware } from './modules/identity/index.js';
import { AllExceptionsFilter } from './shared/http/all-exceptions.filter.js';
import { jsonBodyParser, JSON_MEDIA_TYPES } from './shared/http/json-body.js';
import { requestIdOf, requestLogHook } from './shared/http/request-log.js';
import { dispatchBeforeSendHook, requestScopeHook } from './shared/http/request-scope.js';
import { requestPolicy } from './shared/http/same-origin.js';
import { pathOf } from './shared/http/url-path.js';
import { RejectNulCharactersPipe, createValidationPipe } from './shared/http/validation.js';
import { OutboxDispatcher } from './shared/events/outbox-dispatcher.js';

/** Paths the server answers itself; everything else is a route of the SPA. */
const SERVER_PREFIXES = ['/api', '/docs', '/dev-auth', '/uploads', '/assets'];

/** Below this size a response goes out uncompressed. */
const COMPRESSION_THRESHOLD_BYTES = 1400;
/** Up to this size a response is compressed in one call; larger ones stream through zlib. */
const COMPRESSION_SYNC_LIMIT_BYTES = 65_536;

/**
 * The HTTP server under Nest: Fastify (ADR 0038). Behind a proxy on the same
 * machine the client's address comes from X-Forwarded-For; a request keeps the
 * caller's X-Request-Id; `/api/users/me/` answers like `/api/users/me`, as it
 * did on Express.
 */
export function createHttpAdapter(): FastifyAdapter {
  return new FastifyAdapter({
    trustProxy: 'loopback',
    genReqId: requestIdOf,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1_000 },
    // The app has no Nest middleware: sessions are a hook (registerSessions).
    skipMiddie: true,
  });
}

export function buildOpenApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const document = new DocumentBuilder()
    .setTitle('Poliglota API')
    .setDescription(
      'The HTTP API of Poliglota. Member calls use the session cookie set by `POST /api/sessions`; ' +
        'administrator calls need an administrator session. Errors always have the shape ' +
        '`{statusCode, error, message, code}`.',
    )
    .setVersion('1.0')
    .addCookieAuth('poliglota.sid')
    .build();
  return SwaggerModule.createDocument(app, document);
}

/**
 * Everything between "the Nest app exists" and "it listens": used by main.ts and
 * by every API and browser test, so tests run the very same pipeline.
 */
export async function configureApp(app: NestFastifyApplication): Promise<void> {
  const config = app.get(AppConfig);
  const fastify = app.getHttpAdapter().getInstance();
  app.useLogger(app.get(Logger));
  fastify.addHook('onResponse', requestLogHook(() => PinoLogger.root));

  // The framework's security headers (helmet's, resolved once at start).
  app.useSecurityHeaders({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", 'https://www.youtube.com', 'https://s.ytimg.com'],
        'frame-src': ["'self'", 'https://www.youtube.com', 'https://www.youtube-nocookie.com'],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'connect-src': ["'self'"],
        'form-action': ["'self'"],
        'upgrade-insecure-requests': config.isProduction ? true : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Only bodies worth it: small JSON (most API answers) costs more to compress than to
  // send. Answers up to 64 KiB (every page of the API) are compressed in one call rather
  // than through a zlib stream, whose set-up and piping cost more than the compression on a
  // machine with few cores. Compressed request bodies are not accepted (no decompression bombs).
  await app.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    syncThreshold: COMPRESSION_SYNC_LIMIT_BYTES,
    globalDecompression: false,
  });
  // Same-origin writes and JSON-only bodies, decided before any body is read (ADR 0016).
  fastify.addHook('onRequest', requestPolicy({ publicUrl: config.get('PUBLIC_URL') }));

  // JSON with the depth check on the raw bytes before JSON.parse; HTML forms (the
  // development sign-in page); multipart bodies are left unread for the upload route.
  const bodyLimit = config.jsonBodyLimitBytes;
  fastify.removeContentTypeParser(['application/json', 'text/plain']);
  fastify.addContentTypeParser(JSON_MEDIA_TYPES, { parseAs: 'buffer', bodyLimit }, jsonBodyParser);
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  fastify.addContentTypeParser('multipart/form-data', (_req, _payload, done) => done(null));

  registerSessions(fastify, app.get(SessionMiddleware));
  // Each request one unit of work (ADR 0005), from its handler's guards on; its
  // events are delivered before its response goes out.
  const dispatcher = app.get(OutboxDispatcher);
  fastify.addHook('preHandler', requestScopeHook(dispatcher));
  fastify.addHook('onSend', dispatchBeforeSendHook(dispatcher));

  app.setGlobalPrefix('api', { exclude: ['dev-auth', 'dev-auth/{*path}'] });
  app.useGlobalPipes(new RejectNulCharactersPipe(), createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());

  SwaggerModule.setup('docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'docs-json',
    customSiteTitle: 'Poliglota API',
  });

  // Uploaded files have content-hashed names (ADR 0026): cacheable for a year,
  // never sniffed into another type, and a missing one is a plain 404.
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    index: false,
    dotfiles: 'deny',
    setHeaders: (reply) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
    },
  });
  if (fs.existsSync(spaDistDir)) {
    // Hashed build assets never change under the same name: cached for a year.
    await app.register(fastifyStatic, {
      root: path.join(spaDistDir, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      index: false,
    });
    // The build's other files (icons, manifest): one route each, found at start. Its
    // options are also those of `reply.sendFile` (the SPA's index.html below).
    await app.register(fastifyStatic, {
      root: spaDistDir,
      prefix: '/',
      decorateReply: true,
      wildcard: false,
      globIgnore: ['assets/**', 'index.html'],
      index: false,
      maxAge: '1h',
    });
  }
  // Every other GET outside the server's own paths is a route of the SPA (ADR 0006).
  fastify.get('/*', serveSpa);
  fastify.get('/', serveSpa);
}

function isServerPath(url: string): boolean {
  const pathname = pathOf(url);
  return SERVER_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Answers a GET outside the server's own prefixes with the SPA's index.html, so
 * deep links such as /ranking load the app. Server paths, including unknown /api
 * ones, get the JSON 404.
 */
function serveSpa(request: FastifyRequest, reply: FastifyReply): FastifyReply | void {
  if (isServerPath(request.url) || !fs.existsSync(path.join(spaDistDir, 'index.html'))) {
    reply.callNotFound();
    return;
  }
  reply.header('Cache-Control', 'no-cache');
  return reply.sendFile('index.html', spaDistDir, { cacheControl: false });
}
