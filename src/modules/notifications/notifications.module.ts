import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/index.js';
import { IdentityModule } from '../identity/index.js';
import { NotificationsErasureRepository } from './adapters/persistence/notifications-erasure.repository.js';
import { NotificationsApi } from './application/notifications.api.js';
import { NotificationsMemberData } from './application/member-data.part.js';
import { NotificationsService } from './application/notifications.service.js';
import { NotificationTexts } from './application/notification-texts.js';
import { MemberStreamHub } from './application/member-streams.service.js';
import { DeliveryService } from './application/delivery.service.js';
import { DeliveryWorker } from './application/delivery.worker.js';
import { AccountMailHandler } from './application/account-mail.handler.js';
import { DeliveryRepository, Mailer, MailRenderer, PushService } from './application/ports/delivery.js';
import { NotificationsController } from './adapters/http/notifications.controller.js';
import { EventsController } from './adapters/http/events.controller.js';
import { PushController, PushSubscriptionsController } from './adapters/http/push.controller.js';
import { UnsubscribeController } from './adapters/http/unsubscribe.controller.js';
import { NotificationRepository } from './adapters/persistence/notification.repository.js';
import { MemberEventRepository } from './adapters/persistence/member-event.repository.js';
import { PgDeliveryRepository } from './adapters/persistence/delivery.repository.js';
import { DeliveryQueries } from './adapters/persistence/delivery.queries.js';
import { NotificationEntity } from './adapters/persistence/notification.entity.js';
import { MemberEventEntity } from './adapters/persistence/member-event.entity.js';
import { NotificationPreferenceEntity } from './adapters/persistence/notification-preference.entity.js';
import {
  MailJobRunEntity,
  MailMessageEntity,
  PushDeliveryEntity,
  PushSubscriptionEntity,
  WebPushVapidKeyEntity,
} from './adapters/persistence/delivery.entity.js';
import { LogMailer } from './adapters/mail/log-mailer.js';
import { ReactEmailRenderer } from './adapters/mail/react-email-renderer.js';
import { WebPushService } from './adapters/push/web-push-service.js';

/**
 * Telling members what happened (ADR 0082): the inbox, the member event stream
 * (ADR 0060), the mail outbox and its digest (ADR 0062), Web Push (ADR 0063), the
 * modules' notification texts (ADR 0015) and the notification preferences.
 */
import { DeliveryRetention } from './application/delivery-retention.js';
import { DeliveryRetentionRepository } from './adapters/persistence/delivery-retention.repository.js';

@Module({
  imports: [IdentityModule],
  controllers: [NotificationsController, EventsController, PushController, PushSubscriptionsController, UnsubscribeController],
  providers: [
    NotificationsErasureRepository,
    NotificationsMemberData,
    NotificationsApi,
    NotificationsService,
    NotificationTexts,
    MemberStreamHub,
    NotificationRepository,
    MemberEventRepository,
    // E-mail and Web Push of notifications (ADR 0062, ADR 0063).
    DeliveryService,
    DeliveryWorker,
    // The e-mail confirming a scheduled deletion (ADR 0108).
    AccountMailHandler,
    DeliveryQueries,
    // Finished deliveries kept DELIVERY_RETENTION_DAYS (ADR 0111).
    DeliveryRetention,
    DeliveryRetentionRepository,
    { provide: DeliveryRepository, useClass: PgDeliveryRepository },
    {
      provide: Mailer,
      inject: [AppConfig],
      // nodemailer is loaded only by a process that sends through SMTP (docs/architecture.md, "Adapters load their libraries when chosen").
      useFactory: async (config: AppConfig) =>
        config.get('SMTP_URL') ? new (await import('./adapters/mail/smtp-mailer.js')).SmtpMailer(config) : new LogMailer(),
    },
    { provide: MailRenderer, useClass: ReactEmailRenderer },
    { provide: PushService, useClass: WebPushService },
  ],
  exports: [NotificationsApi],
})
export class NotificationsModule {
  /** Its tables, for the ORM configuration (src/database/entities.ts, ADR 0043). */
  static readonly entities = [
    NotificationEntity,
    MemberEventEntity,
    MailMessageEntity,
    MailJobRunEntity,
    PushSubscriptionEntity,
    PushDeliveryEntity,
    WebPushVapidKeyEntity,
    NotificationPreferenceEntity,
  ];
}
