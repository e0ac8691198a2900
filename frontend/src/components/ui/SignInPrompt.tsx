import { useState, type ReactNode } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';
import { Card } from './Card';
import { EmptyState } from './EmptyState';

export interface SignInPromptProps {
  icon: ReactNode;
  title: string;
  description: string;
  signInLabel: string;
  /** Sends the browser to sign in; rejects when the sign-in address cannot be obtained. */
  onSignIn: () => Promise<void>;
  /** What to say when it rejected. */
  failureText: (error: unknown) => string;
  headingLevel?: 1 | 2;
  className?: string;
  /** Beside the sign-in button, e.g. the way back to the course from one of its lessons. */
  secondaryAction?: ReactNode;
}

/** What a visitor sees in place of a members' screen (the feed, the chat, a lesson, the upload form): why to sign in, and the way to do it. */
export function SignInPrompt({ icon, title, description, signInLabel, onSignIn, failureText, headingLevel, className, secondaryAction }: SignInPromptProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const signIn = () => {
    setFailure(null);
    setBusy(true);
    onSignIn().catch((error: unknown) => {
      setFailure({ error });
      setBusy(false);
    });
  };
  const button = (
    <Button size="lg" onClick={signIn} loading={busy}>
      {signInLabel}
    </Button>
  );
  return (
    <Card className={className}>
      {failure && (
        <Alert variant="error" onDismiss={() => setFailure(null)}>
          {failureText(failure.error)}
        </Alert>
      )}
      <EmptyState
        icon={icon}
        headingLevel={headingLevel}
        title={title}
        description={description}
        action={
          secondaryAction ? (
            <div className="empty-state__actions">
              {button}
              {secondaryAction}
            </div>
          ) : (
            button
          )
        }
      />
    </Card>
  );
}
