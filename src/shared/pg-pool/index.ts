export { PgPool } from './pg-pool.js';
