import { AdministratorNames } from './application/administrator-names.js';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { Participation } from '../../shared/engagement/participation.js';
import { AdminAuthService } from './application/admin-auth.service.js';
import { AdminLoginRepository } from './adapters/persistence/admin-login.repository.js';
import { CurrentUserService } from './application/current-user.service.js';
import { IdentityApi } from './application/identity.api.js';
import { IdentityMemberData } from './application/member-data.part.js';
import { MemberAdminApi } from './application/member-admin.api.js';
import { MemberAdminQueries } from './adapters/persistence/member-admin.queries.js';
import { MemberAdminRepository } from './adapters/persistence/member-admin.repository.js';
import { MemberReportsApi } from './application/member-reports.api.js';
import { MemberReportsQueries } from './adapters/persistence/member-reports.queries.js';
import { ProfileService } from './application/profile.service.js';
import { SignInService } from './application/sign-in.service.js';
import { SettingsService } from './application/settings.service.js';
import { ProfilePictureService } from './application/profile-picture.service.js';
import { MemberProfilesApi } from './application/member-profiles.api.js';
import { MemberContactsQueries } from './adapters/persistence/member-contacts.queries.js';
import { SettingsController } from './adapters/http/settings.controller.js';
import { BlocksController } from './adapters/http/blocks.controller.js';
import { BlocksService } from './application/blocks.service.js';
import { MemberBlocksRepository } from './adapters/persistence/member-blocks.repository.js';
import { MemberBlockEntity } from './adapters/persistence/member-block.entity.js';
import { UploadController } from './adapters/http/upload.controller.js';
import { SettingsQueries } from './adapters/persistence/settings.queries.js';
import { SettingsRepository } from './adapters/persistence/settings.repository.js';
import { DevAuthController } from './adapters/dev-auth/dev-auth.controller.js';
import { DevOAuthServer } from './adapters/dev-auth/dev-oauth-server.js';
import { DevOAuthGrantRepository } from './adapters/persistence/dev-oauth-grant.repository.js';
import { AdminAuthController } from './adapters/http/admin-auth.controller.js';
import { AuthController } from './adapters/http/auth.controller.js';
import { AccountDeletionController } from './adapters/http/account-deletion.controller.js';
import { AccountDeletionService } from './application/account-deletion.service.js';
import { AccountDeletionRepository } from './adapters/persistence/account-deletion.repository.js';
import { AdminGuard, Authenticator, BannedMemberWritesGuard, MemberGuard, OptionalMemberGuard } from './adapters/http/guards.js';
import { DailyActivity } from './adapters/http/daily-activity.js';
import { ProfileController } from './adapters/http/profile.controller.js';
import { SessionWatch } from './adapters/http/session-watch.js';
import { SessionMiddleware } from './adapters/http/session.middleware.js';
import { SessionCache } from './adapters/persistence/session-cache.js';
import { GoogleStrategy } from './adapters/oauth/google.strategy.js';
import { SignInAttemptRepository } from './adapters/persistence/auth-records.repository.js';
import { MemberRepository } from './adapters/persistence/member.repository.js';
import { MemberEntity, MemberLanguageEntity } from './adapters/persistence/member.entity.js';
import { ProfilePictureUploadEntity } from './adapters/persistence/profile-picture-upload.entity.js';
import { DataExportsApi } from './application/data-exports.api.js';
import { DataExportEntity } from './adapters/persistence/data-export.entity.js';
import { DataExportRepository } from './adapters/persistence/data-export.repository.js';
import {
  AdminLoginFailureEntity,
  AdminLoginThrottleEntity,
  DevOAuthGrantEntity,
  HttpSessionEntity,
  OAuthAttemptEntity,
} from './adapters/persistence/auth-records.entity.js';
import { MemberConsentEntity } from './adapters/persistence/consent.entity.js';
import { ConsentRepository } from './adapters/persistence/consent.repository.js';
import { ConsentController } from './adapters/http/consent.controller.js';
import { LegalController } from './adapters/http/legal.controller.js';
import { ConsentService } from './application/consent.service.js';
import { LegalDocuments } from './application/legal-documents.service.js';
import { SignInRecordsRetention } from './application/sign-in-records-retention.js';
import { IdentityDemoSeeder, DEMO_MEMBER_IDS } from './adapters/persistence/identity-demo.seeder.js';

@Module({
  controllers: [
    AuthController,
    ProfileController,
    AdminAuthController,
    DevAuthController,
    SettingsController,
    BlocksController,
    UploadController,
    ConsentController,
    LegalController,
    AccountDeletionController,
  ],
  providers: [
    // identity answers the kernel's "may this member act?" (ADR 0040).
    { provide: Participation, useExisting: IdentityApi },
    IdentityApi,
    IdentityMemberData,
    MemberAdminApi,
    MemberAdminQueries,
    MemberAdminRepository,
    MemberReportsApi,
    MemberReportsQueries,
    SignInService,
    ProfileService,
    AdministratorNames,
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
    SessionWatch,
    SignInAttemptRepository,
    SettingsService,
    SettingsRepository,
    SettingsQueries,
    ProfilePictureService,
    MemberProfilesApi,
    MemberContactsQueries,
    BlocksService,
    MemberBlocksRepository,
    DailyActivity,
    // The Termos de Uso, the Política de Privacidade and their acceptance (ADR 0110).
    LegalDocuments,
    ConsentService,
    ConsentRepository,
    // Sign-in records kept SIGN_IN_RECORD_RETENTION_DAYS (ADR 0111).
    SignInRecordsRetention,
    DataExportsApi,
    DataExportRepository,
    AccountDeletionService,
    AccountDeletionRepository,
  ],
  exports: [IdentityApi, DataExportsApi, Participation, MemberProfilesApi, SettingsService, MemberAdminApi, MemberReportsApi, Authenticator, MemberGuard, OptionalMemberGuard, AdminGuard, SessionWatch],
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
    ProfilePictureUploadEntity,
    MemberBlockEntity,
    MemberConsentEntity,
    DataExportEntity,
  ];
  /** Its reference and demo data, for src/database/seeders (ADR 0043). */
  static readonly seeders = { demo: [IdentityDemoSeeder] };
  /** The demo members, whom other modules' demo data name. */
  static readonly demoMemberIds = DEMO_MEMBER_IDS;
}
