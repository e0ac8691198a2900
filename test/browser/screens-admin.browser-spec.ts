import { describeScreensWalk } from '../support/screens-walk.js';

/** Every route an administrator reaches, checked in the browser (test/support/screens-walk.ts, ADR 0055). */
describeScreensWalk('admin');
