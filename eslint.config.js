import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', '.test-dist/**', 'frontend/dist/**', 'node_modules/**', 'coverage/**', 'frontend/src/lib/api/schema.d.ts', 'src/database/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through AppConfig (src/config) only.',
        },
      ],
    },
  },
  {
    // A promise nobody awaits fails unobserved: Node ends the process on it (issue 37, ADR 0059).
    // Typed rules: the server's code only, where that failure costs everyone (the type-aware
    // parse roughly doubles lint time; tests and the SPA stay untyped for lint).
    files: ['src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // The persistence rule (ADR 0002): no SQL or query builder outside adapters/persistence, in
    // every application/ folder, a slice's included (courses' catalogue/ and learning/, ADR 0043),
    // and in the public API classes a sliced module keeps at its root (courses.api.ts).
    // Tests are exempt below, with the other files that may read process.env.
    files: ['src/modules/*/application/**/*.ts', 'src/modules/*/*/application/**/*.ts', 'src/modules/*/*.api.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through AppConfig (src/config) only.',
        },
        {
          selector: "CallExpression[callee.property.name=/^(execute|createQueryBuilder|getKnex|qb)$/]",
          message: 'No SQL in application/: add a method to a repository or queries class in adapters/persistence (ADR 0002).',
        },
        {
          selector: "TaggedTemplateExpression[tag.name=/^(sql|raw)$/], CallExpression[callee.name='raw']",
          message: 'No raw SQL in application/: it belongs in adapters/persistence (ADR 0002).',
        },
      ],
    },
  },
  {
    files: ['src/config/**', 'src/database/embedded/**', 'test/**', 'scripts/**', '**/*.spec.ts', '**/*.int-spec.ts', '*.config.js', 'frontend/vite.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // A test of the kernel or of a module gets the database, the ORM and the app from test/support
    // (ADR 0087): the composition root (src/database, bootstrap.ts) is not something it builds on,
    // nor is scripts/ (which builds on src/: rule src-not-scripts holds it for the product code).
    // The dependency rules (.dependency-cruiser.cjs) leave test files out, so this one holds for them.
    files: ['src/**/*.spec.ts', 'src/**/*.int-spec.ts'],
    ignores: ['src/database/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)database/', message: 'Reach the database through test/support (testDatabaseUrl, createTestModule, openOrm, ownDatabase), not src/database.' },
            { regex: '(^|/)(bootstrap|app\\.module)\\.js$', message: 'Build the app through test/support/app.ts.' },
            { regex: '(^|/)scripts/', message: 'src/ never imports scripts/: what a test shares with a script lives in test/support/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/database/**/*.spec.ts', 'src/database/**/*.int-spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)(bootstrap|app\\.module)\\.js$', message: 'Build the app through test/support/app.ts.' },
            { regex: '(^|/)scripts/', message: 'src/ never imports scripts/: what a test shares with a script lives in test/support/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "Import z from lib/forms/zod: it keeps zod from trying eval under the app's CSP." }] }],
    },
  },
  { files: ['frontend/src/lib/forms/zod.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    // The build drops a module without side effects when nothing of its own is used (ADR 0071): a
    // barrel's `import './x.css'` went with it. Styles are imported by the components that use them.
    files: ['frontend/src/**/*.ts'],
    ignores: ['frontend/src/**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through AppConfig (src/config) only.',
        },
        {
          selector: 'ImportDeclaration[source.value=/\\.css$/]',
          message: 'Import styles from the .tsx component that uses them: a .ts module (a barrel) may be left out of the build, and its CSS with it (ADR 0071).',
        },
      ],
    },
  },
);
