/**
 * Thrown by query and mutation functions when the API answers with a non-2xx status, so
 * TanStack Query sees a failure and callers can branch on `status` (404 → not found, 403 →
 * private profile, ...). `body` is the parsed error payload, if any.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body?: unknown) {
    super(`API responded with HTTP status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** A 4xx will not change on retry: the request itself is wrong or not allowed. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * Unwraps an openapi-fetch result: returns `data` on success, throws ApiError otherwise.
 * Usage: `queryFn: async () => unwrap(await api.GET('/api/ranking'))`.
 */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (!result.response.ok) throw new ApiError(result.response.status, result.error);
  return result.data as T;
}

/** The API's error payload: `{statusCode, error, message, code, fields?}`. */
export interface ApiErrorBody {
  statusCode?: number;
  error?: string;
  /** Portuguese text meant for the member. */
  message?: string;
  /** Stable machine-readable code, e.g. `IDENTITY.OAUTH_STATE_INVALID`. */
  code?: string;
  fields?: Record<string, unknown>;
  retryAfterSeconds?: number;
}

function bodyOf(error: unknown): ApiErrorBody | undefined {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return undefined;
  return error.body as ApiErrorBody;
}

/** The server's message for the member (Portuguese), when the error carries one. */
export function serverMessageOf(error: unknown): string | undefined {
  const message = bodyOf(error)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** The stable error code of an API error, e.g. `IDENTITY.OAUTH_CODE_REJECTED`. */
export function errorCodeOf(error: unknown): string | undefined {
  const code = bodyOf(error)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Seconds to wait, from a 429 answer's `retryAfterSeconds` (rounded up). */
export function retryAfterOf(error: unknown): number | undefined {
  const seconds: unknown = bodyOf(error)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/** The body's `error` field when it carries text, e.g. the reason of the quality badge's 409. */
export function errorFieldOf(error: unknown): string | undefined {
  const field: unknown = bodyOf(error)?.error;
  return typeof field === 'string' && field.trim() !== '' ? field : undefined;
}

/** The HTTP status of an API error; undefined when the request never got an answer. */
export function statusOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/**
 * The request never got an HTTP answer (offline, DNS, connection refused): fetch rejects with a
 * TypeError instead of resolving with a response.
 */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

/** The values the server gives with an error's code, e.g. a ban's `{reason, until, permanent}`. */
export function errorParamsOf(error: unknown): Record<string, string | number> {
  const params = (bodyOf(error) as { params?: unknown } | undefined)?.params;
  return typeof params === 'object' && params !== null ? (params as Record<string, string | number>) : {};
}
