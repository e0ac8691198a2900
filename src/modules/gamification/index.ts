// The public API of the gamification module: the only file other code may import.
export { GamificationModule } from './gamification.module.js';
export { GamificationApi } from './application/gamification.api.js';
