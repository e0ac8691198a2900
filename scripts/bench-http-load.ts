/**
 * The load generator of `npm run bench:http`, in a process of its own so it does
 * not share an event loop with either server: runs autocannon against each
 * target in turn and prints the results as one JSON line.
 *
 *   node dist/scripts/bench-http-load.js '<json: {targets, connections, seconds, warmupSeconds}>'
 *   node dist/scripts/bench-http-load.js < run.json
 */
import { createRequire } from 'node:module';

export interface LoadRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadTarget {
  name: string;
  url: string;
  headers: Record<string, string>;
  /** A mix of requests each connection goes through in turn (autocannon's `requests`), instead of `url` alone. */
  requests?: LoadRequest[];
  /** A list of requests for each connection, given out in turn as connections open (autocannon's `setupClient`). */
  requestsPerConnection?: LoadRequest[][];
  /** Requests per second for all connections together (a scenario's need); unset: as fast as answered. */
  overallRate?: number;
  connections?: number;
  seconds?: number;
}

export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors and timeouts, plus answers that were not 2xx. */
  errors: number;
  requests: number;
  /** Requests of the warm-up and the measurement together (what the server saw). */
  sent: number;
}

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;

const require = createRequire(import.meta.url);
const autocannon = require('autocannon') as Autocannon;

/** The run's description: the argument, else stdin (what `npm run bench:http` sends). */
async function payload(): Promise<string> {
  if (process.argv[2]) return process.argv[2];
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const { targets, connections, seconds, warmupSeconds } = JSON.parse(await payload()) as {
  targets: LoadTarget[];
  connections: number;
  seconds: number;
  warmupSeconds: number;
};

/** autocannon's options that give each connection its own list of requests, in turn. */
function perConnection(lists: LoadRequest[][]) {
  let next = 0;
  return {
    requests: lists[0],
    setupClient: (client: { setRequests(requests: LoadRequest[]): void }) => client.setRequests(lists[next++ % lists.length]),
  };
}

const results: LoadResult[] = [];
for (const target of targets) {
  const options = {
    url: target.url,
    headers: target.headers,
    connections: target.connections ?? connections,
    pipelining: 1,
    ...(target.requests ? { requests: target.requests } : {}),
    ...(target.requestsPerConnection ? perConnection(target.requestsPerConnection) : {}),
    ...(target.overallRate ? { overallRate: target.overallRate } : {}),
  };
  const warm = warmupSeconds > 0 ? await autocannon({ ...options, duration: warmupSeconds }) : undefined;
  const r = await autocannon({ ...options, duration: target.seconds ?? seconds });
  results.push({
    name: target.name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    requests: r.requests.total,
    sent: r.requests.total + (warm?.requests.total ?? 0),
  });
}
process.stdout.write(`${JSON.stringify(results)}\n`);
