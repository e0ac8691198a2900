import type { ReactNode } from 'react';
import { PageSpinner } from '../../components/ui';
import { useAuth } from '../../features/auth';
import { DocumentTitle } from './DocumentTitle';

/**
 * How a visitor signs in from a page open to visitors. Who is reading, the screens ask
 * `useViewer()` (lib/viewer.ts), the SPA's one way to know it.
 */
export interface Reader {
  onSignIn: () => void;
  /** The same, for a prompt that reports a sign-in that could not start. */
  signIn: () => Promise<void>;
}

/**
 * A page open to visitors: its tab title, a spinner until the session is known, then the screen,
 * given the way to sign in (visitors get sign-in prompts in place of actions).
 */
export function OpenPage({ title, children }: { title: string; children: (reader: Reader) => ReactNode }) {
  const { status, redirectToLogin } = useAuth();
  return (
    <>
      <DocumentTitle title={title} />
      {status === 'pending' ? <PageSpinner /> : children({ onSignIn: () => void redirectToLogin(), signIn: () => redirectToLogin() })}
    </>
  );
}
