/** The path of a request URL (`/api/x?y=1` → `/api/x`). */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * The path as a router that forgives would read it: percent-decoded, repeated slashes
 * and dot segments collapsed, lower-case (`//API/./x/../me` → `/api/me`). Used to tell
 * the server's own paths from the SPA's, so that no spelling of an /api path gets
 * the SPA's page.
 */
export function canonicalPathOf(url: string): string {
  let path = pathOf(url);
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape stays as written: it names no route either way.
  }
  const segments: string[] = [];
  for (const segment of path.split(/[/\\]/)) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`.toLowerCase();
}

/**
 * Whether the request target, as the client wrote it, lies under `prefix` (`/api`) in any
 * spelling of its start: percent-encoded (once or more), with backslashes or repeated
 * slashes, in any case. Decided before any dot segment is collapsed, so that
 * `/api/x/..%2F..%2Fetc` and `/api/x/../../etc` stay the API's (issue 37).
 */
export function isUnderPrefixAsWritten(url: string, prefix: string): boolean {
  let path = pathOf(url);
  for (let round = 0; round < 4; round += 1) {
    const start = path.replace(/\\/g, '/').replace(/\/{2,}/g, '/').toLowerCase();
    if (start === prefix || start.startsWith(`${prefix}/`)) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return false;
    }
    if (decoded === path) return false;
    path = decoded;
  }
  return false;
}

/**
 * An /api path written another way than the routes are (`//api/x`, `/API/x`, `/x/../api/x`,
 * `/%61pi/x`, `/api//x`): no route of the server's answers it, and no check keyed on the
 * path (the request policy's) may be skipped by it.
 */
export function isStrayApiPath(url: string): boolean {
  const canonical = canonicalPathOf(url);
  // Written under /api but leaving it once decoded and collapsed (`/api/x/..%2F..%2Fetc`).
  if (canonical !== '/api' && !canonical.startsWith('/api/')) return isUnderPrefixAsWritten(url, '/api');
  const written = pathOf(url);
  if (written !== '/api' && !written.startsWith('/api/')) return true;
  return written.split('/').slice(1, -1).some((segment) => segment === '' || segment === '.' || segment === '..') || /\/\.{1,2}$/.test(written);
}
