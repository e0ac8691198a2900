import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type { Request, Response } from 'express';
import { ValidationFailedError } from '../errors/index.js';
import type { SseSink, SseStreamHub } from './sse-hub.js';

/** An event id as a stream writes it: decimal digits only (`0x10`, `1e3` or ` 7` are not ids). */
const EVENT_ID = /^\d{1,15}$/;

/** Where a stream resumes, for clients that cannot set the header (query string). */
export class LastEventIdQueryDto {
  @ApiPropertyOptional({
    description: 'Resume after this event id, in decimal digits (as the Last-Event-ID header does; the header wins)',
    minimum: 0,
  })
  @IsOptional()
  // Number() would read `0x10` as 16 and `1e3` as 1000: anything but decimal digits stays text and is refused.
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && EVENT_ID.test(value) ? Number(value) : value))
  @Max(Number.MAX_SAFE_INTEGER, { message: 'lastEventId inválido' })
  @Min(0, { message: 'lastEventId deve ser pelo menos 0' })
  @IsInt({ message: 'lastEventId deve ser um número inteiro em algarismos decimais' })
  lastEventId?: number;
}

/** Where a stream resumes: the Last-Event-ID header wins over the `lastEventId` query parameter. */
export function lastEventId(req: Request, fromQuery: number | undefined): number | undefined {
  const header = req.headers['last-event-id'];
  if (typeof header !== 'string' || header === '') return fromQuery;
  if (!EVENT_ID.test(header)) throw ValidationFailedError.fromFields({ 'Last-Event-ID': ['Last-Event-ID deve ser um número inteiro em algarismos decimais.'] });
  return Number(header);
}

export interface SessionWatcher {
  /** Calls `onChange` when the session changes or ends on any instance; returns how to stop. */
  watch(sessionId: string, onChange: () => void): Promise<() => void>;
  /** Whether a ban is in force for the member, however it reached the database. */
  banned(memberId: string): Promise<boolean>;
}

/**
 * Turns a checked request into an open Server-Sent Events stream of `hub`
 * (`@Res()`: Nest sends nothing more): the headers, `retry`, the sink that
 * writes on the response, ending at once on logout or ban (ADR 0060).
 * `fields` is what the hub's sink carries beside the writing part.
 */
export async function serveSseStream<S extends SseSink>(
  req: Request,
  res: Response,
  hub: SseStreamHub<S>,
  sessions: SessionWatcher,
  fields: Omit<S, 'write' | 'end' | 'stillValid'>,
): Promise<void> {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    // no-transform keeps compression and proxies from buffering the stream.
    'Cache-Control': 'no-cache, no-transform',
    'X-Accel-Buffering': 'no',
    Connection: 'keep-alive',
  });
  res.flushHeaders();
  req.socket.setNoDelay(true);
  req.socket.setKeepAlive(true);

  const sessionId = req.sessionID;
  const store = req.sessionStore;
  let ended = false;
  let stopWatching: (() => void) | undefined;
  const sink = {
    ...fields,
    write: (chunk: string) => {
      if (ended || res.writableEnded || res.destroyed) return 0;
      res.write(chunk);
      return res.writableLength;
    },
    end: () => {
      if (ended) return;
      ended = true;
      stopWatching?.();
      // Ends now: a session save at the end of the response (the rolling expiry) would
      // hold the end back for a round trip, and at shutdown keep the connection open.
      (req as { session?: unknown }).session = undefined;
      if (!res.writableEnded) res.end();
    },
    stillValid: async () => {
      // The ban is read from the member too: one written without ending the sessions (a restore,
      // a script) leaves the session as it was, and would otherwise never end the stream. It is
      // asked at once (a heartbeat's questions share one read), but a session that is gone ends
      // the stream without waiting for it: a ban or logout through the API must end it before
      // anything committed after it is sent.
      const banned = sessions.banned(fields.memberId);
      const sessionValid = await new Promise<boolean>((resolve) => {
        if (!store || !sessionId) return resolve(true);
        store.get(sessionId, (error, session) => {
          if (error) return resolve(true);
          resolve((session as { memberId?: string } | null | undefined)?.memberId === fields.memberId);
        });
      });
      const valid = sessionValid && !(await banned);
      // Without this, ending the response would save the request's copy of the session
      // and bring back a session that logout or a ban just removed.
      if (!valid) (req as { session?: unknown }).session = undefined;
      return valid;
    },
  } as S;
  res.write('retry: 3000\n: connected\n\n');
  res.on('close', () => {
    stopWatching?.();
    hub.close(sink);
  });
  // A logout or a ban on any instance ends the stream at once, not at the next heartbeat (ADR 0060).
  if (sessionId) {
    const stop = await sessions.watch(sessionId, () => hub.recheck(sink));
    if (ended || res.destroyed) stop();
    else stopWatching = stop;
  }
  try {
    await hub.open(sink);
  } catch {
    // Capacity taken between the check and now: the client retries after `retry`.
    sink.end();
    return;
  }
  // A logout or ban that committed before the watch began was not heard: read the session once more.
  hub.recheck(sink);
}
