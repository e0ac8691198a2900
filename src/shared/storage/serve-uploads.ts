import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { FileStorage, FileStorageUnavailableError, IMMUTABLE_CACHE, PRIVATE_KEY_PREFIX, SAFE_KEY } from './file-storage.js';
import { LocalDiskFileStorage } from './local-disk-file-storage.js';

/** What an uploaded file may do in a browser: nothing but be shown (ADR 0026). */
function harden(res: Response): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
}

function notFound(res: Response): void {
  res.status(404).json({ statusCode: 404, error: 'Recurso não encontrado.', message: 'Recurso não encontrado.', code: 'NOT_FOUND' });
}

/**
 * Serves `/uploads/<key>` (ADR 0066). Names are content-hashed, so every answer
 * is cacheable for a year. The local directory is served from disk; an object
 * store's files are streamed from it with its ETag (a matching If-None-Match
 * gets 304), or, with S3_PUBLIC_URL, the client is sent there.
 */
export function serveUploads(storage: FileStorage, publicUrl?: string): RequestHandler {
  const serve = servePublic(storage, publicUrl);
  return (req, res, next) => {
    if (isPrivate(req.path)) {
      notFound(res);
      return;
    }
    serve(req, res, next);
  };
}

/** Whether the path names a private key, however it is spelled (`/./private/…`, `%70rivate/…`); an undecodable one counts as private. */
function isPrivate(urlPath: string): boolean {
  try {
    return path.posix.normalize(decodeURIComponent(urlPath)).replace(/^\/+/, '').toLowerCase().startsWith(PRIVATE_KEY_PREFIX);
  } catch {
    return true;
  }
}

function servePublic(storage: FileStorage, publicUrl?: string): RequestHandler {
  if (storage instanceof LocalDiskFileStorage) {
    return express.static(storage.root, {
      immutable: true,
      maxAge: '365d',
      index: false,
      dotfiles: 'deny',
      fallthrough: false,
      setHeaders: harden,
    });
  }
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      notFound(res);
      return;
    }
    const key = decodeURIComponent(req.path.replace(/^\//, ''));
    if (!SAFE_KEY.test(key)) {
      notFound(res);
      return;
    }
    if (publicUrl) {
      // A day, not a year: the public address is configuration and may move.
      res.setHeader('Cache-Control', 'public, max-age=86400');
      res.redirect(302, `${publicUrl.replace(/\/$/, '')}/${key}`);
      return;
    }
    void (async () => {
      const file = await storage.open(key);
      if (!file) {
        notFound(res);
        return;
      }
      harden(res);
      res.setHeader('Cache-Control', IMMUTABLE_CACHE);
      if (file.etag) res.setHeader('ETag', file.etag);
      if (file.etag && req.headers['if-none-match'] === file.etag) {
        file.body.destroy();
        res.status(304).end();
        return;
      }
      res.setHeader('Content-Type', file.contentType);
      if (file.contentLength !== undefined) res.setHeader('Content-Length', String(file.contentLength));
      if (req.method === 'HEAD') {
        file.body.destroy();
        res.status(200).end();
        return;
      }
      res.status(200);
      await pipeline(file.body, res);
    })().catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (!(error instanceof FileStorageUnavailableError)) {
        next(error);
        return;
      }
      res.setHeader('Retry-After', '30');
      res.status(503).json({
        statusCode: 503,
        error: error.message,
        message: error.message,
        code: error.code,
        requestId: req.id,
      });
    });
  };
}
