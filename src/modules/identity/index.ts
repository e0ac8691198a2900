// The public API of the identity module: the only file other code may import (ADR 0043).
//
// Notifications: each module owns its texts. In its `onModuleInit` a module
// registers its catalogue (pt and en per key) under its namespace —
//   identity.registerNotificationMessages('courses', { 'course_approved.title': { pt: '…', en: '…' }, … })
// — and notifies with namespaced keys inside its own transaction —
//   identity.notify(em, memberId, { type: 'other', titleKey: 'courses.course_approved.title', messageKey: … })
// Identity stores keys and parameters and renders them in each reader's language (ADR 0015).
export { IdentityModule } from './identity.module.js';
export { IdentityApi } from './application/identity.api.js';
export type { MemberSummary } from './application/identity.api.js';
export { MemberProfilesApi } from './application/member-profiles.api.js';
export type { MemberProfile } from './application/member-profiles.api.js';
export { MemberAdminApi, AdministratorNotBannableError } from './application/member-admin.api.js';
export type { AdminMember, BanTerms, MemberProfileRow, RecentMemberRow } from './application/member-admin.api.js';
export { MemberReportsApi } from './application/member-reports.api.js';
export type { MemberReportFigures, ReportDays } from './application/member-reports.api.js';
export type { NotificationInput } from './application/notifications.service.js';
export type { DeliveryReport, MemberMail } from './application/delivery.service.js';
export type { NotificationType, NotificationParams, NotificationCatalogue } from './domain/notification-messages.js';
export type { PushedLiveEvent } from './domain/live-events.js';
export type { AuthenticatedMember } from './application/session.types.js';

// Identity's published HTTP API (ADR 0043): who is signed in, for every module's controllers,
// and the session middleware the platform mounts.
export {
  AdminGuard,
  MemberGuard,
  OptionalMemberGuard,
  CurrentMember,
  OptionalMember,
  CurrentAdmin,
} from './adapters/http/guards.js';
export { SessionMiddleware } from './adapters/http/session.middleware.js';
// Long-lived responses (event streams) hear at once when their session ends (ADR 0060).
export { SessionWatch } from './adapters/http/session-watch.js';
