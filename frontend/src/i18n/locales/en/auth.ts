import type pt from '../pt/auth';
import type { Catalogue } from '../../catalogue';

const auth: Catalogue<typeof pt> = {
  deletion: {
    title: 'Deletion scheduled',
    message: 'Your account will be deleted on {{date}}, with your data. If you changed your mind, cancel the deletion.',
    howToCancel: 'You have been signed out. To cancel, sign in again before {{date}} and choose “Cancel deletion”.',
    continue: 'Go to the home page',
    cancelled: 'Deletion cancelled. Your account stays active.',
    cancel: 'Cancel deletion',
    signOut: 'Sign out',
  },
  suspension: {
    title: 'Account suspended',
    until: 'An administrator suspended your account until {{until}}. Reason: {{reason}}',
    permanent: 'An administrator suspended your account permanently. Reason: {{reason}}',
    signedOut: 'Your session was ended. You can sign in again when the suspension ends.',
    signOut: 'Sign out',
  },
  callback: {
    suspended: 'Your account is suspended until {{until}}. Reason: {{reason}}',
    suspendedPermanent: 'Your account is suspended permanently. Reason: {{reason}}',
    suspendedTitle: 'Account suspended',
    title: 'Signing you in',
    signingIn: 'Signing you in…',
    errorTitle: 'We could not sign you in',
    missingCode: 'Authorization code not found',
    oauthValidation: 'OAuth validation error. Please try signing in again.',
    oauthValidationMobile: 'OAuth validation error on a mobile device. Try using the Chrome or Safari browser.',
    failed: 'Authentication failed. Please try again.',
    retry: 'Try Again',
    tips: {
      title: 'Tips for phones and tablets',
      clearCache: 'Clear your browser cache and cookies.',
      useChromeOrSafari: 'Use the Chrome or Safari browser.',
      avoidInAppBrowsers: 'Avoid opening the link inside other apps (Instagram, WhatsApp, Facebook…).',
      disablePopupBlockers: 'Turn off pop-up blockers for this site.',
    },
  },
};

export default auth;
