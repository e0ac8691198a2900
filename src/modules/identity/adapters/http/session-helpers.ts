import type { Request } from 'express';

export function regenerateSession(req: Request): Promise<void> {
  const session = req.session;
  if (!session) return Promise.reject(new Error('No session on this request'));
  return new Promise((resolve, reject) => session.regenerate((error) => (error ? reject(error) : resolve())));
}

export function destroySession(req: Request): Promise<void> {
  const session = req.session;
  if (!session) return Promise.resolve();
  return new Promise((resolve, reject) => session.destroy((error) => (error ? reject(error) : resolve())));
}
