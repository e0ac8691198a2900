// The public API of the community module: the only file other code may import.
export { CommunityModule } from './community.module.js';
