import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { GateScreen, SignInError, useAuth } from '../../../features/auth';
import { profileCheckQuery } from '../../../features/profile';
import { ApiError, errorCodeOf, errorParamsOf } from '../../../lib/api/errors';
import { useDateFormat } from '../../../lib/useDateFormat';
import { useServerMessage } from '../../../lib/api/useServerMessage';
import { isMobileUserAgent } from '../../../lib/device';
import { paths } from '../../../lib/paths';
import { markSetupPrompted } from '../../guards';
import { DocumentTitle } from '../DocumentTitle';

type Failure =
  | { kind: 'missingCode' }
  | { kind: 'validation' }
  /** `refused`: the server said why (e.g. a suspended account, 403); show its message. */
  | { kind: 'failed' | 'refused'; error: unknown };

const OAUTH_STATE_INVALID = 'IDENTITY.OAUTH_STATE_INVALID';
const MEMBER_BANNED = 'IDENTITY.MEMBER_BANNED';

function failureOf(error: unknown): Failure {
  if (error instanceof ApiError && error.status === 401 && errorCodeOf(error) === OAUTH_STATE_INVALID) {
    return { kind: 'validation' };
  }
  return error instanceof ApiError && error.status === 403 ? { kind: 'refused', error } : { kind: 'failed', error };
}

/**
 * `/auth/callback?code=…&state=…` (or `?error=…`): trades the code for a session, then goes to
 * the profile setup when the profile still needs it, else to the dashboard. Both use `replace`,
 * so Back does not return here and re-send a spent code.
 */
export default function AuthCallbackPage() {
  const { t } = useTranslation(['auth', 'common']);
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  const providerError = params.get('error');
  const { exchangeCodeForSession } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const serverMessage = useServerMessage();
  const [failure, setFailure] = useState<Failure | null>(() =>
    providerError ? { kind: 'validation' } : code ? null : { kind: 'missingCode' },
  );

  useEffect(() => {
    if (providerError) {
      console.error(`Sign-in was refused by the identity provider: ${providerError}`);
      return;
    }
    if (!code) {
      console.error('Cannot exchange code for session token: no code provided in the URL search params');
      return;
    }
    let active = true;
    exchangeCodeForSession(code, state ?? '').then(
      async (member) => {
        let needsSetup = false;
        try {
          needsSetup = (await queryClient.fetchQuery(profileCheckQuery)).needsSetup;
        } catch {
          // The dashboard asks again and redirects if needed.
        }
        if (!active) return;
        if (needsSetup) markSetupPrompted(member.id);
        navigate(needsSetup ? paths.profileSetup : paths.dashboard, { replace: true });
      },
      (error: unknown) => {
        if (active) setFailure(failureOf(error));
      },
    );
    return () => {
      active = false;
    };
  }, [code, state, providerError, exchangeCodeForSession, queryClient, navigate]);

  const mobile = isMobileUserAgent();
  const dates = useDateFormat(new Date());
  const message = (() => {
    switch (failure?.kind) {
      case 'missingCode':
        return t('callback.missingCode');
      case 'validation':
        return mobile ? t('callback.oauthValidationMobile') : t('callback.oauthValidation');
      case 'refused': {
        // A suspended member: until when and why, in the reader's language (ADR 0028).
        if (errorCodeOf(failure.error) === MEMBER_BANNED) {
          const { reason, until } = errorParamsOf(failure.error);
          return until
            ? t('callback.suspended', { until: dates.absolute(String(until)), reason: String(reason ?? '') })
            : t('callback.suspendedPermanent', { reason: String(reason ?? '') });
        }
        return serverMessage(failure.error, t('callback.failed'));
      }
      default:
        return t('callback.failed');
    }
  })();

  const documentTitle =
    failure && 'error' in failure && errorCodeOf(failure.error) === MEMBER_BANNED
      ? t('callback.suspendedTitle')
      : failure
        ? t('callback.errorTitle')
        : t('callback.title');
  return (
    <>
      <DocumentTitle title={documentTitle} />
      {failure ? (
        <SignInError message={message} mobile={mobile} documentTitle={documentTitle} />
      ) : (
        <GateScreen pending title={t('callback.signingIn')} documentTitle={documentTitle} />
      )}
    </>
  );
}
