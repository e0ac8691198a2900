import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SignInAttempt } from '../../application/identity.rows.js';
import { OAuthAttemptEntity } from './auth-records.entity.js';

@Injectable()
export class SignInAttemptRepository {
  constructor(private readonly em: EntityManager) {}

  async save(attempt: SignInAttempt): Promise<void> {
    const em = this.em.fork();
    em.persist(em.create(OAuthAttemptEntity, attempt));
    await em.flush();
    // Abandoned attempts are removed as new ones begin.
    await em.execute('delete from oauth_attempt where expires_at < ?', [attempt.createdAt]);
  }

  async take(stateHash: string, now: Date): Promise<{ codeVerifier: string; referrerId: string | null } | null> {
    const [attempt] = await this.em
      .fork()
      .execute<{ code_verifier: string; referrer_id: string | null }[]>(
        'delete from oauth_attempt where state_hash = ? and expires_at > ? returning code_verifier, referrer_id',
        [stateHash, now],
      );
    return attempt ? { codeVerifier: attempt.code_verifier, referrerId: attempt.referrer_id } : null;
  }

  /** Retention (ADR 0111): sign-ins begun and never finished, expired before `now`. */
  async pruneExpired(now: Date): Promise<number> {
    const rows = await this.em.fork().execute<{ state_hash: string }[]>('delete from oauth_attempt where expires_at < ? returning state_hash', [now]);
    return rows.length;
  }
}
