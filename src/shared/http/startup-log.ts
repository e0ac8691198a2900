import type { LoggerService } from '@nestjs/common';

/** Nest's start-up chatter: a line per module and per route (~160 in all). */
const START_UP_CONTEXTS = new Set(['RoutesResolver', 'RouterExplorer', 'InstanceLoader']);

/**
 * The application's logger with Nest's route map and module list at `debug`
 * instead of `info` (ADR 0058): `LOG_LEVEL=debug` shows them, a normal start
 * does not scroll them past.
 */
export function withStartUpAtDebug(logger: LoggerService): LoggerService {
  return {
    log: (message: unknown, ...params: unknown[]) => {
      const context = params[params.length - 1];
      if (typeof context === 'string' && START_UP_CONTEXTS.has(context)) logger.debug?.(message, ...params);
      else logger.log(message, ...params);
    },
    error: (message: unknown, ...params: unknown[]) => logger.error(message, ...params),
    warn: (message: unknown, ...params: unknown[]) => logger.warn(message, ...params),
    debug: (message: unknown, ...params: unknown[]) => logger.debug?.(message, ...params),
    verbose: (message: unknown, ...params: unknown[]) => logger.verbose?.(message, ...params),
    fatal: (message: unknown, ...params: unknown[]) => logger.fatal?.(message, ...params),
  };
}
