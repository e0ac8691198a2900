import { describe, expect, it } from '@jest/globals';
import { routePatterns } from '../../../frontend/src/lib/paths.js';
import { WEB_VITALS_ROUTES } from './web-vitals.js';

describe('web vitals route labels', () => {
  it("are exactly the SPA's route patterns, so every page reports and no URL becomes a label", () => {
    expect([...WEB_VITALS_ROUTES].sort()).toEqual([...new Set(Object.values(routePatterns))].sort());
  });
});
