// The public API of the identity module: the only file other code may import.
//
// Notifications: each module owns its texts. In its `onModuleInit` a module
// registers its catalogue (pt and en per key) under its namespace —
//   identity.registerNotificationMessages('courses', { 'course_approved.title': { pt: '…', en: '…' }, … })
// — and notifies with namespaced keys inside its own transaction —
//   identity.notify(em, memberId, { type: 'other', titleKey: 'courses.course_approved.title', messageKey: … })
// Identity stores keys and parameters and renders them in each reader's language (ADR 0015).
export { IdentityModule } from './identity.module.js';
export { SessionMiddleware } from './adapters/http/session.middleware.js';
export { IdentityApi } from './application/identity.api.js';
export type { MemberSummary } from './application/identity.api.js';
export { MemberProfilesApi } from './application/member-profiles.api.js';
export type { MemberProfile } from './application/member-profiles.api.js';
export { MemberAdminService, AdministratorNotBannableError } from './application/member-admin.service.js';
export type { AdminMember, BanTerms, MemberProfileRow, RecentMemberRow } from './application/member-admin.service.js';
export { MemberReportsApi } from './application/member-reports.api.js';
export type { MemberReportFigures, ReportDays } from './application/member-reports.api.js';
export type { NotificationInput } from './application/notifications.service.js';
export type { NotificationType, NotificationParams, NotificationCatalogue } from './domain/notification-messages.js';
export {
  AdminGuard,
  MemberGuard,
  OptionalMemberGuard,
  CurrentMember,
  OptionalMember,
  CurrentAdmin,
} from './adapters/http/guards.js';
export type { AuthenticatedMember } from './application/session.types.js';
export { DAILY_GOALS, DEFAULT_DAILY_GOAL } from './domain/profile.js';

export { IdentityDemoSeeder, DEMO_MEMBER_IDS } from './adapters/persistence/identity-demo.seeder.js';

import { MemberEntity, MemberLanguageEntity } from './adapters/persistence/member.entity.js';
import { NotificationEntity } from './adapters/persistence/notification.entity.js';
import { ProfilePictureUploadEntity } from './adapters/persistence/profile-picture-upload.entity.js';
import {
  AdminLoginFailureEntity,
  AdminLoginThrottleEntity,
  DevOAuthGrantEntity,
  HttpSessionEntity,
  OAuthAttemptEntity,
} from './adapters/persistence/auth-records.entity.js';

export const identityEntities = [
  MemberEntity,
  MemberLanguageEntity,
  OAuthAttemptEntity,
  DevOAuthGrantEntity,
  AdminLoginFailureEntity,
  AdminLoginThrottleEntity,
  HttpSessionEntity,
  NotificationEntity,
  ProfilePictureUploadEntity,
];
