import { describeScreensWalk } from '../support/screens-walk.js';

/** Every route a visitor reaches, checked in the browser (test/support/screens-walk.ts, ADR 0055). */
describeScreensWalk('guest');
