import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useMemberLanguage } from './useMemberLanguage';

export function RootLayout() {
  useMemberLanguage();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
