// What a compiled test imports in place of `@jest/globals` (ADR 0119): the globals the light
// runner installs in its process, with the time limits Jest would keep. The runner itself waits
// for ever; here each test and hook gets the limit its call names, else the file's
// `jest.setTimeout`, else the configuration's `testTimeout` (passed as JEST_TEST_TIMEOUT).
const runner = globalThis;
// The real timer, even under a test's fake timers.
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;
const DEFAULT_TIMEOUT = Number(process.env.JEST_TEST_TIMEOUT) || 5_000;
/** `jest.setTimeout` per test file: a process runs several files one after another. */
const fileTimeouts = new Map();

export const expect = runner.expect;

function currentFile() {
  return expect.getState().testPath;
}

/** The function, failing once `timeout` (or the file's or run's limit) has passed. */
function limited(fn, timeout, what) {
  const file = currentFile();
  return (...args) => {
    const ms = timeout ?? fileTimeouts.get(file) ?? DEFAULT_TIMEOUT;
    let timer;
    const expired = new Promise((_, reject) => {
      timer = realSetTimeout(() => reject(new Error(`Exceeded timeout of ${ms} ms for ${what}.`)), ms);
    });
    return Promise.race([Promise.resolve().then(() => fn(...args)), expired]).finally(() => realClearTimeout(timer));
  };
}

function withLimit(register, what) {
  const wrapped = (name, fn, timeout) => register(name, fn && limited(fn, timeout, what), timeout);
  for (const key of ['skip', 'only', 'todo', 'failing', 'concurrent']) {
    if (register[key]) wrapped[key] = key === 'todo' ? register.todo : withLimit(register[key], what);
  }
  wrapped.each = (...table) => (name, fn, timeout) => register.each(...table)(name, limited(fn, timeout, what), timeout);
  return wrapped;
}

function hookWithLimit(register, hook) {
  return (fn, timeout) => register(limited(fn, timeout, `a hook (${hook})`), timeout);
}

export const it = withLimit(runner.it, 'a test');
export const test = it;
export const describe = runner.describe;
export const beforeAll = hookWithLimit(runner.beforeAll, 'beforeAll');
export const afterAll = hookWithLimit(runner.afterAll, 'afterAll');
export const beforeEach = hookWithLimit(runner.beforeEach, 'beforeEach');
export const afterEach = hookWithLimit(runner.afterEach, 'afterEach');

export const jest = Object.assign(Object.create(runner.jest), {
  setTimeout(ms) {
    fileTimeouts.set(currentFile(), ms);
    return jest;
  },
});
