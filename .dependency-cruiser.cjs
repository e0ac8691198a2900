/**
 * Module boundaries (docs/architecture.md, The module chain; ADR 0002). `npm run lint` fails when
 * one of these rules breaks.
 */
const chain = {
  // module: the modules to its left that it may use (through their index.ts)
  identity: [],
  notifications: ['identity'],
  gamification: ['identity', 'notifications'],
  courses: ['identity', 'notifications', 'gamification'],
  community: ['identity', 'notifications', 'gamification'],
  chat: ['identity', 'notifications', 'gamification'],
  corrections: ['identity', 'notifications', 'gamification'],
  review: ['identity', 'notifications', 'gamification', 'courses', 'corrections'],
  admin: ['identity', 'notifications', 'gamification', 'courses', 'community', 'chat', 'corrections', 'review'],
};
const modules = Object.keys(chain);

module.exports = {
  forbidden: [
    {
      name: 'module-internals',
      comment: "Another module is reached only through its index.ts.",
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/([^/]+)/', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'outside-to-module-internals',
      comment: 'Code outside the modules uses their index.ts only (and the SPA, the corrections\' pure sentence splitter: ADR 0135).',
      severity: 'error',
      from: { pathNot: '^(src/modules/|frontend/src/features/corrections/sentences\\.ts$)' },
      to: { path: '^src/modules/[^/]+/', pathNot: '^src/modules/[^/]+/index\\.ts$' },
    },
    ...modules.map((name) => ({
      name: `chain-${name}`,
      comment: `${name} may only use ${chain[name].join(', ') || 'no other module'} (identity <- notifications <- gamification <- courses, community, chat, corrections <- review <- admin, ADR 0082, ADR 0133, ADR 0139).`,
      severity: 'error',
      from: { path: `^src/modules/${name}/` },
      to: {
        path: `^src/modules/(${modules.filter((m) => m !== name && !chain[name].includes(m)).join('|')})/`,
      },
    })),
    {
      name: 'application-no-adapters',
      comment:
        "application/ never imports adapters/ (ADR 0002), except the read queries (*.queries.ts, ADR 0042) and the repositories (*.repository.ts, ADR 0085), injected as they are, and the descriptors of the module's tables (*.tables.ts, ADR 0040) that it hands to the kernel's shared blocks; a port that stays has an in-memory fake in application/ports.",
      severity: 'error',
      from: { path: '^src/modules/[^/]+/(?:(?:catalogue|learning)/)?application/' },
      to: { path: '^src/modules/[^/]+/(?:(?:catalogue|learning)/)?adapters/', pathNot: '^src/modules/[^/]+/(?:(?:catalogue|learning)/)?adapters/persistence/[^/]+\\.(queries|repository|tables)\\.ts$' },
    },
    {
      name: 'queries-read-only',
      comment: 'A read query (*.queries.ts), a repository (*.repository.ts) or a tables descriptor (*.tables.ts) depends on no use case: application/ may use it, never the other way round (ADR 0042, ADR 0085).',
      severity: 'error',
      from: { path: '^src/modules/[^/]+/(?:(?:catalogue|learning)/)?adapters/persistence/[^/]+\\.(queries|repository|tables)\\.ts$' },
      to: { path: '^src/modules/[^/]+/(?:(?:catalogue|learning)/)?application/', pathNot: '/application/ports/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'pure-domain',
      comment: 'domain/ is plain TypeScript: no Nest, no ORM, no HTTP.',
      severity: 'error',
      from: { path: '^src/modules/[^/]+/(?:(?:catalogue|learning)/)?domain/' },
      to: { path: ['node_modules/@nestjs/', 'node_modules/@mikro-orm/', 'node_modules/express', '/adapters/', '/application/'] },
    },
    {
      name: 'courses-slices',
      comment: "Courses' learning slice builds on its catalogue slice, never the other way round (ADR 0043).",
      severity: 'error',
      from: { path: '^src/modules/courses/catalogue/' },
      to: { path: '^src/modules/courses/learning/' },
    },
    {
      name: 'kernel-knows-no-module',
      comment: 'The shared kernel and config do not depend on modules (src/database lists their entities and seeders through their index.ts).',
      severity: 'error',
      from: { path: '^src/(shared|config)/' },
      to: { path: '^src/modules/' },
    },
    {
      name: 'kernel-knows-no-composition-root',
      comment:
        'The shared kernel and config are what the composition root (src/database, bootstrap.ts, app.module.ts) builds on, never the other way round: tokens such as DatabaseSettings live in src/config.',
      severity: 'error',
      from: { path: '^src/(shared|config)/' },
      to: { path: ['^src/database/', '^src/bootstrap\\.ts$', '^src/app\\.module\\.ts$', '^src/main\\.ts$', '^src/cluster\\.ts$'] },
    },
    {
      name: 'product-no-fakes',
      comment:
        'A port\'s in-memory fake (*.fake.ts) is for the unit specs (ADR 0085): the build leaves it out of dist/ (tsconfig.build.json), so code that ships never imports one.',
      severity: 'error',
      from: { path: '^src/', pathNot: '\\.fake\\.ts$' },
      to: { path: '\\.fake\\.ts$' },
    },
    {
      name: 'src-not-scripts',
      comment: 'scripts/ (benchmarks, database tools) build on src/, never the other way round: what a test and a script share lives in test/support/.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^scripts/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'frontend-features-isolated',
      comment: 'Features never import each other; pages in app/routes compose them.',
      severity: 'error',
      from: { path: '^frontend/src/features/([^/]+)/' },
      to: { path: '^frontend/src/features/([^/]+)/', pathNot: '^frontend/src/features/$1/' },
    },
    {
      name: 'frontend-one-way',
      comment: 'shared -> features -> app: shared code never imports features or app.',
      severity: 'error',
      from: { path: '^frontend/src/(components|lib|i18n)/' },
      to: { path: '^frontend/src/(features|app)/' },
    },
    {
      name: 'server-not-in-frontend',
      comment:
        'The SPA builds on the API, not on the server code; the one exception is the corrections\' pure sentence splitter, which the write page runs for its preview so that it numbers sentences exactly as the server stores them (frontend/src/features/corrections/sentences.ts).',
      severity: 'error',
      from: { path: '^frontend/' },
      to: { path: '^src/', pathNot: '^src/modules/corrections/domain/sentences\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.spec\\.ts$', '\\.int-spec\\.ts$', '^dist/', '^frontend/dist/'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
