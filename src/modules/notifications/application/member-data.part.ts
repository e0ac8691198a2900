import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MemberDataRegistry, type MemberDataPart } from '../../../shared/member-data/index.js';
import type { ReadPart, RowLists } from '../../../shared/pg-pool/index.js';
import { notificationsMemberDataPart } from '../adapters/persistence/member-data.queries.js';
import { NotificationsErasureRepository } from '../adapters/persistence/notifications-erasure.repository.js';

/** Notifications' share of a member's data (ADR 0106, ADR 0108), registered once. */
@Injectable()
export class NotificationsMemberData implements MemberDataPart {
  readonly module = 'notifications';

  constructor(
    private readonly erasure: NotificationsErasureRepository,
    registry: MemberDataRegistry,
  ) {
    registry.register(this);
  }

  /** Preferences, inbox, push subscriptions (their endpoint only) and e-mails. */
  export(memberId: string): ReadPart<RowLists> {
    return notificationsMemberDataPart(memberId);
  }

  /** Inbox, preferences, queued and sent e-mails, push subscriptions and deliveries, live events. */
  erase(em: EntityManager, memberId: string): Promise<void> {
    return this.erasure.erase(em, memberId);
  }
}
