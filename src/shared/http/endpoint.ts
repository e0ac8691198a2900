import { applyDecorators, Body, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, SetMetadata, type Type } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import {
  ApiBody,
  ApiConsumes,
  ApiOperation,
  ApiResponse,
  ApiSecurity,
  getSchemaPath,
  type ApiResponseOptions,
} from '@nestjs/swagger';
import { ErrorBody } from './error-body.js';

/** A schema written out, for answers that are no DTO (an event stream, a free-form object). */
type SchemaObject = NonNullable<Extract<ApiResponseOptions, { schema?: unknown }>['schema']>;

/** The security schemes of the OpenAPI document (app.setup.ts declares them). */
export const MEMBER_SESSION = 'memberSession';
export const ADMIN_SESSION = 'adminSession';

/**
 * Who may call a route: anyone (`public`), anyone with a member's session read
 * when there is one (`optional`), a signed-in member (`member`, 401 for guests),
 * an administrator (`admin`, 401 for guests, 403 for learners).
 */
export type EndpointAuth = 'public' | 'optional' | 'member' | 'admin';

/** Metadata keys the global write guard reads (identity's `BannedMemberWritesGuard`). */
export const ENDPOINT_AUTH = 'poliglota:endpointAuth';
export const OPEN_BEFORE_CONSENT = 'poliglota:openBeforeConsent';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

export interface EndpointSpec {
  method: Method;
  /** The path under the controller's, as for `@Get(path)`. */
  path?: string;
  summary: string;
  operationId: string;
  description?: string;
  auth: EndpointAuth;
  /** The success status; POSTs that answer 200 say so (the framework's default is 201), work left to a job answers 202. */
  status?: 200 | 201 | 202 | 204;
  /** The success body: a DTO class, `[Dto]` for an array, or a schema. */
  ok?: Type<unknown> | [Type<unknown>] | SchemaObject;
  okDescription?: string;
  /** A route that answers with a redirect (written by the handler or its guard), instead of a body. */
  redirect?: { description: string; headers?: Record<string, { description: string; schema: { type: 'string' } }> };
  /** The request body when it is not the handler's `@Body()` DTO alone (optional, or another shape). */
  body?: { type: Type<unknown>; required?: boolean; description?: string };
  /** Media types other than JSON this route consumes, or its success answer is in (its errors stay JSON). */
  consumes?: string;
  produces?: string;
  /**
   * What this route's own errors mean, by status (with the body's type when it is more than the
   * error body); the statuses every route of its kind gives are added.
   */
  errors?: Partial<Record<ErrorStatus, string | { description: string; type: Type<unknown> }>>;
  /**
   * Statuses of `errors` a page route (`produces: 'text/html'`) answers with a page of its own
   * as well as the JSON error body (e.g. 400: a page for a bad token, JSON for malformed input).
   */
  pageErrors?: ErrorStatus[];
  /** A route that changes state although it is a GET (the spec's `GET /api/logout`). */
  changesState?: boolean;
  /**
   * A member's write that needs no acceptance of the legal documents in force (ADR 0110): the
   * acceptance itself, the rights the Política de Privacidade promises (a copy of one's data,
   * leaving) and the language the documents are read in. Every other write of a signed-in member
   * (`member` and `optional` routes) answers 403 `IDENTITY.CONSENT_REQUIRED` until they accept.
   */
  openBeforeConsent?: true;
}

/**
 * How Nest records `@Body()`, `@Query()` and `@Param()` arguments in a handler's
 * route-argument metadata (ROUTE_ARGS_METADATA, the key Nest documents for
 * testing route decorators): learnt once by applying them to a probe.
 */
const INPUT_ARGUMENT_KINDS: ReadonlySet<string> = (() => {
  class Probe {
    handle(): void {}
  }
  Body()(Probe.prototype, 'handle', 0);
  Query()(Probe.prototype, 'handle', 1);
  Param()(Probe.prototype, 'handle', 2);
  return new Set(argumentKinds(Probe.prototype, 'handle'));
})();

/** How Nest records a `@Param()` argument, learnt from the same probe. */
const PATH_PARAMETER_KIND: string = (() => {
  class Probe {
    handle(): void {}
  }
  Param()(Probe.prototype, 'handle', 0);
  return argumentKinds(Probe.prototype, 'handle')[0];
})();

function argumentKinds(target: object, key: string | symbol): string[] {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, target.constructor, key) ?? {}) as Record<string, unknown>;
  return Object.keys(args).map((arg) => arg.split(':')[0]);
}

/** Headers that come with an error status, whichever route gives it. */
const RETRY_AFTER = {
  'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' as const } },
};
const RESPONSE_HEADERS: Partial<Record<number, typeof RETRY_AFTER>> = { 429: RETRY_AFTER, 503: RETRY_AFTER };

const ROUTE: Record<Method, (path?: string) => MethodDecorator> = { GET: Get, POST: Post, PUT: Put, PATCH: Patch, DELETE: Delete };

/**
 * One decorator per handler (docs/architecture.md, Adding an endpoint): the route, its success status
 * and body, who may call it, and every status it can answer with the error
 * body's schema. Besides the route's own `errors`, each route declares what its
 * kind always can give: 503 (the database is away, `Retry-After`); 400 and 413
 * (any request's JSON body is judged by the body parser, and input by
 * validation); for routes with path parameters 404 (a parameter that is empty,
 * `.` or `..` leaves the routes' spelling); for writes the same-origin refusal
 * (403) and 415 for bodies that are not JSON; for member routes 401, and 403 for a banned member's
 * writes and for writes before the legal documents in force are accepted; for administrator routes 401 and 403. 429 and 503 declare their
 * `Retry-After` header.
 */
export function Endpoint(spec: EndpointSpec): MethodDecorator {
  return (target, key, descriptor) => {
    // The handler's parameter decorators are applied before this one: whether it takes a
    // body, a query or path parameters tells whether malformed input can be answered.
    const kinds = argumentKinds(target, key);
    const takesInput = kinds.some((kind) => INPUT_ARGUMENT_KINDS.has(kind));
    applyDecorators(...endpointDecorators(spec, takesInput, kinds.includes(PATH_PARAMETER_KIND)))(target, key, descriptor);
  };
}

function endpointDecorators(spec: EndpointSpec, takesInput: boolean, takesPathParameter: boolean): MethodDecorator[] {
  const writes = spec.method !== 'GET' || spec.changesState === true;
  const errors = new Map<number, ApiResponseOptions>();
  const declare = (status: number, description: string) => {
    if (!errors.has(status)) errors.set(status, { description, type: ErrorBody, headers: RESPONSE_HEADERS[status] });
  };
  for (const [status, error] of Object.entries(spec.errors ?? {})) {
    const declared = typeof error === 'string' ? { description: error, type: ErrorBody } : error;
    const asPage = spec.produces !== undefined && spec.pageErrors?.includes(Number(status) as ErrorStatus);
    errors.set(
      Number(status),
      asPage
        ? {
            description: declared.description,
            content: {
              'application/json': { schema: { $ref: getSchemaPath(declared.type) } },
              [spec.produces!]: { schema: { type: 'string' } },
            },
            headers: RESPONSE_HEADERS[Number(status)],
          }
        : { ...declared, headers: RESPONSE_HEADERS[Number(status)] },
    );
  }
  // Any request may carry a JSON body, and the body parser judges it before the route does.
  declare(
    400,
    takesInput
      ? 'Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …)'
      : 'A malformed JSON body (`MALFORMED_JSON`, `JSON_TOO_DEEP`)',
  );
  // A path parameter written `.`, `..` or empty makes a path no route is spelt as: the request
  // path check answers 404 before any route runs, whatever the route would answer itself.
  if (takesPathParameter) declare(404, 'A path parameter is empty, `.` or `..` (`NOT_FOUND`)');
  if (spec.auth === 'member') {
    declare(401, 'Not signed in (`UNAUTHENTICATED`)');
    if (writes) {
      declare(
        403,
        spec.openBeforeConsent
          ? 'The member is suspended (`IDENTITY.MEMBER_BANNED`), or the request came from another site'
          : 'The member is suspended (`IDENTITY.MEMBER_BANNED`), has not accepted the Termos de Uso and the Política de Privacidade in force (`IDENTITY.CONSENT_REQUIRED`), or the request came from another site',
      );
    }
  }
  if (spec.auth === 'admin') {
    declare(401, 'Not signed in (`UNAUTHENTICATED`)');
    declare(403, 'Not an administrator, or the request came from another site');
  }
  if (writes) {
    declare(403, 'The request came from another site (`CROSS_SITE_REQUEST`)');
    declare(415, 'The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`)');
  }
  declare(413, 'The body is too large (`PAYLOAD_TOO_LARGE`)');
  declare(503, 'The service is briefly unavailable; `Retry-After` says when to try again');

  const frameworkStatus = spec.method === 'POST' ? 201 : 200;
  const status = spec.status ?? frameworkStatus;
  const decorators = [
    ROUTE[spec.method](spec.path),
    ApiOperation({ summary: spec.summary, operationId: spec.operationId, description: spec.description }),
    ApiResponse(successResponse(status, spec)),
    ...[...errors].sort(([a], [b]) => a - b).map(([code, error]) => ApiResponse({ ...error, status: code } as ApiResponseOptions)),
    ...security(spec.auth),
    SetMetadata(ENDPOINT_AUTH, spec.auth),
  ];
  if (spec.openBeforeConsent) decorators.push(SetMetadata(OPEN_BEFORE_CONSENT, true));
  if (status !== frameworkStatus && !spec.redirect) decorators.push(HttpCode(status));
  if (spec.body) decorators.push(ApiBody({ type: spec.body.type, required: spec.body.required ?? true, description: spec.body.description }));
  if (spec.consumes) decorators.push(ApiConsumes(spec.consumes));
  return decorators;
}

function successResponse(status: number, spec: EndpointSpec): ApiResponseOptions {
  if (spec.redirect) return { status: 302, ...spec.redirect };
  const description = spec.okDescription ?? (status === 204 ? 'Done' : 'OK');
  if (status === 204 || spec.ok === undefined) return { status, description };
  if (Array.isArray(spec.ok)) return { status, description, type: spec.ok[0], isArray: true };
  if (typeof spec.ok === 'function') return { status, description, type: spec.ok };
  // Only the success answer is in the route's own media type: its errors are JSON like every other.
  if (spec.produces) return { status, description, content: { [spec.produces]: { schema: spec.ok } } };
  return { status, description, schema: spec.ok };
}

function security(auth: EndpointAuth): MethodDecorator[] {
  switch (auth) {
    case 'member':
      return [ApiSecurity(MEMBER_SESSION)];
    case 'admin':
      return [ApiSecurity(ADMIN_SESSION)];
    case 'optional':
      // Either scheme, or none: guests are answered too.
      return [ApiSecurity(MEMBER_SESSION), ApiSecurity({})];
    case 'public':
      return [ApiSecurity({})];
  }
}
