import { MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { AdminAuthService } from './application/admin-auth.service.js';
import { CurrentUserService } from './application/current-user.service.js';
import { IdentityApi } from './application/identity.api.js';
import { OAuthProvider } from './application/ports/oauth-provider.js';
import { ProfileService } from './application/profile.service.js';
import { NotificationsService } from './application/notifications.service.js';
import { SignInService } from './application/sign-in.service.js';
import { SettingsService } from './application/settings.service.js';
import { ProfilePictureService } from './application/profile-picture.service.js';
import { MemberProfilesApi } from './application/member-profiles.api.js';
import { FileStorage } from './application/ports/file-storage.js';
import { SettingsController } from './adapters/http/settings.controller.js';
import { UploadController } from './adapters/http/upload.controller.js';
import { SettingsQueries } from './adapters/persistence/settings.queries.js';
import { SettingsRepository } from './adapters/persistence/settings.repository.js';
import { LocalDiskFileStorage } from './adapters/storage/local-disk-file-storage.js';
import { DevAuthController } from './adapters/dev-auth/dev-auth.controller.js';
import { DevOAuthServer } from './adapters/dev-auth/dev-oauth-server.js';
import { AdminAuthController } from './adapters/http/admin-auth.controller.js';
import { AuthController } from './adapters/http/auth.controller.js';
import { AdminGuard, MemberGuard, OptionalMemberGuard } from './adapters/http/guards.js';
import { ProfileController } from './adapters/http/profile.controller.js';
import { NotificationsController } from './adapters/http/notifications.controller.js';
import { SessionMiddleware } from './adapters/http/session.middleware.js';
import { PassportGoogleOAuthProvider } from './adapters/oauth/passport-google.provider.js';

@Module({
  controllers: [
    AuthController,
    ProfileController,
    NotificationsController,
    AdminAuthController,
    DevAuthController,
    SettingsController,
    UploadController,
  ],
  providers: [
    IdentityApi,
    SignInService,
    ProfileService,
    NotificationsService,
    AdminAuthService,
    CurrentUserService,
    DevOAuthServer,
    SessionMiddleware,
    MemberGuard,
    OptionalMemberGuard,
    AdminGuard,
    { provide: OAuthProvider, useClass: PassportGoogleOAuthProvider },
    SettingsService,
    SettingsRepository,
    SettingsQueries,
    ProfilePictureService,
    MemberProfilesApi,
    { provide: FileStorage, useClass: LocalDiskFileStorage },
  ],
  exports: [IdentityApi, MemberProfilesApi, MemberGuard, OptionalMemberGuard, AdminGuard],
})
export class IdentityModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(SessionMiddleware).forRoutes('{*path}');
  }
}
