import type { FastifyRequest } from 'fastify';

export function regenerateSession(req: FastifyRequest): Promise<void> {
  const session = req.session;
  if (!session) return Promise.reject(new Error('No session on this request'));
  return new Promise((resolve, reject) => session.regenerate((error) => (error ? reject(error) : resolve())));
}

export function destroySession(req: FastifyRequest): Promise<void> {
  const session = req.session;
  if (!session) return Promise.resolve();
  return new Promise((resolve, reject) => session.destroy((error) => (error ? reject(error) : resolve())));
}
