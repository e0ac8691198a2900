import { MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { AdminAuthService } from './application/admin-auth.service.js';
import { CurrentUserService } from './application/current-user.service.js';
import { IdentityApi } from './application/identity.api.js';
import { MemberAdminService } from './application/member-admin.service.js';
import { MemberAdminQueries } from './adapters/persistence/member-admin.queries.js';
import { MemberAdminRepository } from './adapters/persistence/member-admin.repository.js';
import { OAuthProvider } from './application/ports/oauth-provider.js';
import { ProfileService } from './application/profile.service.js';
import { NotificationsService } from './application/notifications.service.js';
import { SignInService } from './application/sign-in.service.js';
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
  controllers: [AuthController, ProfileController, NotificationsController, AdminAuthController, DevAuthController],
  providers: [
    IdentityApi,
    MemberAdminService,
    MemberAdminQueries,
    MemberAdminRepository,
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
  ],
  exports: [IdentityApi, MemberAdminService, MemberGuard, OptionalMemberGuard, AdminGuard],
})
export class IdentityModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(SessionMiddleware).forRoutes('{*path}');
  }
}
