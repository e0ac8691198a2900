// Public face of the admin feature used by pages, guards and the navbar.
export {
  adminKeys,
  adminSessionQuery,
  useAdminLogin,
  useAdminLogout,
  useAdminSession,
  type AdminSession,
} from './api/adminApi';
export { AccessDenied } from './components/AccessDenied';
export { AdminLoginModal } from './components/AdminLoginModal';
