// The public API of the admin module: the only file other code may import.
export { AdminModule } from './admin.module.js';

import { adminEntities } from './adapters/persistence/admin.entities.js';

export { adminEntities };
