import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PageSpinner } from '../../components/ui';
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

/** Shown while the first page chunk of a page without the navbar shell loads. */
export function RootFallback() {
  return (
    <div className="root-fallback">
      <PageSpinner />
    </div>
  );
}
