import createClient from 'openapi-fetch';
import type { paths } from './schema';

/** Typed client for the Poliglota API; same origin, session cookie included. */
export const api = createClient<paths>({ baseUrl: '', credentials: 'include' });
