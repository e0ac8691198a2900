import { afterEach, beforeEach } from '@jest/globals';

/** Runs each test of the enclosing block with the process in time zone `zone`, restoring it after. */
export function inProcessTimeZone(zone: string): void {
  let original: string | undefined;
  beforeEach(() => {
    original = process.env.TZ;
    process.env.TZ = zone;
  });
  afterEach(() => {
    // Assigning undefined would set the string "undefined": restore by deleting.
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });
}
