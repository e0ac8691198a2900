import pg from 'pg';

/** A connection attempt that hangs (a host that drops packets) counts as a failure after this. */
const CONNECT_TIMEOUT_MS = 3_000;
const FIRST_PAUSE_MS = 250;
const LONGEST_PAUSE_MS = 2_000;

/** Failures that say "not reachable yet", as opposed to a wrong password or database name. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN',
  // PostgreSQL starting up, shutting down, out of connection slots.
  '57P01', '57P02', '57P03', '53300',
]);

/** The database stayed unreachable for all of DATABASE_STARTUP_TIMEOUT_MS. */
export class DatabaseUnreachableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseUnreachableError';
  }
}

export function isUnreachable(error: unknown): boolean {
  const failure = error as { code?: unknown; message?: unknown } | null;
  if (!failure || typeof failure !== 'object') return false;
  if (typeof failure.code === 'string' && UNREACHABLE_CODES.has(failure.code)) return true;
  // pg's own words for its connection timeout and for a server that hung up during the handshake.
  return typeof failure.message === 'string' && /timeout expired|Connection terminated/i.test(failure.message);
}

export interface DatabaseWait {
  timeoutMs: number;
  log: (message: string) => void;
  /** Called once, at the first failure that is worth waiting out. */
  onUnreachable?: () => Promise<void>;
}

/**
 * Returns once PostgreSQL at `clientUrl` accepts a connection, retrying with a growing pause
 * (0.25 s up to 2 s) while it is unreachable, for up to `timeoutMs` (ADR 0125): a database that
 * starts after the app (a host's boot, a container started beside it) costs a late start, not a
 * crash loop. A refusal that waiting does not cure (authentication, an unknown database) fails at once.
 */
export async function waitForDatabase(clientUrl: string, wait: DatabaseWait): Promise<void> {
  const deadline = Date.now() + wait.timeoutMs;
  let pause = FIRST_PAUSE_MS;
  let waiting = false;
  for (;;) {
    const failure = await tryConnecting(clientUrl);
    if (!failure) {
      if (waiting) wait.log(`PostgreSQL at ${addressOf(clientUrl)} is reachable; starting`);
      return;
    }
    if (!isUnreachable(failure)) throw failure;
    const left = deadline - Date.now();
    if (left <= 0) {
      throw new DatabaseUnreachableError(
        `PostgreSQL at ${addressOf(clientUrl)} was not reachable within ${seconds(wait.timeoutMs)} (${describe(failure)}). ` +
          'Check DATABASE_URL and that the server is running; DATABASE_STARTUP_TIMEOUT_MS sets how long a start waits.',
      );
    }
    if (!waiting) {
      waiting = true;
      wait.log(
        `PostgreSQL at ${addressOf(clientUrl)} is not reachable (${describe(failure)}); ` +
          `retrying for up to ${seconds(wait.timeoutMs)}, readiness answers 503 meanwhile`,
      );
      await wait.onUnreachable?.();
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)));
    pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
  }
}

async function tryConnecting(clientUrl: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: clientUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A server that goes away while the client is open must not end the process as an unhandled `error` event.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return error ?? new Error('connection failed');
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Host, port and database: never the password. */
function addressOf(clientUrl: string): string {
  try {
    const url = new URL(clientUrl);
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

function describe(failure: unknown): string {
  const error = failure as { code?: unknown; message?: unknown };
  const message = typeof error.message === 'string' && error.message ? error.message : String(failure);
  return typeof error.code === 'string' && !message.includes(error.code) ? `${error.code}: ${message}` : message;
}

function seconds(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`;
}
