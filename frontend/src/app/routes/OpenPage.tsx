import type { ReactNode } from 'react';
import { PageSpinner } from '../../components/ui';
import { useAuth } from '../../features/auth';
import { DocumentTitle } from './DocumentTitle';

/** Who is reading a page open to visitors, and how a visitor signs in from it. */
export interface Reader {
  member: ReturnType<typeof useAuth>['member'];
  signedIn: boolean;
  onSignIn: () => void;
  /** The same, for a prompt that reports a sign-in that could not start. */
  signIn: () => Promise<void>;
}

/**
 * A page open to visitors: its tab title, a spinner until the session is known, then the screen,
 * told who reads it (visitors get sign-in prompts in place of actions).
 */
export function OpenPage({ title, children }: { title: string; children: (reader: Reader) => ReactNode }) {
  const { status, member, redirectToLogin } = useAuth();
  return (
    <>
      <DocumentTitle title={title} />
      {status === 'pending' ? <PageSpinner /> : children({ member, signedIn: member !== null, onSignIn: () => void redirectToLogin(), signIn: () => redirectToLogin() })}
    </>
  );
}
