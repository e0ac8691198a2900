/** Types of check-migrations.mjs, for its unit test (scripts/check-migrations.spec.ts). */
export declare const MARKER: RegExp;
export declare const GRANDFATHERED: ReadonlySet<string>;
export declare function checkMigration(name: string, source: string): { found: string[]; marker: string | null; problems: string[] };
