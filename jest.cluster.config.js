// `npm run test:cluster` (ADR 0067): nginx from deploy/ in front of two built servers, one
// database and one S3-protocol server. Not part of `npm test`: it needs nginx and the build.
import base from './jest.config.js';

const e2e = base.projects.find((project) => project.displayName === 'e2e');

/** @type {import('jest').Config} */
export default {
  testTimeout: 120_000,
  projects: [{ ...e2e, displayName: 'cluster', testMatch: ['<rootDir>/test/cluster/**/*.cluster-spec.ts'] }],
};
