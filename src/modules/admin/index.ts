// The public API of the admin module: the only file other code may import (ADR 0043).
export { AdminModule } from './admin.module.js';
