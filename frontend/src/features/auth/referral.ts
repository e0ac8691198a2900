/**
 * A landing URL with `?ref=<memberId>` credits the referring member. The id is kept in
 * sessionStorage so it survives the round trip through the identity provider, and is passed
 * to the redirect-URL call when sign-in starts.
 */
const REFERRAL_STORAGE_KEY = 'poliglota.ref';
// Member ids are UUIDs; the server refuses the redirect-URL call for anything else, so a
// malformed ref is dropped here rather than breaking sign-in.
const REFERRAL_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function rememberReferral(ref: string | null | undefined): void {
  if (!ref || !REFERRAL_PATTERN.test(ref)) return;
  try {
    globalThis.sessionStorage?.setItem(REFERRAL_STORAGE_KEY, ref);
  } catch {
    // Storage can be blocked; the referral is then lost, sign-in still works.
  }
}

export function readReferral(): string | undefined {
  try {
    const ref = globalThis.sessionStorage?.getItem(REFERRAL_STORAGE_KEY);
    return ref && REFERRAL_PATTERN.test(ref) ? ref : undefined;
  } catch {
    return undefined;
  }
}

export function clearReferral(): void {
  try {
    globalThis.sessionStorage?.removeItem(REFERRAL_STORAGE_KEY);
  } catch {
    // Nothing to clean up if storage is unavailable.
  }
}
