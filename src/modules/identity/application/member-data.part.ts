import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MemberDataRegistry, type MemberDataPart, type Names, type ReferencedIds } from '../../../shared/member-data/index.js';
import type { ReadPart, RowLists } from '../../../shared/pg-pool/index.js';
import { OutboxDispatcher } from '../../../shared/events/index.js';
import { RateLimiter } from '../../../shared/rate-limit/index.js';
import { FileStorage, UPLOADS_URL_PREFIX } from '../../../shared/storage/index.js';
import { AccountDeletionRepository } from '../adapters/persistence/account-deletion.repository.js';
import { identityMemberDataNames, identityMemberDataPart } from '../adapters/persistence/member-data.queries.js';

/** Identity's share of a member's data (ADR 0106, ADR 0108), registered once. */
@Injectable()
export class IdentityMemberData implements MemberDataPart {
  readonly module = 'identity';

  constructor(
    private readonly deletions: AccountDeletionRepository,
    private readonly storage: FileStorage,
    private readonly limits: RateLimiter,
    private readonly outbox: OutboxDispatcher,
    registry: MemberDataRegistry,
  ) {
    registry.register(this);
  }

  /** The member row, languages, sessions, picture uploads, consents and whom they block. */
  export(memberId: string): ReadPart<RowLists> {
    return identityMemberDataPart(memberId);
  }

  /** Members by name; an erased member has none, and the page shows them as the product does. */
  names(ids: ReferencedIds): ReadPart<Names> {
    return identityMemberDataNames(ids);
  }

  /**
   * The uploaded picture's file (in whichever storage) and the data copies' files, with the
   * half-done writes of either a killed process left beside them, then the
   * member row with name, e-mail, Google subject, biography, languages and settings, their
   * sessions and upload attempts. The files go before the rows, so a crash before the commit
   * removes them again on the next run (removing a missing file is no error).
   */
  async erase(em: EntityManager, memberId: string): Promise<void> {
    const picture = await this.deletions.pictureOnlyTheirs(em, memberId);
    if (picture) {
      await this.storage.remove(picture);
      if (picture.startsWith(UPLOADS_URL_PREFIX)) await this.storage.removeTemporaryOf(picture.slice(UPLOADS_URL_PREFIX.length));
    }
    for (const key of await this.deletions.exportKeys(em, memberId)) {
      await this.storage.remove(`${UPLOADS_URL_PREFIX}${key}`);
      await this.storage.removeTemporaryOf(key);
    }
    await this.deletions.erase(em, memberId);
    // The kernel's own tables keep ids only: the limits counted for the member and the events
    // about them already delivered go now, not when they expire (ADR 0109's amendment).
    await this.limits.forgetSubject(em, memberId);
    await this.outbox.forgetDelivered(em, memberId);
  }
}
