import { z } from 'zod';

// zod compiles object schemas with `new Function` where a page allows it, and finds out by trying:
// under the app's Content-Security-Policy (no 'unsafe-eval') the try is a violation the browser
// reports on every page with a form (Lighthouse's best practices, issue 26). Forms check a few
// fields, so zod's interpreted checks cost nothing noticeable. Every form imports zod from here.
z.config({ jitless: true });

export { z };
