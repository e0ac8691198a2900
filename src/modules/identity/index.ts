// The public API of the identity module: the only file other code may import (ADR 0043).

export { IdentityModule } from './identity.module.js';
export { IdentityApi } from './application/identity.api.js';
export type { MemberSummary } from './application/identity.api.js';
export { MemberProfilesApi } from './application/member-profiles.api.js';
export type { MemberProfile } from './application/member-profiles.api.js';
export { MemberAdminApi, AdministratorNotBannableError } from './application/member-admin.api.js';
export type { AdminMember, BanTerms, MemberProfileRow, RecentMemberRow } from './application/member-admin.api.js';
export { MemberReportsApi } from './application/member-reports.api.js';
export type { MemberReportFigures, ReportDays } from './application/member-reports.api.js';
export type { MemberContact, MemberWithBlocks } from './application/identity.api.js';
// The block conditions other modules' list statements put into their own SQL (ADR 0101): identity's
// SQL, written in its persistence adapter, which the callers never name.
export { authorNotBlockedSql, blockedByViewerSql } from './adapters/persistence/member-blocks.repository.js';
// A member's copy of their data, composed above the modules in src/data-export (ADR 0106).
export { DataExportsApi } from './application/data-exports.api.js';
export type { DataExportView } from './application/data-exports.api.js';
export type { DataExportStatus } from './domain/data-export.js';
// The settings page, which src/profile composes with the notification preferences (ADR 0082).
export { SettingsService } from './application/settings.service.js';
export type { SettingsChangeWithPicture, SettingsSaved } from './application/settings.service.js';
export type { SettingsRow } from './application/identity.rows.js';
export { INTERFACE_LANGUAGES, SETTINGS_MESSAGES } from './domain/settings.js';
export { DAILY_GOALS, PROFICIENCY_LEVELS } from './domain/profile.js';
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
  ForMembers,
  ForAdministrators,
} from './adapters/http/guards.js';
export { SessionMiddleware } from './adapters/http/session.middleware.js';
// The legal pages' paths, which the platform keeps out of /api and of the SPA (ADR 0110).
export { LEGAL_PAGE_PREFIXES } from './adapters/http/legal.controller.js';
export { BiographyInput, MemberNameInput, SpokenLanguagesInput } from './adapters/http/member-text.js';
// Long-lived responses (event streams) hear at once when their session ends (ADR 0060).
export { SessionWatch } from './adapters/http/session-watch.js';
