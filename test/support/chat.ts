import http from 'node:http';
import { CookieAccessInfo } from 'cookiejar';
import type { Agent } from './sign-in.js';

export const GENERAL_ROOM = 'c4a70000-0000-4000-8000-000000000000';
/** The English room (second language of the list). */
export const ENGLISH_ROOM = 'c4a70000-0000-4000-8000-000000000002';

export interface StreamEvent {
  event: string;
  id?: string;
  data: any;
}

export interface OpenStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: StreamEvent[];
  comments: string[];
  ended: Promise<void>;
  /** Resolves with the first event (from now on or already received) that matches. */
  next(match: (e: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  close(): void;
}

/** The agent's cookies as one `Cookie` header, e.g. to call another address (an instance behind the proxy) as the same member. */
export function cookieHeader(agent: Agent): string {
  const jar = (agent as unknown as { jar: { getCookies(info: unknown): { toValueString(): string } } }).jar;
  return jar.getCookies(CookieAccessInfo.All).toValueString();
}

/** Opens GET /api/chat/rooms/{id}/stream as the agent's member and parses its events. */
export function openStream(baseUrl: string, agent: Agent | null, roomId: string, lastEventId?: number): Promise<OpenStream> {
  return openEventStream(baseUrl, agent, `/api/chat/rooms/${roomId}/stream`, lastEventId);
}

/** Opens a Server-Sent Events route (e.g. /api/events) as the agent's member and parses its events. */
export function openEventStream(baseUrl: string, agent: Agent | null, path: string, lastEventId?: number): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { Accept: 'text/event-stream', 'Accept-Encoding': 'gzip' };
    if (agent) headers.Cookie = cookieHeader(agent);
    if (lastEventId !== undefined) headers['Last-Event-ID'] = String(lastEventId);
    const req = http.get(`${baseUrl}${path}`, { headers }, (res) => {
      const events: StreamEvent[] = [];
      const comments: string[] = [];
      const waiters: { match: (e: StreamEvent) => boolean; resolve: (e: StreamEvent) => void }[] = [];
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event: StreamEvent = { event: 'message', data: undefined };
          let data = '';
          let hasField = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event: ')) {
              event.event = line.slice(7);
              hasField = true;
            } else if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('data: ')) {
              data += line.slice(6);
              hasField = true;
            }
          }
          if (!hasField) continue;
          event.data = data ? JSON.parse(data) : undefined;
          events.push(event);
          for (const waiter of [...waiters]) {
            if (waiter.match(event)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(event);
            }
          }
        }
      });
      const ended = new Promise<void>((done) => {
        res.on('end', done);
        res.on('close', done);
      });
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        comments,
        ended,
        next(match, timeoutMs = 5000) {
          const found = events.find(match);
          if (found) return Promise.resolve(found);
          return new Promise((ok, fail) => {
            const timer = setTimeout(() => fail(new Error(`No matching stream event within ${timeoutMs} ms`)), timeoutMs);
            waiters.push({
              match,
              resolve: (e) => {
                clearTimeout(timer);
                ok(e);
              },
            });
          });
        },
        close() {
          req.destroy();
        },
      });
    });
    req.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
  });
}
