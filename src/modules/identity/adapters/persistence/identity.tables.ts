import type { FlagTable } from '../../../../shared/moderation/index.js';

/*
 * Identity's tables as the kernel's shared blocks take them, named here once, beside the
 * entities (docs/architecture.md, Persistence and ports).
 */

/** Public profiles, as members report them (ADR 0103): the member is their own author. */
export const FLAGGABLE_PROFILES: FlagTable = { table: 'member', author: 't.id', preview: "t.name || ': ' || t.biography", label: 't.name', parent: 'null' };
