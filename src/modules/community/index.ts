// The public API of the community module: the only file other code may import (ADR 0043).
export { CommunityModule } from './community.module.js';
export { CommunityApi } from './application/community.api.js';
export type { RecentPost, ModerationActionRecord } from './application/community.api.js';
export { CommunityAdminApi } from './application/community-admin.api.js';
export type { AuthoredPostRow, MemberPostRow } from './application/community-admin.api.js';
export { CommunityReportsApi } from './application/community-reports.api.js';
export type { CommunityReportFigures } from './application/community-reports.api.js';
export { CommunitySearchApi } from './application/community-search.api.js';
export type { PostSearchResult } from './application/community-search.api.js';
