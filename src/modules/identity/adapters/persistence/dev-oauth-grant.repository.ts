import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

export interface DevOAuthPerson {
  subject: string;
  email: string;
  name: string;
}

export interface DevOAuthCode extends DevOAuthPerson {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
}

interface GrantRow {
  subject: string;
  email: string;
  name: string;
  client_id: string | null;
  redirect_uri: string | null;
  code_challenge: string | null;
}

/** The development provider's codes and tokens in PostgreSQL (dev_oauth_grant), by the hash of their value. */
@Injectable()
export class DevOAuthGrantRepository {
  constructor(private readonly em: EntityManager) {}

  /** Saves a code and removes the expired grants. */
  async saveCode(valueHash: string, code: DevOAuthCode, now: Date, expiresAt: Date): Promise<void> {
    const em = this.em.fork();
    await em.execute('delete from dev_oauth_grant where expires_at < ?', [now]);
    await em.execute(
      `insert into dev_oauth_grant (value_hash, kind, subject, email, name, client_id, redirect_uri, code_challenge, expires_at, created_at)
       values (?, 'code', ?, ?, ?, ?, ?, ?, ?, ?)`,
      [valueHash, code.subject, code.email, code.name, code.clientId, code.redirectUri, code.codeChallenge, expiresAt, now],
    );
  }

  /** Deletes and returns the unexpired code of that hash: every code is redeemed at most once. */
  async takeCode(valueHash: string, now: Date): Promise<DevOAuthCode | null> {
    const [row] = await this.em
      .fork()
      .execute<GrantRow[]>(
        `delete from dev_oauth_grant where value_hash = ? and kind = 'code' and expires_at > ?
         returning subject, email, name, client_id, redirect_uri, code_challenge`,
        [valueHash, now],
      );
    if (!row) return null;
    return { subject: row.subject, email: row.email, name: row.name, clientId: row.client_id ?? '', redirectUri: row.redirect_uri ?? '', codeChallenge: row.code_challenge ?? '' };
  }

  async saveToken(valueHash: string, person: DevOAuthPerson, now: Date, expiresAt: Date): Promise<void> {
    await this.em
      .fork()
      .execute(
        `insert into dev_oauth_grant (value_hash, kind, subject, email, name, expires_at, created_at) values (?, 'token', ?, ?, ?, ?, ?)`,
        [valueHash, person.subject, person.email, person.name, expiresAt, now],
      );
  }

  async findToken(valueHash: string, now: Date): Promise<DevOAuthPerson | null> {
    const [row] = await this.em
      .fork()
      .execute<GrantRow[]>(
        `select subject, email, name from dev_oauth_grant where value_hash = ? and kind = 'token' and expires_at > ?`,
        [valueHash, now],
      );
    return row ? { subject: row.subject, email: row.email, name: row.name } : null;
  }
}
