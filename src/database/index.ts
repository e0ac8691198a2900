export { OrmModule } from './orm.module.js';
export { migrateDatabase } from './migrate.js';
export { buildOrmOptions } from './orm-options.js';
export { EmbeddedPostgres } from './embedded/embedded-postgres.js';
