import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/index.js';
import { ValidationFailedError } from '../../../shared/errors/index.js';
import { imitatesAny, NAME_MESSAGES, type NameProblem } from '../../../shared/text/names.js';
import { isListedAdministrator } from '../domain/member.js';
import { MemberRepository } from '../adapters/persistence/member.repository.js';

/** Who is taking a name: a member by id, or a person signing in for the first time. */
export type NameTaker = { memberId: string } | { email: string; emailVerified: boolean };

/**
 * A learner cannot take a name that looks like a current administrator's (ADR 0052).
 * Administrators are members whose verified e-mail is listed in ADMIN_EMAILS: their
 * names are identity's own rows, read through the member repository where a name is
 * written (settings, profile set-up, a first sign-in). An administrator keeps theirs.
 */
@Injectable()
export class AdministratorNames {
  constructor(
    private readonly members: MemberRepository,
    private readonly config: AppConfig,
  ) {}

  async imitatedBy(name: string, taker: NameTaker): Promise<boolean> {
    const emails = this.config.get('ADMIN_EMAILS');
    if (emails.length === 0) return false;
    if ('email' in taker && isListedAdministrator(taker, emails)) return false;
    const administrators = await this.members.administratorNames(emails);
    if ('memberId' in taker && administrators.some((admin) => admin.id === taker.memberId)) return false;
    return imitatesAny(
      name,
      administrators.map((admin) => admin.name),
    );
  }

  /** Refuses (400) a name that looks like an administrator's. */
  async assertNotImitated(name: string, taker: NameTaker): Promise<void> {
    if (await this.imitatedBy(name, taker)) throw nameRefused({ name: [NAME_MESSAGES.administrator] });
  }
}

/**
 * A validation failure whose first problem is the name's carries the problem as its
 * `reason` param, so the SPA shows it in the reader's language
 * (`errors:server.VALIDATION_FAILED_name_<problem>`); others stay as they are.
 */
export function nameRefused(fields: Record<string, string[]>): ValidationFailedError {
  const error = ValidationFailedError.fromFields(fields);
  const first = Object.values(fields)[0]?.[0];
  const problem = (Object.keys(NAME_MESSAGES) as NameProblem[]).find((key) => NAME_MESSAGES[key] === first);
  if (problem) error.params = { reason: `name_${problem}` };
  return error;
}
