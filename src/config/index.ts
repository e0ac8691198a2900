export { AppConfig, ConfigValidationError } from './app-config.js';
export type { AppConfigValues } from './app-config.js';
export { ConfigModule } from './config.module.js';
export { DatabaseSettings } from './database-settings.js';
export { projectRoot, spaDistDir } from './paths.js';
