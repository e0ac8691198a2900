// The migrations, in order. `npm run db:migration:create` appends new ones here.
import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121055134 as M0 } from './Migration20261121055134.js';

export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121055134', class: M0 },
];
