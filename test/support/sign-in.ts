import { expect } from '@jest/globals';
import request from 'supertest';

export type Agent = ReturnType<typeof request.agent>;

let counter = 0;

/** A unique e-mail per call, so tests sharing the run's database never collide. */
export function uniqueEmail(prefix = 'member'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${Date.now()}.${counter}@example.com`;
}

export interface StartedSignIn {
  code: string;
  state: string;
}

/** Starts a sign-in and passes the development provider's form; returns code and state. */
export async function authorizeWithDevProvider(
  agent: Agent,
  person: { email: string; name: string },
  ref?: string,
): Promise<StartedSignIn> {
  const started = await agent.get('/api/oauth/google/redirect_url').query(ref ? { ref } : {}).expect(200);
  const startUrl = new URL(started.body.redirectUrl as string);
  expect(startUrl.pathname).toBe('/api/oauth/google/start');
  const toProvider = await agent.get(`${startUrl.pathname}${startUrl.search}`).expect(302);
  const authorizeUrl = new URL(toProvider.headers.location as string, startUrl);
  expect(authorizeUrl.pathname).toBe('/dev-auth/authorize');
  const answer = await agent
    .post(`/dev-auth/authorize${authorizeUrl.search}`)
    .type('form')
    .send(person)
    .expect(302);
  const callback = new URL(answer.headers.location as string);
  expect(callback.pathname).toBe('/auth/callback');
  return { code: callback.searchParams.get('code')!, state: callback.searchParams.get('state')! };
}

/**
 * A signed-in agent (cookie jar) for a new or returning member. The member accepts the legal
 * documents in force, as the SPA asks before anything else (ADR 0110): until then the server
 * refuses their writes. `consent: false` leaves them unaccepted.
 */
export async function signIn(
  baseUrl: string,
  person: { email?: string; name?: string; ref?: string; consent?: boolean } = {},
): Promise<{ agent: Agent; memberId: string; email: string }> {
  const agent = request.agent(baseUrl);
  const email = person.email ?? uniqueEmail();
  const { code, state } = await authorizeWithDevProvider(agent, { email, name: person.name ?? 'Membro Teste' }, person.ref);
  const session = await agent.post('/api/sessions').send({ code, state }).expect(200);
  if (person.consent !== false) await acceptConsents(agent, session.body as ConsentsOf);
  return { agent, memberId: session.body.id as string, email };
}

/** What `/api/sessions` and `/api/users/me` say of the legal documents. */
export interface ConsentsOf {
  consents: { terms: { current: string }; privacy: { current: string }; required: boolean };
}

/** Accepts the versions in force of the Termos de Uso and the Política de Privacidade (ADR 0110). */
export async function acceptConsents(agent: Agent, member: ConsentsOf): Promise<void> {
  if (!member.consents.required) return;
  await agent.post('/api/consents').send({ terms: member.consents.terms.current, privacy: member.consents.privacy.current }).expect(200);
}
