// Public face of the admin feature used by pages, guards and the navbar.
export { useAdminLogout, useAdminSession } from './api/adminApi';
export { AccessDenied } from './components/AccessDenied';
export { AdminLoginModal } from './components/AdminLoginModal';
export { AdminHome } from './components/AdminHome';
export { UsersScreen } from './components/UsersScreen';
export { DebugScreen } from './components/DebugScreen';
export { ReportsScreen } from './components/ReportsScreen';
export { AuditScreen } from './components/AuditScreen';
export { FlagsScreen } from './components/FlagsScreen';
export { WritingPromptsScreen } from './components/WritingPromptsScreen';
