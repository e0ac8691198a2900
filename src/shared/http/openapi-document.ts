import type { OpenAPIObject } from '@nestjs/swagger';
import { ADMIN_SESSION, MEMBER_SESSION } from './endpoint.js';

/** The tags of the document, each with what its operations are about (ADR 0053). */
export const API_TAGS: readonly { name: string; description: string }[] = [
  { name: 'health', description: 'Whether the server and its database answer (for load balancers and probes)' },
  { name: 'identity', description: 'Sign-in, sessions, the member’s profile and settings, the administrator’s sign-in' },
  { name: 'notifications', description: 'The member’s notification inbox' },
  { name: 'gamification', description: 'XP, patentes (ranks), badges and the ranking' },
  { name: 'courses', description: 'The course catalogue, uploads, downloads, lessons, progress, ratings and comments' },
  { name: 'community', description: 'Posts, comments and likes of the community feed' },
  { name: 'chat', description: 'Chat rooms: messages, presence and the live event stream' },
  { name: 'review', description: 'Each member’s review deck: cards of their quiz misses and helpful corrections, scheduled by FSRS-6' },
  { name: 'profile', description: 'Members’ profiles and their statistics' },
  { name: 'dashboard', description: 'The signed-in member’s home screen' },
  { name: 'landing', description: 'The public landing page’s figures' },
  { name: 'admin', description: 'Moderation, bans, XP grants, course approval and content, reports, audit log' },
];

/**
 * What the Nest document builder cannot say by itself: how to authenticate, where the
 * server is, the declared tags, and nullable references that a JSON Schema validator
 * reads as the OpenAPI 3.0 text means them.
 */
export function completeOpenApiDocument(document: OpenAPIObject, cookieName: string): OpenAPIObject {
  document.servers = [{ url: '/', description: 'The server that published this document (its PUBLIC_URL)' }];
  document.tags = API_TAGS.map((tag) => ({ ...tag }));
  document.components ??= {};
  document.components.securitySchemes = {
    [MEMBER_SESSION]: {
      type: 'apiKey',
      in: 'cookie',
      name: cookieName,
      description:
        'The member’s session cookie, set by `POST /api/sessions` after the sign-in provider’s redirect ' +
        '(`__Host-poliglota.sid` when the server runs in production over HTTPS).',
    },
    [ADMIN_SESSION]: {
      type: 'apiKey',
      in: 'cookie',
      name: cookieName,
      description:
        'The same session cookie, holding an administrator’s session: set by `POST /api/admin/login`, or the ' +
        'session of a member whose e-mail is one of `ADMIN_EMAILS`.',
    },
  };
  for (const schema of Object.values(document.components.schemas ?? {})) makeNullableReferencesExplicit(schema);
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item as Record<string, { responses?: Record<string, unknown> }>)) {
      for (const response of Object.values(operation.responses ?? {})) makeNullableReferencesExplicit(response);
    }
  }
  return document;
}

/**
 * Nest writes a nullable DTO property as `{nullable: true, type: 'object', allOf: [{$ref}]}`.
 * OpenAPI 3.0.3 says `nullable` only widens the `type` beside it, so `null` still fails the
 * `allOf`: a validator that follows the text refuses the `null` the server sends. Written as
 * `anyOf: [{$ref}, {type: 'object', nullable: true, enum: [null]}]` every reader agrees.
 */
function makeNullableReferencesExplicit(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(makeNullableReferencesExplicit);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  const allOf = schema.allOf as unknown[] | undefined;
  if (schema.nullable === true && Array.isArray(allOf) && allOf.length === 1 && isReference(allOf[0])) {
    delete schema.nullable;
    delete schema.type;
    delete schema.allOf;
    schema.anyOf = [allOf[0], { type: 'object', nullable: true, enum: [null] }];
    return;
  }
  for (const value of Object.values(schema)) makeNullableReferencesExplicit(value);
}

function isReference(value: unknown): boolean {
  return typeof value === 'object' && value !== null && typeof (value as { $ref?: unknown }).$ref === 'string';
}
