/**
 * The HTTP side of the benchmarks that drive the built app as a browser would: requests with
 * the page's Origin on one kept-alive agent, a sign-in through the development provider, and
 * a process's resident memory.
 */
import fs from 'node:fs';
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type CallOptions = { cookie?: string; json?: unknown; form?: Record<string, string> };

/** One request; retried once when a kept-alive socket was closed by the server meanwhile. */
export async function call(base: string, method: string, url: string, options: CallOptions = {}): Promise<Reply> {
  try {
    return await callOnce(base, method, url, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') throw error;
    return callOnce(base, method, url, options);
  }
}

function callOnce(base: string, method: string, url: string, options: CallOptions): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { Origin: base };
    let payload: string | undefined;
    if (options.cookie) headers.Cookie = options.cookie;
    if (options.json !== undefined) {
      payload = JSON.stringify(options.json);
      headers['Content-Type'] = 'application/json';
    } else if (options.form) {
      payload = new URLSearchParams(options.form).toString();
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
    }
    const req = http.request(new URL(url, base), { method, headers, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

export function cookiesOf(reply: Reply, jar: Map<string, string>): void {
  for (const line of reply.headers['set-cookie'] ?? []) {
    const [pair] = line.split(';');
    const [name, ...rest] = pair!.split('=');
    jar.set(name!.trim(), rest.join('='));
  }
}

export const jarHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

/** Signs a member in through the development provider; returns the session cookie header. */
export async function signIn(base: string, email: string, name: string): Promise<string> {
  const jar = new Map<string, string>();
  const redirect = await call(base, 'GET', '/api/oauth/google/redirect_url');
  const startUrl = new URL(JSON.parse(redirect.body).redirectUrl as string);
  const start = await call(base, 'GET', `${startUrl.pathname}${startUrl.search}`);
  cookiesOf(start, jar);
  const authorize = new URL(start.headers.location as string, base);
  const answer = await call(base, 'POST', `/dev-auth/authorize${authorize.search}`, { cookie: jarHeader(jar), form: { email, name } });
  cookiesOf(answer, jar);
  const callback = new URL(answer.headers.location as string, base);
  const session = await call(base, 'POST', '/api/sessions', {
    cookie: jarHeader(jar),
    json: { code: callback.searchParams.get('code'), state: callback.searchParams.get('state') },
  });
  if (session.status !== 200) throw new Error(`Sign-in failed: ${session.status} ${session.body}`);
  cookiesOf(session, jar);
  // The legal documents in force, accepted as the SPA asks first: the server refuses a member's writes until then.
  const { consents } = JSON.parse(session.body) as { consents: { required: boolean; terms: { current: string }; privacy: { current: string } } };
  if (consents.required) {
    const accepted = await call(base, 'POST', '/api/consents', {
      cookie: jarHeader(jar),
      json: { terms: consents.terms.current, privacy: consents.privacy.current },
    });
    if (accepted.status !== 200) throw new Error(`Consent failed: ${accepted.status} ${accepted.body}`);
  }
  return jarHeader(jar);
}

/** Resident memory of a process in MiB (Linux). */
export function rssMiB(pid: number | undefined): number {
  if (!pid) return NaN;
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return line ? Number(line.replace(/\D+/g, '')) / 1024 : NaN;
}

/**
 * Runs a benchmark's `main` and always its `cleanUp` (servers and databases it started), also on
 * Ctrl-C or SIGTERM; exits 0, 1 on a failure (its stack on stderr) or 130 when interrupted.
 */
export function runBenchmark(main: () => Promise<void>, cleanUp: () => Promise<unknown>): void {
  const onSignal = () => void cleanUp().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  main()
    .then(() => cleanUp())
    .then(() => process.exit(0))
    .catch(async (error: unknown) => {
      process.stderr.write(`Benchmark failed: ${error instanceof Error ? error.stack : String(error)}\n`);
      await cleanUp();
      process.exit(1);
    });
}
