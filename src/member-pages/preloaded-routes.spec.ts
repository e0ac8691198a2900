import { describe, expect, it } from '@jest/globals';
import { PRELOADED_ROUTES as SPA_TABLE } from '../../frontend/src/lib/api/preloadedRoutes.js';
import { routePatterns } from '../../frontend/src/lib/paths.js';
import { EVERY_MEMBER_PAGE, PRELOADED_ROUTES } from './preloaded-routes.js';

describe('the answers a member page carries', () => {
  it('are the ones the SPA takes on that page, route for route (ADR 0113)', () => {
    const server = Object.fromEntries(Object.entries(PRELOADED_ROUTES).map(([route, urls]) => [route, [...EVERY_MEMBER_PAGE, ...urls]]));
    expect(server).toEqual(SPA_TABLE);
    const spaRoutes: string[] = Object.values(routePatterns);
    expect(Object.keys(PRELOADED_ROUTES).filter((route) => !spaRoutes.includes(route))).toEqual([]);
  });
});
