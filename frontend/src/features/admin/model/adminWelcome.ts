const KEY = 'poliglota.adminSessionStarted';

/**
 * Notes, just before the page moves to the admin area, that an administrator has signed in, so
 * the admin home confirms it (issue 23, item 12) even when the move is a page load (the landing
 * page is an app of its own, ADR 0073).
 */
export function noteAdminSessionStarted(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage refused (private mode): the admin area opens without the confirmation.
  }
}

/** True once after `noteAdminSessionStarted`, in the same tab. */
export function takeAdminSessionStarted(): boolean {
  try {
    const noted = sessionStorage.getItem(KEY) === '1';
    sessionStorage.removeItem(KEY);
    return noted;
  } catch {
    return false;
  }
}
