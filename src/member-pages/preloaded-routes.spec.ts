import { describe, expect, it } from '@jest/globals';
import { GUEST_PRELOADED_ROUTES as SPA_GUEST_TABLE, PRELOADED_ROUTES as SPA_TABLE } from '../../frontend/src/lib/api/preloadedRoutes.js';
import { routePatterns } from '../../frontend/src/lib/paths.js';
import { EVERY_MEMBER_PAGE, GUEST_PRELOADED_ROUTES, PRELOADED_ROUTES } from './preloaded-routes.js';

describe('the answers a member page carries', () => {
  it('are the ones the SPA takes on that page, route for route (ADR 0113)', () => {
    const server = Object.fromEntries(Object.entries(PRELOADED_ROUTES).map(([route, urls]) => [route, [...EVERY_MEMBER_PAGE, ...urls]]));
    expect(server).toEqual(SPA_TABLE);
    const spaRoutes: string[] = Object.values(routePatterns);
    expect(Object.keys(PRELOADED_ROUTES).filter((route) => !spaRoutes.includes(route))).toEqual([]);
  });

  it("and a guest's public page, the guest's own answers of the same addresses", () => {
    const server = Object.fromEntries(Object.entries(GUEST_PRELOADED_ROUTES).map(([route, urls]) => [route, [EVERY_MEMBER_PAGE[0], ...urls]]));
    expect(server).toEqual(SPA_GUEST_TABLE);
    // Each is a route a member's page preloads too, at the same addresses.
    for (const [route, urls] of Object.entries(GUEST_PRELOADED_ROUTES)) expect(PRELOADED_ROUTES[route]).toEqual(expect.arrayContaining([...urls]));
  });
});
