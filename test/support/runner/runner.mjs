// The Jest runner of the tiers with a database (ADR 0119): jest-light-runner's child processes,
// each running test file after test file in plain Node.js over the compiled sources
// (./compile.mjs). Jest's own runner loads the whole server again into a fresh module registry
// for every file; here a process loads it once. Jest still finds, selects and reports the
// TypeScript files: this runner swaps each for its compiled twin and back.
import { createRunner } from 'jest-light-runner';
import { compiledPath, compileTests } from './compile.mjs';

const LightRunner = createRunner({ runtime: 'child_process' });

export default class CompiledRunner extends LightRunner {
  /** Each project's configuration with its set-up files compiled (one pool per project). */
  #configs = new Map();

  async runTests(tests, watcher, onStart, onResult, onFailure) {
    await compileTests();
    // Read by ./jest-globals.mjs in the children, which inherit this environment.
    process.env.JEST_TEST_TIMEOUT = String(this._globalConfig.testTimeout);
    // Failures point at the TypeScript lines (the compiled files carry their source maps).
    if (!process.env.NODE_OPTIONS?.includes('--enable-source-maps')) {
      process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --enable-source-maps`.trim();
    }
    return super.runTests(tests, watcher, onStart, (test, result) => onResult(test, { ...result, testFilePath: test.path }), onFailure);
  }

  _runTest(test) {
    return super._runTest({ ...test, path: compiledPath(test.path), context: { ...test.context, config: this.#compiled(test.context.config) } });
  }

  #compiled(config) {
    if (!this.#configs.has(config)) {
      this.#configs.set(config, { ...config, setupFiles: config.setupFiles.map(compiledPath), setupFilesAfterEnv: config.setupFilesAfterEnv.map(compiledPath) });
    }
    return this.#configs.get(config);
  }
}
