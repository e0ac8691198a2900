import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MemberDataRegistry, type MemberDataPart } from '../../../shared/member-data/index.js';
import type { ReadPart, RowLists } from '../../../shared/pg-pool/index.js';
import { IdentityApi } from '../../identity/index.js';
import { notificationsMemberDataPart } from '../adapters/persistence/member-data.queries.js';
import { NotificationsErasureRepository } from '../adapters/persistence/notifications-erasure.repository.js';

/** Notifications' share of a member's data (ADR 0106, ADR 0108), registered once. */
@Injectable()
export class NotificationsMemberData implements MemberDataPart {
  readonly module = 'notifications';

  constructor(
    private readonly erasure: NotificationsErasureRepository,
    private readonly identity: IdentityApi,
    registry: MemberDataRegistry,
  ) {
    registry.register(this);
  }

  /** Preferences, inbox, push subscriptions (their endpoint only) and e-mails. */
  export(memberId: string): ReadPart<RowLists> {
    return notificationsMemberDataPart(memberId);
  }

  /**
   * Inbox, preferences, queued and sent e-mails, push subscriptions and deliveries, live events;
   * and what others were told about the member stops naming them. Runs before identity's part,
   * so the member's name is still there to be found.
   */
  async erase(em: EntityManager, memberId: string): Promise<void> {
    await this.erasure.erase(em, memberId);
    const member = await this.identity.getMember(memberId);
    await this.erasure.forgetInOthers(em, memberId, member?.name ?? '');
  }
}
