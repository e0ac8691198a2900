/**
 * What kind of failure a domain error is. The exception filter maps each kind to
 * an HTTP status; the domain itself never speaks HTTP (docs/architecture.md, Names, errors, time and languages).
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'unavailable';

/**
 * Base class of every expected failure. `code` is stable (`MODULE.PROBLEM`) so
 * clients and tests can rely on it; `message` is shown to people (Portuguese,
 * as the spec's catalogue gives it).
 */
export abstract class DomainError extends Error {
  abstract readonly code: string;
  abstract readonly kind: DomainErrorKind;
  /** Extra fields merged into the error body, e.g. `retryAfterSeconds`. */
  readonly details: Record<string, unknown> = {};
  /** Values the SPA interpolates into its own translation of `code` (e.g. `{ max: 5 }`). */
  params: Record<string, string | number> = {};

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationFailedError extends DomainError {
  readonly code = 'VALIDATION_FAILED';
  readonly kind = 'invalid' as const;

  constructor(
    message: string,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
  }

  /** A domain validation's per-field messages; the first one becomes the message. */
  static fromFields(fields: Record<string, string[]>): ValidationFailedError {
    return new ValidationFailedError(Object.values(fields)[0]?.[0] ?? 'Dados inválidos.', fields);
  }
}

/** What a domain validation answers: the valid value, or the spec's messages per field. */
export type Validated<T> = { ok: true; value: T } | { ok: false; fields: Record<string, string[]> };

/** The valid value, or `ValidationFailedError` with the validation's per-field messages. */
export function validOrThrow<T>(result: Validated<T>): T {
  if (!result.ok) throw ValidationFailedError.fromFields(result.fields);
  return result.value;
}

export class RateLimitedError extends DomainError {
  readonly code: string;
  readonly kind = 'rate_limited' as const;

  constructor(code: string, message: string, retryAfterSeconds: number) {
    super(message);
    this.code = code;
    this.details.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

type ErrorParams = Record<string, string | number>;
/** The wait of a rate-limit error, rounded up, as params for its text and its translations. */
type RetryParams = { seconds: number; minutes: number };

/**
 * Declares a domain error without a class of boilerplate: a stable code, its
 * kind and the spec's Portuguese text (a function of the params when it needs
 * them). `instanceof` works as for any class.
 *
 *     export const CourseNotFoundError = defineDomainError('COURSES.COURSE_NOT_FOUND', 'not_found', 'Curso não encontrado');
 *     throw new CourseNotFoundError();
 *     export const TooManyPending = defineDomainError('COURSES.TOO_MANY_PENDING', 'conflict', (p: { max: number }) => `Máximo ${p.max}`);
 *     throw new TooManyPending({ max: 5 });
 */
export function defineDomainError<P extends ErrorParams = ErrorParams>(
  code: string,
  kind: DomainErrorKind,
  message: string | ((params: P) => string),
) {
  const defined = class extends DomainError {
    readonly code = code;
    readonly kind = kind;
    constructor(params?: P, overrideMessage?: string) {
      super(overrideMessage ?? (typeof message === 'function' ? message(params ?? ({} as P)) : message));
      this.params = params ?? {};
    }
  };
  Object.defineProperty(defined, 'name', { value: errorNameOf(code) });
  return defined;
}

/**
 * Declares a rate-limit error: like `defineDomainError` with kind `rate_limited`,
 * built from the seconds to wait (they go to the body's `retryAfterSeconds`, the
 * `Retry-After` header and the `seconds`/`minutes` params, rounded up) plus any other params.
 *
 *     export const PostIntervalError = defineRateLimitedError('COMMUNITY.POST_RATE_LIMITED', (p) => `Tente novamente em ${segundos(p.seconds)}.`);
 *     throw new PostIntervalError(wait);
 *
 * `fixedParams` are limits the text names (e.g. `{ interval: 30 }`), sent with every instance.
 */
export function defineRateLimitedError<P extends ErrorParams = ErrorParams>(
  code: string,
  message: string | ((params: P & RetryParams) => string),
  fixedParams?: P,
) {
  const defined = class extends RateLimitedError {
    constructor(retryAfterSeconds: number, params?: P) {
      const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
      const all = { ...fixedParams, ...(params ?? ({} as P)), seconds, minutes: Math.ceil(seconds / 60) } as P & RetryParams;
      super(code, typeof message === 'function' ? message(all) : message, retryAfterSeconds);
      this.params = all;
    }
  };
  Object.defineProperty(defined, 'name', { value: errorNameOf(code) });
  return defined;
}

/** `COMMUNITY.POST_NOT_FOUND` → `PostNotFoundError`, for logs and stack traces. */
function errorNameOf(code: string): string {
  const name = code.split('.').pop()!.toLowerCase().replace(/(^|_)(\w)/g, (_m, _s, c: string) => c.toUpperCase());
  return `${name}Error`;
}

/** A wait in the spec's Portuguese, counted: `1 segundo`, `3 segundos` (never `segundo(s)`). */
export function segundos(count: number): string {
  return `${count} ${count === 1 ? 'segundo' : 'segundos'}`;
}

/** As `segundos`, for minutes: `1 minuto`, `15 minutos`. */
export function minutos(count: number): string {
  return `${count} ${count === 1 ? 'minuto' : 'minutos'}`;
}
