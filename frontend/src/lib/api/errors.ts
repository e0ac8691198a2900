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
