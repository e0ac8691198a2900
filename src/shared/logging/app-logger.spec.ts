import { describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { EventScope } from '../events/event-scope.js';
import { AppLogger } from './app-logger.js';

/** An application logger whose JSON lines are collected, parsed, instead of written to stdout. */
function capture(level: 'info' | 'debug' = 'info') {
  const logger = new AppLogger(level);
  const lines: Record<string, unknown>[] = [];
  (logger.root as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = {
    write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
  };
  return { logger, lines };
}

describe('application logger', () => {
  it('writes one JSON line per call, with the caller as context and the level as pino numbers it', () => {
    const { logger, lines } = capture();
    logger.log('started', 'Bootstrap');
    logger.warn('slow', 'Outbox');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'started', context: 'Bootstrap' });
    expect(lines[1]).toMatchObject({ level: 40, msg: 'slow', context: 'Outbox' });
    expect(lines[0]).toHaveProperty('time');
  });

  it("tags a line with the id of the request whose unit of work writes it, and no other line", () => {
    const { logger, lines } = capture();
    EventScope.run(() => logger.log('inside', 'Probe'), undefined, undefined, 'report-1');
    logger.log('outside', 'Probe');
    expect(lines[0]).toMatchObject({ msg: 'inside', reqId: 'report-1' });
    expect(lines[1]).not.toHaveProperty('reqId');
  });

  it("keeps an error's stack under err, and reads Nest's own `error(message, stack, context)` the same way", () => {
    const { logger, lines } = capture();
    logger.error(new Error('boom'), 'Handler');
    logger.error('Unhandled', 'Error: kaput\n    at somewhere (file.js:1:1)', 'ExceptionsHandler');
    expect(lines[0]).toMatchObject({ level: 50, context: 'Handler', err: { message: 'boom', type: 'Error' } });
    expect(String((lines[0].err as { stack: string }).stack)).toContain('boom');
    expect(lines[1]).toMatchObject({ context: 'ExceptionsHandler', msg: 'Unhandled', err: { message: 'Unhandled' } });
    expect(String((lines[1].err as { stack: string }).stack)).toContain('at somewhere');
  });

  it("merges an object's fields into the line and fills the message's placeholders from extra values", () => {
    const { logger, lines } = capture();
    logger.log({ userId: 'u1', msg: 'granted' }, 'Gamification');
    logger.log('sent %s of %s', 2, 3, 'Mail');
    expect(lines[0]).toMatchObject({ userId: 'u1', msg: 'granted', context: 'Gamification' });
    expect(lines[1]).toMatchObject({ msg: 'sent 2 of 3', context: 'Mail' });
  });

  it('writes nothing below its level: debug and verbose lines only when asked for', () => {
    const quiet = capture('info');
    quiet.logger.debug('hidden', 'X');
    quiet.logger.verbose('hidden', 'X');
    expect(quiet.lines).toEqual([]);
    const chatty = capture('debug');
    chatty.logger.debug('shown', 'X');
    expect(chatty.lines).toEqual([expect.objectContaining({ level: 20, msg: 'shown' })]);
  });
});
