import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { AppConfig, spaDistDir } from './config/index.js';
import { AllExceptionsFilter } from './shared/http/all-exceptions.filter.js';
import { verifyJsonDepth } from './shared/http/json-depth.js';
import { requestPolicy } from './shared/http/same-origin.js';
import { RejectNulCharactersPipe, createValidationPipe } from './shared/http/validation.js';

/** Paths the server answers itself; everything else is a route of the SPA. */
const SERVER_PREFIXES = ['/api', '/docs', '/dev-auth', '/uploads'];

export function buildOpenApiDocument(app: NestExpressApplication): OpenAPIObject {
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
export function configureApp(app: NestExpressApplication): void {
  const config = app.get(AppConfig);
  app.useLogger(app.get(Logger));
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');

  app.use(
    helmet({
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
          'upgrade-insecure-requests': config.isProduction ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  // Only bodies worth it: small JSON (most API answers) costs more to compress than to send.
  app.use(compression({ threshold: COMPRESSION_THRESHOLD_BYTES }));
  // Same-origin writes and JSON-only bodies, decided before any body is read (ADR 0016).
  app.use(requestPolicy({ publicUrl: config.get('PUBLIC_URL') }));
  // The depth check scans the raw bytes before JSON.parse and any transformation.
  // (express.json directly: Nest's useBodyParser reserves `verify` for raw bodies.)
  app.use(express.json({ limit: config.get('JSON_BODY_LIMIT'), verify: verifyJsonDepth }));
  app.useBodyParser('urlencoded', { limit: config.get('JSON_BODY_LIMIT'), extended: false });

  app.setGlobalPrefix('api', { exclude: ['dev-auth', 'dev-auth/{*path}'] });
  app.useGlobalPipes(new RejectNulCharactersPipe(), createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());

  SwaggerModule.setup('docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'docs-json',
    customSiteTitle: 'Poliglota API',
  });

  // Uploaded files have content-hashed names (ADR 0026): cacheable for a year,
  // never sniffed into another type, and a missing one is a plain 404.
  app.use(
    '/uploads',
    express.static(config.uploadsDir, {
      immutable: true,
      maxAge: '365d',
      index: false,
      dotfiles: 'deny',
      fallthrough: false,
      setHeaders: (res) => {
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      },
    }),
  );
  // Hashed build assets never change under the same name: cache them for a year.
  app.use(
    '/assets',
    express.static(path.join(spaDistDir, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: true }),
  );
  // Static files and the SPA fallback never run for the server's own paths: no disk
  // stat per API request (ADR 0018).
  app.use(outsideServerPaths(express.static(spaDistDir, { index: false, maxAge: '1h' })));
  app.use(outsideServerPaths(serveSpa));
}

/** Below this size a response goes out uncompressed. */
const COMPRESSION_THRESHOLD_BYTES = 1400;

function isServerPath(path: string): boolean {
  return SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function outsideServerPaths(handler: (req: Request, res: Response, next: NextFunction) => void) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (isServerPath(req.path)) next();
    else handler(req, res, next);
  };
}

/**
 * Answers a GET outside the server's own prefixes with the SPA's index.html, so
 * deep links such as /ranking load the app (ADR 0006). Server paths, including
 * unknown /api ones, go on to Nest (a JSON 404 for those).
 */
function serveSpa(req: Request, res: Response, next: NextFunction): void {
  const indexFile = path.join(spaDistDir, 'index.html');
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !fs.existsSync(indexFile)) {
    next();
    return;
  }
  res.setHeader('Cache-Control', 'no-cache');
  res.status(200).sendFile(indexFile);
}
