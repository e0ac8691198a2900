import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import { NotFoundException } from '@nestjs/common';
import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { AppConfig, spaDistDir } from './config/index.js';
import { LEGAL_PAGE_PREFIXES, SessionMiddleware } from './modules/identity/index.js';
import { AllExceptionsFilter } from './shared/http/all-exceptions.filter.js';
import { formBodyParser, jsonBodyParser } from './shared/http/json-body.js';
import { loopbackAliasRedirect } from './shared/http/loopback-alias.js';
import { crawlerFiles } from './shared/http/crawler-files.js';
import { completeOpenApiDocument } from './shared/http/openapi-document.js';
import { pageLanguageOf } from './shared/http/page-language.js';
import { requestLog } from './shared/http/request-log.js';
import { withStartUpAtDebug } from './shared/http/startup-log.js';
import { requestScope, settleRequestEvents } from './shared/http/request-scope.js';
import { requestPolicy } from './shared/http/same-origin.js';
import { warnOfUntrustedForwarding, type TrustProxy } from './shared/http/untrusted-forwarding.js';
import { canonicalPathOf, isStrayApiPath, isUnderPrefixAsWritten, pathOf } from './shared/http/url-path.js';
import { RejectMalformedTextPipe, createValidationPipe, rejectMalformedBodyText } from './shared/http/validation.js';
import { NormaliseIdsPipe } from './shared/http/normalised-ids.js';
import { EventScope } from './shared/events/event-scope.js';
import { OutboxDispatcher } from './shared/events/outbox-dispatcher.js';
import { FileStorage, serveUploads } from './shared/storage/index.js';
import { memberPagePreloader, withPreload, type ServerAddress } from './member-pages/member-page.js';
import { pageAssetLinks, withLinks } from './member-pages/page-assets.js';
import { Metrics } from './shared/metrics/metrics.js';
import { AppLogger } from './shared/logging/app-logger.js';

/** Paths the server answers itself; everything else is a route of the SPA. */
const SERVER_PREFIXES = ['/api', '/docs', '/dev-auth', '/uploads', '/assets', '/metrics', ...LEGAL_PAGE_PREFIXES];

/** Below this size a response goes out uncompressed: small JSON costs more to compress than to send. */
const COMPRESSION_THRESHOLD_BYTES = 1400;

/**
 * Express under Nest (ADR 0039). An answer waits for the events its request
 * published to be delivered (request-scope.ts): the adapter's `reply` is the
 * one place every handler's answer passes through. It says in `Server-Timing`
 * how many queries the request sent to PostgreSQL (ADR 0079), which the
 * browser's developer tools, the round-trip test and `bench:http` read.
 */
export class AppHttpAdapter extends ExpressAdapter {
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    const settling = settleRequestEvents();
    if (!settling) return this.answer(response, body, statusCode);
    return settling.then(() => this.answer(response, body, statusCode));
  }

  private answer(response: Response, body: unknown, statusCode?: number): unknown {
    if (!response.headersSent) response.setHeader('Server-Timing', `db;desc="${EventScope.roundTrips() ?? 0} round trips"`);
    return super.reply(response, body, statusCode);
  }
}

/**
 * The Express application under Nest. X-Forwarded-For is believed from no one
 * until the configuration names the proxies (TRUST_PROXY, set in configureApp).
 * No ETag on API answers: clients revalidate nothing, and hashing every body
 * costs on every request.
 */
export function createHttpAdapter(): AppHttpAdapter {
  const instance = express();
  instance.set('trust proxy', false);
  instance.set('etag', false);
  return new AppHttpAdapter(instance);
}

export function buildOpenApiDocument(app: NestExpressApplication): OpenAPIObject {
  const document = new DocumentBuilder()
    .setTitle('Poliglota API')
    .setDescription(
      'The HTTP API of Poliglota. Member calls use the session cookie set by `POST /api/sessions`; ' +
        'administrator calls need an administrator session (each operation says which). Writes are ' +
        'same-origin only and take JSON bodies. Errors always have the shape ' +
        '`{statusCode, error, message, code, params?}`.',
    )
    .setVersion('1.0')
    .build();
  // The development cookie's name: the document is the same whichever environment wrote it.
  return completeOpenApiDocument(SwaggerModule.createDocument(app, document), 'poliglota.sid');
}

/**
 * Everything between "the Nest app exists" and "it listens": used by main.ts and
 * by every API and browser test, so tests run the very same pipeline. The order
 * of the steps is the order a request meets them.
 */
export function configureApp(app: NestExpressApplication): void {
  const config = app.get(AppConfig);
  // One JSON line per log call, each inside a request carrying its id (ADRs 0058, 0065).
  const logger = app.get(AppLogger);
  app.useLogger(withStartUpAtDebug(logger));
  // The client's address (rate limits, audit lines) from X-Forwarded-For only when a
  // proxy TRUST_PROXY names sent it; otherwise the connection's peer (ADR 0051).
  app.set('trust proxy', config.trustedProxies);
  // In production, X-Forwarded-For from a peer TRUST_PROXY does not name is a proxy left out of it: logged once.
  if (config.isProduction) {
    const trust = (app.getHttpAdapter().getInstance() as Express).get('trust proxy fn') as TrustProxy;
    app.use(warnOfUntrustedForwarding(trust, (fields, message) => logger.root.warn(fields, message)));
  }
  // Each request named (X-Request-Id) and logged in one flat line when answered.
  app.use(requestLog(() => logger.root));
  // Prometheus' figures (ADR 0065): every answer counted under its route template.
  const metrics = app.get(Metrics);
  app.use(metrics.observeRequests());
  app.use('/metrics', metrics.endpoint(config));

  // The framework's security headers (helmet's, resolved once at start): one hook.
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
  // Only bodies worth it (pages of the API, the SPA's files); event streams say
  // `no-transform` and pass through. Compressed request bodies are not accepted
  // (no decompression bombs): the body parsers refuse them with 415. Behind a proxy
  // that compresses (deploy/nginx), HTTP_COMPRESSION=off spares every request the
  // response wrapping and the app's CPU the zlib work.
  if (config.get('HTTP_COMPRESSION') === 'on') app.use(compression({ threshold: COMPRESSION_THRESHOLD_BYTES }));
  // An /api path spelt otherwise (`//api/x`, `/API/x`) is a JSON 404, before any check keyed on the path.
  app.use(refuseStrayApiPaths);
  // Same-origin writes and JSON-only bodies, decided before any body is read (ADR 0016).
  app.use(requestPolicy({ publicUrl: config.get('PUBLIC_URL') }));

  // JSON with the depth check on the raw bytes before JSON.parse; HTML forms (the
  // development sign-in page); multipart bodies are left unread for the upload route.
  app.use(jsonBodyParser(config.jsonBodyLimitBytes));
  app.use(formBodyParser(config.jsonBodyLimitBytes));
  // No NUL and no lone surrogate in any string of a body, before anything reads it (ADR 0052).
  app.use(rejectMalformedBodyText);

  const sessions = app.get(SessionMiddleware);
  app.use((req: Request, res: Response, next: NextFunction) => sessions.use(req, res, next));
  // Each request one unit of work (ADR 0005), from its handler's guards on.
  app.use(requestScope(app.get(OutboxDispatcher)));

  app.setGlobalPrefix('api', { exclude: ['dev-auth', 'dev-auth/{*path}', ...LEGAL_PAGE_PREFIXES.map((prefix) => prefix.slice(1))] });
  app.useGlobalPipes(new RejectMalformedTextPipe(), new NormaliseIdsPipe(), createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());

  SwaggerModule.setup('docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'docs-json',
    customSiteTitle: 'Poliglota API',
  });

  // The site around the API, one router behind one check (`apiRequestsPass`): an API
  // request (its spelling already checked by refuseStrayApiPaths) goes straight on to
  // Nest's routes instead of through each of these handlers, none of which answers it.
  const site = express.Router();
  // Uploaded files have content-hashed names (ADRs 0026, 0066): cacheable for a year,
  // never sniffed into another type, and a missing one is a plain 404.
  site.use('/uploads', serveUploads(app.get(FileStorage), config.get('S3_PUBLIC_URL')));
  // Hashed build assets never change under the same name: cached for a year.
  // Brotli files made at build time are sent to browsers that accept them (ADR 0071).
  site.use('/assets', precompressedBrotli(path.join(spaDistDir, 'assets')));
  site.use('/assets', express.static(path.join(spaDistDir, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: false, redirect: false }));
  // For crawlers, with PUBLIC_URL's addresses (issue 26).
  site.use(crawlerFiles(config.get('PUBLIC_URL')));
  // A page opened at 127.0.0.1 while PUBLIC_URL says localhost (or the reverse) moves there first.
  site.use(outsideServerPaths(loopbackAliasRedirect({ publicUrl: config.get('PUBLIC_URL'), isProduction: config.isProduction })));
  // The build's other files (icons, manifest), then the SPA itself for every other
  // GET: never for the server's own paths, so no disk is touched per API request.
  // No redirect of a directory to its slashed path: it echoed the raw path into Location
  // (`/\evil.example/..` → `/\evil.example/../`, another site to a browser).
  site.use(outsideServerPaths(express.static(spaDistDir, { index: false, maxAge: '1h', redirect: false })));
  // A member's page carries its first render's data, taken through the app's own API (ADR 0113).
  const preload = memberPagePreloader();
  site.use(outsideServerPaths(serveSpa((req) => sessions.hasSessionCookie(req), preload, pageAssetLinks(spaDistDir))));
  app.use(apiRequestsPass(site));
}

/** An /api request as the routes spell it goes on; any other request goes through `site`. */
function apiRequestsPass(site: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const written = pathOf(req.originalUrl);
    if (written === '/api' || written.startsWith('/api/')) next();
    else void site(req, res, next);
  };
}

function refuseStrayApiPaths(req: Request, _res: Response, next: NextFunction): void {
  if (isStrayApiPath(req.originalUrl)) next(new NotFoundException());
  else next();
}

const BROTLI_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * Serves `<asset>.br`, written by the build next to each hashed JavaScript, CSS and SVG asset,
 * when the browser accepts brotli; otherwise (or without a `.br` file) the next handler serves
 * the asset itself. Names come from the build's folder only: a path leaving it is passed on.
 */
function precompressedBrotli(dir: string): RequestHandler {
  return (req, res, next) => {
    const name = path.posix.normalize(pathOf(req.url));
    const type = BROTLI_TYPES[path.extname(name)];
    if (!type || name.includes('..') || !/\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))) return next();
    const file = path.join(dir, `${name}.br`);
    res.setHeader('Vary', 'Accept-Encoding');
    if (!fs.existsSync(file)) return next();
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', 'br');
    res.sendFile(file, { immutable: true, maxAge: '365d', dotfiles: 'deny' }, (error) => {
      if (error && !res.headersSent) next();
    });
  };
}

function isServerPath(url: string): boolean {
  // However the path is written (`//api`, `/API`, `/x/../api`, `/%61pi`), and whatever it
  // collapses to (`/api/x/../../etc`): a server path never gets the SPA nor a static file.
  const pathname = canonicalPathOf(url);
  return SERVER_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`) || isUnderPrefixAsWritten(url, prefix));
}

function outsideServerPaths(handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    // The raw target (originalUrl), before any mount point or router rewrote it.
    if (isServerPath(req.originalUrl)) next();
    else void handler(req, res, next);
  };
}

/**
 * Answers a GET outside the server's own prefixes with the SPA's index.html, so
 * deep links such as /ranking load the app (ADR 0006). Server paths, including
 * unknown /api ones, go on to Nest (a JSON 404 for those). A guest at `/` gets
 * the landing page's markup prerendered by the build in the address's language
 * (`?lang=en`, else Portuguese), painted before any JavaScript runs (ADR 0081);
 * a browser with a session cookie gets the plain app, which sends a member on.
 * A member's page (the dashboard, the catalogue, a course...) carries the API's
 * answers its first render needs, never stored by any cache (ADR 0113); without
 * them (a guest, a banned or signed-out member, a failure) it is the plain app,
 * which fetches them itself.
 */
/** The address and port the request reached: this server, as the host itself can reach it. */
function serverOf(req: Request): ServerAddress {
  const local = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  return { address: local === '0.0.0.0' || local === '::' ? '127.0.0.1' : local, port: req.socket.localPort ?? 0 };
}

function serveSpa(
  hasSessionCookie: (req: Request) => boolean,
  preload: ReturnType<typeof memberPagePreloader>,
  assets: ReturnType<typeof pageAssetLinks>,
): RequestHandler {
  const indexFile = path.join(spaDistDir, 'index.html');
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !fs.existsSync(indexFile)) {
      next();
      return;
    }
    const pathname = pathOf(req.url);
    const member = hasSessionCookie(req);
    // The answer depends on the cookie: no cache may give a member's page to a guest. A guest's
    // first paint is in their language, chosen (a cookie) or their browser's (pageLanguageOf).
    if (pathname === '/' || member) res.setHeader('Vary', 'Cookie, Accept-Language');
    if (pathname === '/') {
      res.setHeader('Cache-Control', 'no-cache');
      const landing = path.join(spaDistDir, `landing.${pageLanguageOf(req)}.html`);
      res.status(200).sendFile(!member && fs.existsSync(landing) ? landing : indexFile);
      return;
    }
    // The page's own code, styles and texts, named in its first response (ADR 0115).
    const links = assets.linksFor(pathname, pageLanguageOf(req));
    res.setHeader('Cache-Control', member ? 'private, no-store' : 'no-cache');
    const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
    // A member's page carries their answers; a guest's public list page the guest's (ADR 0113).
    const data = req.method === 'GET' ? await preload(serverOf(req), { pathname, search }, { ...req.headers, 'x-request-id': req.id }, pageLanguageOf(req), member) : null;
    if (data && !member) res.setHeader('Vary', 'Cookie, Accept-Language');
    if (!data && links === '') {
      res.status(200).sendFile(indexFile);
      return;
    }
    for (const cookie of data?.setCookies ?? []) res.append('Set-Cookie', cookie);
    try {
      const html = withLinks(await fs.promises.readFile(indexFile, 'utf8'), links);
      res.status(200).type('html').send(data ? withPreload(html, data) : html);
    } catch (error) {
      next(error);
    }
  };
}
