import { AdministratorNames } from './application/administrator-names.js';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { Participation } from '../../shared/engagement/participation.js';
import { AdminAuthService } from './application/admin-auth.service.js';
import { AdminLoginRepository } from './adapters/persistence/admin-login.repository.js';
import { CurrentUserService } from './application/current-user.service.js';
import { IdentityApi } from './application/identity.api.js';
import { MemberAdminApi } from './application/member-admin.api.js';
import { DeliveryQueries } from './adapters/persistence/delivery.queries.js';
import { MemberAdminQueries } from './adapters/persistence/member-admin.queries.js';
import { MemberAdminRepository } from './adapters/persistence/member-admin.repository.js';
import { MemberReportsApi } from './application/member-reports.api.js';
import { MemberReportsQueries } from './adapters/persistence/member-reports.queries.js';
import { ProfileService } from './application/profile.service.js';
import { NotificationsService } from './application/notifications.service.js';
import { SignInService } from './application/sign-in.service.js';
import { SettingsService } from './application/settings.service.js';
import { ProfilePictureService } from './application/profile-picture.service.js';
import { MemberProfilesApi } from './application/member-profiles.api.js';
import { SettingsController } from './adapters/http/settings.controller.js';
import { UploadController } from './adapters/http/upload.controller.js';
import { SettingsQueries } from './adapters/persistence/settings.queries.js';
import { SettingsRepository } from './adapters/persistence/settings.repository.js';
import { DevAuthController } from './adapters/dev-auth/dev-auth.controller.js';
import { DevOAuthServer } from './adapters/dev-auth/dev-oauth-server.js';
import { DevOAuthGrantRepository } from './adapters/persistence/dev-oauth-grant.repository.js';
import { AdminAuthController } from './adapters/http/admin-auth.controller.js';
import { AuthController } from './adapters/http/auth.controller.js';
import { AdminGuard, Authenticator, BannedMemberWritesGuard, MemberGuard, OptionalMemberGuard } from './adapters/http/guards.js';
import { DailyActivity } from './adapters/http/daily-activity.js';
import { ProfileController } from './adapters/http/profile.controller.js';
import { NotificationsController } from './adapters/http/notifications.controller.js';
import { EventsController } from './adapters/http/events.controller.js';
import { SessionWatch } from './adapters/http/session-watch.js';
import { MemberStreamHub } from './application/member-streams.service.js';
import { MemberEventEntity } from './adapters/persistence/member-event.entity.js';
import { PgMemberEventRepository } from './adapters/persistence/member-event.repository.js';
import { SessionMiddleware } from './adapters/http/session.middleware.js';
import { SessionCache } from './adapters/persistence/session-cache.js';
import { GoogleStrategy } from './adapters/oauth/google.strategy.js';
import { MemberEventRepository, NotificationRepository } from './application/ports/persistence.js';
import { SignInAttemptRepository } from './adapters/persistence/auth-records.repository.js';
import { MemberRepository } from './adapters/persistence/member.repository.js';
import { PgNotificationRepository } from './adapters/persistence/notification.repository.js';
import { MemberEntity, MemberLanguageEntity } from './adapters/persistence/member.entity.js';
import { NotificationEntity } from './adapters/persistence/notification.entity.js';
import { ProfilePictureUploadEntity } from './adapters/persistence/profile-picture-upload.entity.js';
import {
  MailJobRunEntity,
  MailMessageEntity,
  PushDeliveryEntity,
  PushSubscriptionEntity,
  WebPushVapidKeyEntity,
} from './adapters/persistence/delivery.entity.js';
import {
  AdminLoginFailureEntity,
  AdminLoginThrottleEntity,
  DevOAuthGrantEntity,
  HttpSessionEntity,
  OAuthAttemptEntity,
} from './adapters/persistence/auth-records.entity.js';
import { AppConfig } from '../../config/index.js';
import { DeliveryService } from './application/delivery.service.js';
import { DeliveryWorker } from './application/delivery.worker.js';
import { NotificationTexts } from './application/notification-texts.js';
import { DeliveryRepository, Mailer, MailRenderer, PushService } from './application/ports/delivery.js';
import { PgDeliveryRepository } from './adapters/persistence/delivery.repository.js';
import { LogMailer, SmtpMailer } from './adapters/mail/smtp-mailer.js';
import { ReactEmailRenderer } from './adapters/mail/react-email-renderer.js';
import { WebPushService } from './adapters/push/web-push-service.js';
import { PushController } from './adapters/http/push.controller.js';
import { UnsubscribeController } from './adapters/http/unsubscribe.controller.js';
import { IdentityDemoSeeder, DEMO_MEMBER_IDS } from './adapters/persistence/identity-demo.seeder.js';

@Module({
  controllers: [
    AuthController,
    ProfileController,
    NotificationsController,
    EventsController,
    AdminAuthController,
    DevAuthController,
    SettingsController,
    UploadController,
    PushController,
    UnsubscribeController,
  ],
  providers: [
    // identity answers the kernel's "may this member act?" (ADR 0040).
    { provide: Participation, useExisting: IdentityApi },
    IdentityApi,
    MemberAdminApi,
    MemberAdminQueries,
    DeliveryQueries,
    MemberAdminRepository,
    MemberReportsApi,
    MemberReportsQueries,
    SignInService,
    ProfileService,
    AdministratorNames,
    NotificationsService,
    AdminAuthService,
    AdminLoginRepository,
    CurrentUserService,
    DevOAuthServer,
    DevOAuthGrantRepository,
    SessionMiddleware,
    SessionCache,
    Authenticator,
    MemberGuard,
    OptionalMemberGuard,
    AdminGuard,
    // A banned member's session changes nothing, on any route (ADR 0050).
    { provide: APP_GUARD, useClass: BannedMemberWritesGuard },
    GoogleStrategy,
    MemberRepository,
    { provide: NotificationRepository, useClass: PgNotificationRepository },
    { provide: MemberEventRepository, useClass: PgMemberEventRepository },
    MemberStreamHub,
    SessionWatch,
    SignInAttemptRepository,
    SettingsService,
    SettingsRepository,
    SettingsQueries,
    ProfilePictureService,
    MemberProfilesApi,
    DailyActivity,
    // E-mail and Web Push of notifications (ADR 0062, ADR 0063).
    NotificationTexts,
    DeliveryService,
    DeliveryWorker,
    { provide: DeliveryRepository, useClass: PgDeliveryRepository },
    {
      provide: Mailer,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => (config.get('SMTP_URL') ? new SmtpMailer(config) : new LogMailer()),
    },
    { provide: MailRenderer, useClass: ReactEmailRenderer },
    { provide: PushService, useClass: WebPushService },
  ],
  exports: [IdentityApi, Participation, MemberProfilesApi, MemberAdminApi, MemberReportsApi, Authenticator, MemberGuard, OptionalMemberGuard, AdminGuard, SessionWatch],
})
export class IdentityModule {
  /** Its tables, for the ORM configuration (src/database/entities.ts, ADR 0043). */
  static readonly entities = [
    MemberEntity,
    MemberLanguageEntity,
    OAuthAttemptEntity,
    DevOAuthGrantEntity,
    AdminLoginFailureEntity,
    AdminLoginThrottleEntity,
    HttpSessionEntity,
    NotificationEntity,
    MemberEventEntity,
    ProfilePictureUploadEntity,
    MailMessageEntity,
    MailJobRunEntity,
    PushSubscriptionEntity,
    PushDeliveryEntity,
    WebPushVapidKeyEntity,
  ];
  /** Its reference and demo data, for src/database/seeders (ADR 0043). */
  static readonly seeders = { demo: [IdentityDemoSeeder] };
  /** The demo members, whom other modules' demo data name. */
  static readonly demoMemberIds = DEMO_MEMBER_IDS;
}
