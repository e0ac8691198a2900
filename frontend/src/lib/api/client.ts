import createClient, { createFinalURL, createQuerySerializer, defaultPathSerializer } from 'openapi-fetch';
import type { paths } from './schema';

/** Typed client for the Poliglota API; same origin, session cookie included. */
export const api = createClient<paths>({ baseUrl: '', credentials: 'include' });

/** The path and query parameters of a request, as `api.GET(path, { params })` takes them. */
export interface RequestParams {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
}

const querySerializer = createQuerySerializer();

/**
 * The address `api.GET(schemaPath, { params })` requests, written as the client writes it (same
 * serializers, parameters in the order given, no origin): `/api/dashboard?lang=pt`.
 */
export function apiUrl(schemaPath: keyof paths, params: RequestParams = {}): string {
  return createFinalURL(schemaPath, { baseUrl: '', params, querySerializer, pathSerializer: defaultPathSerializer });
}
