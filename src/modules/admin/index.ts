// The public API of the admin module: the only file other code may import (ADR 0043).
export { AdminModule } from './admin.module.js';
// The erasure of members who left for good (ADR 0108), which scripts and tests may run at once.
export { AccountErasure } from './application/account-erasure.service.js';
// The retention of what a report's removal kept (ADR 0131), which tests may run at once.
export { RemovedContentRetention } from './application/removed-content-retention.js';
