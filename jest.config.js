// Jest runs every tier (ADR 0008) in ESM mode: `node --experimental-vm-modules`.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: false,
        react: { runtime: 'automatic' },
      },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  },
];

const shared = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.(t|j)sx?$': swc,
  },
  testEnvironment: 'node',
  setupFiles: ['<rootDir>/test/support/env.ts'],
};

/**
 * The run's PostgreSQL and migrated template database (created from the compiled server)
 * for the tiers that need one, and each worker's own copy of it (ADR 0087). Jest runs the
 * global set-up once, and only when a test of such a project is selected: `npm run test:unit`
 * (or a single `*.spec.ts`) needs neither a build nor PostgreSQL (ADR 0008).
 */
const withDatabase = {
  ...shared,
  runner: '<rootDir>/test/support/runner/runner.mjs',
  setupFiles: [...shared.setupFiles, '<rootDir>/test/support/worker-setup.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
};

/** @type {import('jest').Config} */
export default {
  // testTimeout is a global option (projects ignore it): generous for the HTTP and browser tiers.
  // It guards against a hang, it asserts no speed (ADR 0008): tests with twenty sign-ins and
  // parallel requests took over 30 s with three workers on a loaded 2-core machine (ADR 0087).
  testTimeout: 120_000,
  // Jest's default on 2 cores is one worker (cores − 1); the files mostly wait on PostgreSQL
  // and Chromium, so more run side by side, each worker on a database of its own (ADR 0087).
  maxWorkers: 3,
  // Each test file loads the whole server again, and Jest's ESM module registry keeps what
  // it loaded: a worker that grew past this after a file is replaced by a fresh one, so the
  // run does not slow down file after file under the garbage collector's load.
  workerIdleMemoryLimit: '1GB',
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/frontend/src/**/*.spec.ts', '<rootDir>/scripts/**/*.spec.ts'],
    },
    {
      ...withDatabase,
      displayName: 'integration',
      testMatch: ['<rootDir>/src/**/*.int-spec.ts'],
    },
    {
      ...withDatabase,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
    },
    {
      ...withDatabase,
      displayName: 'browser',
      testMatch: ['<rootDir>/test/browser/**/*.browser-spec.ts'],
    },
  ],
};
