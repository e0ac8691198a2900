import { MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AdminAuthService } from './application/admin-auth.service.js';
import { CurrentUserService } from './application/current-user.service.js';
import { IdentityApi } from './application/identity.api.js';
import { OAuthProvider } from './application/ports/oauth-provider.js';
import { ProfileService } from './application/profile.service.js';
import { NotificationsService } from './application/notifications.service.js';
import { SignInService } from './application/sign-in.service.js';
import { DevAuthController } from './adapters/dev-auth/dev-auth.controller.js';
import { DevOAuthServer } from './adapters/dev-auth/dev-oauth-server.js';
import { AdminAuthController } from './adapters/http/admin-auth.controller.js';
import { AuthController } from './adapters/http/auth.controller.js';
import { AdminGuard, Authenticator, MemberGuard, OptionalMemberGuard } from './adapters/http/guards.js';
import { ActivityInterceptor } from './adapters/http/activity.interceptor.js';
import { MemberQueries } from './adapters/persistence/member.queries.js';
import { ProfileController } from './adapters/http/profile.controller.js';
import { NotificationsController } from './adapters/http/notifications.controller.js';
import { SessionMiddleware } from './adapters/http/session.middleware.js';
import { PassportGoogleOAuthProvider } from './adapters/oauth/passport-google.provider.js';

@Module({
  controllers: [AuthController, ProfileController, NotificationsController, AdminAuthController, DevAuthController],
  providers: [
    IdentityApi,
    SignInService,
    ProfileService,
    NotificationsService,
    AdminAuthService,
    CurrentUserService,
    DevOAuthServer,
    SessionMiddleware,
    MemberQueries,
    Authenticator,
    MemberGuard,
    OptionalMemberGuard,
    AdminGuard,
    { provide: OAuthProvider, useClass: PassportGoogleOAuthProvider },
    { provide: APP_INTERCEPTOR, useClass: ActivityInterceptor },
  ],
  exports: [IdentityApi, Authenticator, MemberGuard, OptionalMemberGuard, AdminGuard],
})
export class IdentityModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(SessionMiddleware).forRoutes('{*path}');
  }
}
