// The public API of the identity module: the only file other code may import.
export { IdentityModule } from './identity.module.js';
