import { describe, expect, it } from '@jest/globals';
import { canonicalPathOf, isStrayApiPath, isUnderPrefixAsWritten } from './url-path.js';

describe('the paths of requests', () => {
  it('reads a path as a forgiving router would', () => {
    expect(canonicalPathOf('//API/./x/../me?y=1')).toBe('/api/me');
    expect(canonicalPathOf('/%61pi/x')).toBe('/api/x');
    expect(canonicalPathOf('/x/../../api')).toBe('/api');
    expect(canonicalPathOf('/curso/42')).toBe('/curso/42');
  });

  it('tells an /api path written otherwise from the routes as they are written', () => {
    for (const stray of ['/api/courses/..%2F..%2Fetc%2Fpasswd/details', '/api/courses/../../etc/passwd', '//api/anything', '/API/users/me', '/x/../api/x', '/./api/x', '/%61pi/x', '/api//x', '/api/x/..']) {
      expect({ stray, refused: isStrayApiPath(stray) }).toEqual({ stray, refused: true });
    }
    for (const route of ['/api', '/api/', '/api/users/me?x=1', '/api/courses/%E0%A4%A', '/curso/42', '/apinho', '/assets/app.js']) {
      expect({ route, refused: isStrayApiPath(route) }).toEqual({ route, refused: false });
    }
  });

  it('keeps a path that starts with /api as written for the API, whatever it collapses to (issue 37)', () => {
    for (const path of ['/api/courses/..%2F..%2Fetc%2Fpasswd/details', '/api/courses/../../etc/passwd', '/%2Fapi%2Fx', '/%252Fapi/x', '/\\api/x', '/API/x', '/api']) {
      expect({ path, api: isUnderPrefixAsWritten(path, '/api') }).toEqual({ path, api: true });
    }
    for (const path of ['/apinho', '/curso/api/x', '/%zz/api', '/x/../api/x']) {
      expect({ path, api: isUnderPrefixAsWritten(path, '/api') }).toEqual({ path, api: false });
    }
  });
});
