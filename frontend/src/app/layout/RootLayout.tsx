import { Outlet, ScrollRestoration } from 'react-router-dom';
import { ReportDialogHost } from '../../components/flags/reportDialogs';
import { useMemberLanguage } from './useMemberLanguage';

export function RootLayout() {
  useMemberLanguage();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <ReportDialogHost />
    </>
  );
}
