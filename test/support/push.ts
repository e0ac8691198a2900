import { execFileSync } from 'node:child_process';
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import https from 'node:https';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';

// The RFC 8188 implementation web-push encrypts with; the push service's side decrypts with it
// the way a browser would.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: string; privateKey: ECDH; authSecret: string }): Buffer;
};

/** A browser's side of one subscription: its key pair and auth secret. */
export interface TestDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
}

export interface ReceivedPush {
  device: string;
  headers: http.IncomingHttpHeaders;
  /** The decrypted payload, parsed. */
  payload: Record<string, unknown>;
  /** The VAPID JWT's claims, its signature checked against the key in `k=`. */
  claims: { aud: string; exp: number; sub: string };
  vapidPublicKey: string;
}

export interface TestPushService {
  origin: string;
  /** A new subscription on this service; `answer` is the status it answers pushes with. */
  device(name: string): TestDevice;
  answer(name: string, ...statuses: number[]): void;
  received: ReceivedPush[];
  /** Requests refused by the checks below (wrong encoding, bad VAPID, undecryptable body). */
  problems: string[];
  close(): Promise<void>;
}

/**
 * A push service on loopback: it checks what a real one checks — `Content-Encoding:
 * aes128gcm`, TTL, the VAPID `Authorization: vapid t=<JWT>, k=<key>` with an ES256
 * signature and the endpoint's origin as audience — and decrypts the body with the
 * device's private key.
 */
export async function startPushService(): Promise<TestPushService> {
  const devices = new Map<string, TestDevice>();
  const answers = new Map<string, number[]>();
  const received: ReceivedPush[] = [];
  const problems: string[] = [];
  let origin = '';

  const { key, cert } = selfSignedCertificate();
  // web-push speaks only https, through Node's global agent: this worker trusts the service's certificate.
  https.globalAgent.options.ca = [...tls.rootCertificates, cert];
  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const name = decodeURIComponent((req.url ?? '').replace(/^\/push\//, ''));
      const device = devices.get(name);
      const queue = answers.get(name) ?? [];
      const status = queue.length > 1 ? queue.shift()! : (queue[0] ?? 201);
      try {
        if (!device || req.method !== 'POST') throw new Error(`unknown subscription ${name}`);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${req.headers['content-encoding']}`);
        if (!/^\d+$/.test(String(req.headers.ttl))) throw new Error('no TTL');
        const match = /^vapid t=([^,]+),\s*k=([A-Za-z0-9_-]+)$/.exec(req.headers.authorization ?? '');
        if (!match) throw new Error(`authorization ${req.headers.authorization}`);
        const [, jwt, key] = match;
        const claims = checkJwt(jwt!, key!);
        if (claims.aud !== origin) throw new Error(`aud ${claims.aud}`);
        const payload = JSON.parse(ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.keys.auth }).toString('utf8'));
        if (status < 300) received.push({ device: name, headers: req.headers, payload, claims, vapidPublicKey: key! });
      } catch (error) {
        problems.push(String(error));
        res.writeHead(400).end();
        return;
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    problems,
    device(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const device = {
        endpoint: `${origin}/push/${encodeURIComponent(name)}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
        ecdh,
      };
      devices.set(name, device);
      return device;
    },
    answer(name, ...statuses) {
      answers.set(name, statuses);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A throw-away certificate for 127.0.0.1 (openssl, as Debian ships it). */
function selfSignedCertificate(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-service-'));
  try {
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
      '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
    ], { stdio: 'ignore' });
    return { key: fs.readFileSync(path.join(dir, 'key.pem'), 'utf8'), cert: fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8') };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function checkJwt(jwt: string, publicKey: string): { aud: string; exp: number; sub: string } {
  const [header, body, signature] = jwt.split('.');
  if (JSON.parse(Buffer.from(header!, 'base64url').toString()).alg !== 'ES256') throw new Error('alg');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const ok = verify('sha256', Buffer.from(`${header}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'));
  if (!ok) throw new Error('VAPID signature does not verify');
  return JSON.parse(Buffer.from(body!, 'base64url').toString());
}
